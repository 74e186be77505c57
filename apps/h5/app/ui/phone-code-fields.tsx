import { sendCodeLabel } from "@tousu/domain";
import { useCountdown } from "@tousu/page-kit/use-countdown";
import { lazy, Suspense, useEffect, useId, useRef } from "react";
import { useSubmit } from "react-router";
import type { SmsCodeStep } from "../lib/sms-code.server";
import { FieldError } from "./field-error";
import { PhoneField, SmsCodeField } from "./phone-fields";

// The solver and its proof-of-work code arrive only when the server asks for a captcha.
const CaptchaCheck = lazy(() => import("./captcha-check"));

/**
 * Phone and SMS code for a route action's form (the login and the bind page): 获取验证码 submits the
 * form with `intent=send`, the form's own button another intent. Works without scripts; with them the
 * button counts down to the next code and a captcha the server asks for is solved on the phone.
 */
export function PhoneCodeFields({
  step,
  phone,
  codeError,
  isSending,
  onCodeEnter,
}: {
  /** The last send-code answer, if the last submission asked for a code. */
  step: SmsCodeStep | undefined;
  /** The phone typed before the last submission. */
  phone: string;
  /** Why the code was refused, if it was. */
  codeError: string | undefined;
  isSending: boolean;
  /** Enter in the code box: the form's own step, not another code (the send button comes first). */
  onCodeEnter(): void;
}) {
  const id = useId();
  const { secondsLeft, start } = useCountdown();
  const submit = useSubmit();
  const phoneRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (step?.resendIn) start(step.resendIn);
    if (step?.ok) codeRef.current?.focus();
  }, [step, start]);
  useEffect(() => {
    if (codeError) codeRef.current?.focus();
  }, [codeError]);

  const refusal = step && !step.ok ? step : undefined;
  const phoneError = refusal?.field === "phone" ? refusal.message : undefined;
  const captchaError = refusal?.field === "captcha" ? refusal.message : undefined;

  /** A solved captcha goes out with the form's phone as the next code request. */
  function sendWithCaptcha(payload: string) {
    const form = phoneRef.current?.form;
    if (!form) return;
    const data = new FormData(form);
    data.set("intent", "send");
    data.set("captcha_payload", payload);
    void submit(data, { method: "post" });
  }

  return (
    <div className="space-y-4">
      <PhoneField
        id={`${id}-phone`}
        label="手机号"
        error={phoneError}
        inputRef={phoneRef}
        defaultValue={phone}
      />

      {refusal?.challenge ? (
        <div>
          <Suspense fallback={<p className="text-sm text-gray-600">人机验证加载中…</p>}>
            <CaptchaCheck challenge={refusal.challenge} onSolved={sendWithCaptcha} />
          </Suspense>
          <FieldError id={`${id}-captcha-error`} message={captchaError} />
        </div>
      ) : null}

      <SmsCodeField
        id={`${id}-code`}
        label="验证码"
        error={codeError}
        inputRef={codeRef}
        onKeyDown={(event) => {
          if (event.key !== "Enter") return;
          event.preventDefault();
          onCodeEnter();
        }}
        sendButton={
          <button
            type="submit"
            name="intent"
            value="send"
            disabled={isSending || secondsLeft > 0}
            className="h-11 shrink-0 rounded-lg border border-brand-600 px-3 text-sm font-medium text-brand-700 disabled:border-gray-300 disabled:text-gray-600"
          >
            {sendCodeLabel(secondsLeft, isSending)}
          </button>
        }
      >
        {step?.ok ? (
          <p role="status" className="mt-1.5 text-sm text-emerald-700">
            验证码已发送，请注意查收短信
          </p>
        ) : null}
      </SmsCodeField>
    </div>
  );
}
