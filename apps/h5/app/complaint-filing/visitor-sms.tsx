import { sendCodeLabel } from "@tousu/domain";
import { useEffect, useId, useRef, useState } from "react";
import { FieldError, secondaryButtonClass } from "../ui/field-error";
import { PhoneField, SmsCodeField } from "../ui/phone-fields";
import { callFilingService, useFilingServiceHref } from "./filing-service";

interface VisitorSmsProps {
  phone: string;
  code: string;
  phoneError?: string;
  codeError?: string;
  onPhoneChange(phone: string): void;
  onCodeChange(code: string): void;
}

type CaptchaStatus = "idle" | "solving" | "verified" | "failed";

/**
 * A visitor files with a phone number and its SMS code (purpose 'complaint'), as on the PC site, and is
 * logged in by the answer. When the API asks for a proof-of-work captcha before more codes
 * (docs/decisions/004), the challenge is solved in this tab by the solver both sites share and goes
 * with the next request for a code.
 */
export function VisitorSms({
  phone,
  code,
  phoneError,
  codeError,
  onPhoneChange,
  onCodeChange,
}: VisitorSmsProps) {
  const id = useId();
  const serviceHref = useFilingServiceHref();
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [isSending, setIsSending] = useState(false);
  const [isCaptchaRequired, setIsCaptchaRequired] = useState(false);
  const [captchaStatus, setCaptchaStatus] = useState<CaptchaStatus>("idle");
  const [captchaPayload, setCaptchaPayload] = useState<string | null>(null);
  const [message, setMessage] = useState<{ field: "phone" | "captcha" | "sent"; text: string } | null>(null);
  const solving = useRef<AbortController | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);
  useEffect(() => () => solving.current?.abort(), []);

  async function send(payload = captchaPayload) {
    if (isCaptchaRequired && !payload) {
      setMessage({ field: "captcha", text: "请先完成人机验证" });
      return;
    }
    setMessage(null);
    setIsSending(true);
    const answer = await callFilingService(serviceHref, {
      intent: "sms",
      phone,
      ...(payload ? { captcha_payload: payload } : {}),
    });
    setIsSending(false);
    // A solved captcha is good for one request, whatever the answer.
    setCaptchaPayload(null);
    setCaptchaStatus("idle");
    if (answer.resendIn) setSecondsLeft(answer.resendIn);
    if (answer.captchaRequired !== undefined) setIsCaptchaRequired(answer.captchaRequired);
    if (answer.error) {
      setMessage({ field: answer.field ?? "phone", text: answer.error });
      return;
    }
    setMessage({ field: "sent", text: "验证码已发送，请注意查收短信" });
    codeInput.current?.focus();
  }

  async function verifyCaptcha() {
    solving.current?.abort();
    const controller = new AbortController();
    solving.current = controller;
    setCaptchaStatus("solving");
    setMessage(null);
    try {
      const { challenge, error } = await callFilingService(
        serviceHref,
        { intent: "captcha" },
        controller.signal,
      );
      if (!challenge) throw new Error(error);
      const { solveCaptchaChallenge } = await import("@tousu/page-kit/captcha-solver");
      const payload = await solveCaptchaChallenge(
        challenge as Parameters<typeof solveCaptchaChallenge>[0],
        controller.signal,
      );
      setCaptchaPayload(payload);
      setCaptchaStatus("verified");
      if (secondsLeft === 0 && phone.trim()) await send(payload);
    } catch {
      if (controller.signal.aborted) return;
      setCaptchaStatus("failed");
      setMessage({ field: "captcha", text: "人机验证未通过，请重试" });
    }
  }

  const shownPhoneError = phoneError ?? (message?.field === "phone" ? message.text : undefined);
  const isCaptchaShown = isCaptchaRequired && secondsLeft === 0;
  return (
    <div className="space-y-4 rounded-lg bg-gray-50 p-3">
      <p className="text-sm text-gray-700">验证手机号后提交，提交成功即自动登录，可随时查看处理进度。</p>
      <PhoneField
        id={`${id}-phone`}
        label="手机号"
        error={shownPhoneError}
        value={phone}
        onChange={(event) => onPhoneChange(event.target.value)}
      />
      <SmsCodeField
        id={`${id}-code`}
        label="短信验证码"
        error={codeError}
        inputRef={codeInput}
        value={code}
        onChange={(event) => onCodeChange(event.target.value)}
        sendButton={
          <button
            type="button"
            onClick={() => void send()}
            disabled={isSending || secondsLeft > 0 || captchaStatus === "solving"}
            className={`${secondaryButtonClass} w-36 px-2 whitespace-nowrap`}
          >
            {sendCodeLabel(secondsLeft, isSending)}
          </button>
        }
      >
        {message?.field === "sent" ? (
          <p role="status" className="mt-1.5 text-sm text-gray-700">
            {message.text}
          </p>
        ) : null}
      </SmsCodeField>
      {isCaptchaShown ? (
        <div>
          <button
            type="button"
            onClick={() => void verifyCaptcha()}
            disabled={captchaStatus === "solving" || captchaStatus === "verified"}
            aria-describedby={message?.field === "captcha" ? `${id}-captcha-error` : undefined}
            className={`${secondaryButtonClass} w-full`}
          >
            {captchaStatus === "solving"
              ? "正在验证…"
              : captchaStatus === "verified"
                ? "已通过人机验证"
                : "点击完成人机验证"}
          </button>
          <FieldError
            id={`${id}-captcha-error`}
            message={message?.field === "captcha" ? message.text : undefined}
          />
        </div>
      ) : null}
    </div>
  );
}
