import { changePhone, sendOwnPhoneCode } from "@tousu/contracts";
import { SMS_CODE_LENGTH, sendCodeLabel, TOAST_DURATION_MS } from "@tousu/domain";
import { useCountdown } from "@tousu/page-kit/use-countdown";
import { type FormEvent, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { unannouncedFailure } from "../../lib/unannounced-failure";
import { buttonClass } from "../../ui/button";
import { cx } from "../../ui/cx";
import { showToast } from "../../ui/toast";
import { codeError, FieldError, inputClass, PhoneCodeFields, usePhoneCode } from "../auth";

/**
 * Changing the phone (docs/decisions/046-binding-a-mobile.md): a code to the number the account has
 * and one to the new number, sent together; the server checks both before it changes anything.
 */
export function PhoneChangeForm({ currentPhone, onDone }: { currentPhone: string; onDone(): void }) {
  const form = usePhoneCode("bind");
  const { id, errors } = form;
  const revalidator = useRevalidator();
  const oldCodeRef = useRef<HTMLInputElement>(null);
  const oldCountdown = useCountdown();
  const [oldCode, setOldCode] = useState("");
  const [isSendingOld, setIsSendingOld] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function sendOldCode() {
    setIsSendingOld(true);
    try {
      const api = await form.loadApi();
      const result = await api.request(sendOwnPhoneCode, { body: {} });
      if (result.ok) {
        oldCountdown.start(result.data.resend_in);
        showToast("success", `验证码已发送至${currentPhone}`, TOAST_DURATION_MS.badRequest);
        oldCodeRef.current?.focus();
      } else form.setErrors({ oldCode: result.msg });
    } catch (error) {
      form.setErrors({ form: unannouncedFailure(error) });
    } finally {
      setIsSendingOld(false);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const oldCodeProblem = codeError(oldCode);
    if (!form.validate({ oldCode: oldCodeProblem })) {
      if (oldCodeProblem) oldCodeRef.current?.focus();
      return;
    }
    setIsSubmitting(true);
    try {
      const api = await form.loadApi();
      const result = await api.request(changePhone, {
        body: { old_code: oldCode.trim(), phone: form.normalizedPhone, code: form.code.trim() },
      });
      if (!result.ok) return form.setErrors({ form: result.msg });
      showToast("success", `手机号已更换为${result.data.phone}`, TOAST_DURATION_MS.badRequest);
      onDone();
      await revalidator.revalidate();
    } catch (error) {
      form.setErrors({ form: unannouncedFailure(error) });
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="max-w-md space-y-5">
      <div>
        <label htmlFor={`${id}-old-code`} className="mb-1.5 block text-sm font-medium text-gray-800">
          原手机号 {currentPhone} 的验证码
        </label>
        <div className="flex gap-2">
          <input
            ref={oldCodeRef}
            id={`${id}-old-code`}
            name="old_code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={SMS_CODE_LENGTH}
            placeholder={`${SMS_CODE_LENGTH}位数字验证码`}
            value={oldCode}
            onChange={(event) => setOldCode(event.target.value)}
            aria-invalid={errors.oldCode ? true : undefined}
            aria-describedby={form.describedBy("oldCode")}
            className={cx(inputClass(Boolean(errors.oldCode)), "min-w-0 flex-1")}
          />
          <button
            type="button"
            onClick={() => void sendOldCode()}
            disabled={isSendingOld || oldCountdown.secondsLeft > 0}
            className={cx(buttonClass({ variant: "secondary", size: "lg" }), "w-36 px-0")}
          >
            {sendCodeLabel(oldCountdown.secondsLeft, isSendingOld)}
          </button>
        </div>
        <FieldError id={`${id}-oldCode-error`} message={errors.oldCode} />
      </div>

      <PhoneCodeFields form={form} labels={{ phone: "新手机号", code: "新手机号的验证码" }} />
      <FieldError id={`${id}-form-error`} message={errors.form} />

      <div className="flex gap-3">
        <button type="submit" disabled={isSubmitting} className={buttonClass({ size: "lg" })}>
          {isSubmitting ? "提交中…" : "确认更换"}
        </button>
        <button type="button" onClick={onDone} className={buttonClass({ variant: "secondary", size: "lg" })}>
          取消
        </button>
      </div>
    </form>
  );
}
