import { PHONE_INPUT_MAX_LENGTH, SMS_CODE_LENGTH } from "@tousu/domain";
import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import { FieldError, inputClass } from "./field-error";

/** What the form sets on the box itself: its value (the page's state, or left to the form) and events. */
type InputBinding = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  "value" | "defaultValue" | "onChange" | "onKeyDown"
>;

interface FieldProps extends InputBinding {
  /** The box's id; its error's is `{id}-error`. */
  id: string;
  label: string;
  error: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

/** The phone number a login, a bind or a visitor's complaint is verified with, posted as `phone`. */
export function PhoneField({ id, label, error, inputRef, ...binding }: FieldProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-900">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={PHONE_INPUT_MAX_LENGTH}
        placeholder="请输入手机号"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`mt-1.5 ${inputClass}`}
        {...binding}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/**
 * The SMS code sent to that phone, posted as `code`, with the form's own button that sends it beside
 * the box and what became of the last sending (`children`) under it.
 */
export function SmsCodeField({
  id,
  label,
  error,
  inputRef,
  sendButton,
  children,
  ...binding
}: FieldProps & { sendButton: ReactNode; children?: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-900">
        {label}
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          ref={inputRef}
          id={id}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={SMS_CODE_LENGTH}
          placeholder={`${SMS_CODE_LENGTH}位数字验证码`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={inputClass}
          {...binding}
        />
        {sendButton}
      </div>
      <FieldError id={`${id}-error`} message={error} />
      {children}
    </div>
  );
}
