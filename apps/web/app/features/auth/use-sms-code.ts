import { type ContractInput, sendSms } from "@tousu/contracts";
import { readSmsLimit, sendCodeLabel, TOAST_DURATION_MS } from "@tousu/domain";
import { useCountdown } from "@tousu/page-kit/use-countdown";
import { useEffect, useRef, useState } from "react";
import { unannouncedFailure } from "../../lib/unannounced-failure";
import type { LoadApi } from "../../shared/session/api-context";
import { showToast } from "../../ui/toast";
import type { CaptchaStatus } from "./captcha-check";
import { solveCaptcha } from "./solve-captcha";

export type SmsPurpose = NonNullable<ContractInput<typeof sendSms, "body">["purpose"]>;

/** Why no code went out, for the form to show beside the field it concerns. */
export interface SmsCodeFailure {
  field: "phone" | "captcha" | "form";
  message: string;
}

interface SmsCodeEvents {
  /** A code is on its way: the form moves the focus to the code box. */
  onSent(): void;
  /** A failure to show, or null when a new attempt starts and what was shown about the last one goes. */
  onFailure(failure: SmsCodeFailure | null): void;
}

/**
 * Asking for an SMS code: the resend countdown, and the proof-of-work captcha the server asks for
 * once an address sends many codes (docs/decisions/004). The login form and a visitor's complaint
 * submission both drive it; each checks the phone number itself before calling `send`.
 */
export function useSmsCode(loadApi: LoadApi, purpose: SmsPurpose, { onSent, onFailure }: SmsCodeEvents) {
  const countdown = useCountdown();
  const solving = useRef<AbortController | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [isCaptchaRequired, setIsCaptchaRequired] = useState(false);
  const [captchaStatus, setCaptchaStatus] = useState<CaptchaStatus>("idle");
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);

  useEffect(() => () => solving.current?.abort(), []);

  async function send(phone: string, token = captchaToken) {
    if (isCaptchaRequired && !token) {
      onFailure({ field: "captcha", message: "请先完成人机验证" });
      return;
    }
    onFailure(null);
    setIsSending(true);
    try {
      const api = await loadApi();
      const result = await api.request(sendSms, {
        body: { phone, purpose, captcha_token: token ?? undefined },
      });
      // A captcha token is good for one request, whatever the answer.
      setCaptchaToken(null);
      setCaptchaStatus("idle");
      if (result.ok) {
        countdown.start(result.data.resend_in);
        setIsCaptchaRequired(result.data.captcha_required);
        showToast("success", "验证码已发送，请注意查收短信", TOAST_DURATION_MS.badRequest);
        onSent();
        return;
      }
      const limit = readSmsLimit(result.data);
      if (limit.resendIn) countdown.start(limit.resendIn);
      if (limit.captchaRequired) setIsCaptchaRequired(true);
      onFailure({ field: limit.captchaRequired ? "captcha" : "phone", message: result.msg });
    } catch (error) {
      const message = unannouncedFailure(error);
      if (message) onFailure({ field: "form", message });
    } finally {
      setIsSending(false);
    }
  }

  /** Solves the captcha; with a valid `phone` and no countdown running, the code then goes out unasked. */
  async function verifyCaptcha(phone: string | null) {
    solving.current?.abort();
    const controller = new AbortController();
    solving.current = controller;
    setCaptchaStatus("solving");
    onFailure(null);
    try {
      const token = await solveCaptcha(await loadApi(), controller.signal);
      setCaptchaToken(token);
      setCaptchaStatus("verified");
      if (phone && countdown.secondsLeft === 0) await send(phone, token);
    } catch {
      if (controller.signal.aborted) return;
      setCaptchaStatus("failed");
      onFailure({ field: "captcha", message: "人机验证未通过，请重试" });
    }
  }

  return {
    secondsLeft: countdown.secondsLeft,
    isSending,
    /** Asked for with a code already on its way, the captcha waits until another code may be requested. */
    isCaptchaShown: isCaptchaRequired && countdown.secondsLeft === 0,
    captchaStatus,
    /** The send button stays off while a code is going out, counting down or waiting for the captcha. */
    canSend: !isSending && countdown.secondsLeft === 0 && captchaStatus !== "solving",
    sendLabel: sendCodeLabel(countdown.secondsLeft, isSending),
    send: (phone: string) => send(phone),
    verifyCaptcha,
  };
}
