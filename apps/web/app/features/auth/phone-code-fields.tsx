import { PHONE_INPUT_MAX_LENGTH, PHONE_LENGTH, SMS_CODE_LENGTH } from "@tousu/domain";
import { useId, useRef, useState } from "react";
import { useApi } from "../../shared/session/api-context";
import { buttonClass } from "../../ui/button";
import { cx } from "../../ui/cx";
import { CaptchaCheck } from "./captcha-check";
import { codeError, phoneError } from "./phone-and-code";
import { type SmsPurpose, useSmsCode } from "./use-sms-code";

type Errors = Partial<Record<string, string>>;

/**
 * A phone number and the SMS code that proves it, with the captcha the server may ask for first: what
 * the login and the bind forms keep alike. The form adds its own fields' errors under their names.
 */
export function usePhoneCode(purpose: SmsPurpose) {
  const loadApi = useApi();
  const id = useId();
  const phoneRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const [phone, setPhone] = useState("");
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<Errors>({});

  const sms = useSmsCode(loadApi, purpose, {
    onSent: () => codeRef.current?.focus(),
    onFailure: (failure) => setErrors(failure ? { [failure.field]: failure.message } : {}),
  });
  const normalizedPhone = phone.replace(/\s+/g, "");

  return {
    id,
    phoneRef,
    codeRef,
    phone,
    setPhone,
    code,
    setCode,
    normalizedPhone,
    errors,
    setErrors,
    sms,
    loadApi,
    sendCode() {
      const error = phoneError(normalizedPhone);
      if (error) {
        setErrors({ phone: error });
        phoneRef.current?.focus();
        return;
      }
      void sms.send(normalizedPhone);
    },
    /** Shows what is wrong with the phone, the code and the form's `other` fields; true when nothing is. */
    validate(other: Errors = {}): boolean {
      const found = { phone: phoneError(normalizedPhone), code: codeError(code), ...other };
      setErrors(found);
      if (found.phone) phoneRef.current?.focus();
      else if (found.code) codeRef.current?.focus();
      return Object.values(found).every((message) => !message);
    },
    /** A refusal of the code the server gave: beside the code box, which takes the focus. */
    refuseCode(message: string) {
      setErrors({ code: message });
      codeRef.current?.focus();
    },
    describedBy(field: string, hint?: string) {
      return cx(hint, errors[field] ? `${id}-${field}-error` : undefined) || undefined;
    },
  };
}

export type PhoneCode = ReturnType<typeof usePhoneCode>;

/** The phone box, the captcha when asked for, and the code box with its send button. */
export function PhoneCodeFields({
  form,
  labels = { phone: "手机号", code: "验证码" },
}: {
  form: PhoneCode;
  labels?: { phone: string; code: string };
}) {
  const { id, errors, sms } = form;
  // What the phone and code inputs share: their name, id, error state and numeric keypad.
  const textFieldProps = (field: "phone" | "code") => ({
    id: `${id}-${field}`,
    name: field,
    inputMode: "numeric" as const,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": form.describedBy(field),
  });
  return (
    <>
      <div>
        <label htmlFor={`${id}-phone`} className="mb-1.5 block text-sm font-medium text-gray-800">
          {labels.phone}
        </label>
        <input
          ref={form.phoneRef}
          {...textFieldProps("phone")}
          type="tel"
          autoComplete="tel-national"
          maxLength={PHONE_INPUT_MAX_LENGTH}
          placeholder={`请输入${PHONE_LENGTH}位手机号`}
          value={form.phone}
          onChange={(event) => form.setPhone(event.target.value)}
          className={inputClass(Boolean(errors.phone))}
        />
        <FieldError id={`${id}-phone-error`} message={errors.phone} />
      </div>

      {sms.isCaptchaShown ? (
        <div>
          <CaptchaCheck
            status={sms.captchaStatus}
            onVerify={() =>
              void sms.verifyCaptcha(phoneError(form.normalizedPhone) ? null : form.normalizedPhone)
            }
            describedBy={form.describedBy("captcha")}
          />
          <FieldError id={`${id}-captcha-error`} message={errors.captcha} />
        </div>
      ) : null}

      <div>
        <label htmlFor={`${id}-code`} className="mb-1.5 block text-sm font-medium text-gray-800">
          {labels.code}
        </label>
        <div className="flex gap-2">
          <input
            ref={form.codeRef}
            {...textFieldProps("code")}
            type="text"
            autoComplete="one-time-code"
            maxLength={SMS_CODE_LENGTH}
            placeholder={`${SMS_CODE_LENGTH}位数字验证码`}
            value={form.code}
            onChange={(event) => form.setCode(event.target.value)}
            className={cx(inputClass(Boolean(errors.code)), "min-w-0 flex-1")}
          />
          <button
            type="button"
            onClick={form.sendCode}
            disabled={!sms.canSend}
            className={cx(buttonClass({ variant: "secondary", size: "lg" }), "w-36 px-0")}
          >
            {sms.sendLabel}
          </button>
        </div>
        <FieldError id={`${id}-code-error`} message={errors.code} />
      </div>
    </>
  );
}

/** A phone or code box, red while it holds an error. */
export function inputClass(isInvalid: boolean): string {
  return cx(
    "h-12 w-full rounded-md border bg-white px-3.5 text-base text-gray-900 placeholder:text-gray-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-0",
    isInvalid
      ? "border-brand-600 focus-visible:ring-brand-200"
      : "border-gray-300 hover:border-gray-400 focus-visible:border-brand-600 focus-visible:ring-brand-100",
  );
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1.5 text-sm text-brand-700">
      {message}
    </p>
  );
}
