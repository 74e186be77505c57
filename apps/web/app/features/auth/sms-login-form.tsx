import { type LoginRole, loginSms } from "@tousu/contracts";
import { PHONE_INPUT_MAX_LENGTH, PHONE_LENGTH, SMS_CODE_LENGTH } from "@tousu/domain";
import { type FormEvent, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { unannouncedFailure } from "../../lib/unannounced-failure";
import { useApi } from "../../shared/session/api-context";
import { buttonClass } from "../../ui/button";
import { cx } from "../../ui/cx";
import { CaptchaCheck } from "./captcha-check";
import { codeError, phoneError } from "./phone-and-code";
import { useFinishLogin } from "./use-finish-login";
import { useSmsCode } from "./use-sms-code";

type Field = "phone" | "code" | "agreement" | "captcha";
type Errors = Partial<Record<Field | "form", string>>;

/**
 * Phone + SMS code login (docs/product/entities.md#login-and-logout), with the proof-of-work captcha the server asks for once an address
 * sends many codes. A new phone number registers on its first login.
 */
export function SmsLoginForm({ role }: { role?: LoginRole | undefined } = {}) {
  const loadApi = useApi();
  const finishLogin = useFinishLogin();
  const id = useId();
  const phoneRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  const [phone, setPhone] = useState("");
  const [code, setCode] = useState("");
  const [hasAgreed, setHasAgreed] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [isSubmitting, setIsSubmitting] = useState(false);

  const sms = useSmsCode(loadApi, "login", {
    onSent: () => codeRef.current?.focus(),
    onFailure: (failure) => setErrors(failure ? { [failure.field]: failure.message } : {}),
  });

  const normalizedPhone = phone.replace(/\s+/g, "");

  function sendCode() {
    const error = phoneError(normalizedPhone);
    if (error) {
      setErrors({ phone: error });
      phoneRef.current?.focus();
      return;
    }
    void sms.send(normalizedPhone);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Errors = {
      phone: phoneError(normalizedPhone),
      code: codeError(code),
      agreement: hasAgreed ? undefined : "请先阅读并同意《用户协议》和《隐私政策》",
    };
    setErrors(found);
    if (found.phone) return phoneRef.current?.focus();
    if (found.code) return codeRef.current?.focus();
    if (found.agreement) return;

    setIsSubmitting(true);
    try {
      const api = await loadApi();
      const result = await api.request(loginSms, {
        body: { phone: normalizedPhone, code: code.trim(), ...(role ? { role } : {}) },
      });
      if (!result.ok) {
        setErrors({ code: result.msg });
        codeRef.current?.focus();
        return;
      }
      await finishLogin(api, result.data);
    } catch (error) {
      setErrors({ form: unannouncedFailure(error) });
    } finally {
      setIsSubmitting(false);
    }
  }

  const describedBy = (field: Field, hint?: string) =>
    cx(hint, errors[field] ? `${id}-${field}-error` : undefined) || undefined;
  // What the phone and code inputs share: their name, id, error state and numeric keypad.
  const textFieldProps = (field: "phone" | "code") => ({
    id: `${id}-${field}`,
    name: field,
    inputMode: "numeric" as const,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": describedBy(field),
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <div>
        <label htmlFor={`${id}-phone`} className="mb-1.5 block text-sm font-medium text-gray-800">
          手机号
        </label>
        <input
          ref={phoneRef}
          {...textFieldProps("phone")}
          type="tel"
          autoComplete="tel-national"
          maxLength={PHONE_INPUT_MAX_LENGTH}
          placeholder={`请输入${PHONE_LENGTH}位手机号`}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          className={inputClass(Boolean(errors.phone))}
        />
        <FieldError id={`${id}-phone-error`} message={errors.phone} />
      </div>

      {sms.isCaptchaShown ? (
        <div>
          <CaptchaCheck
            status={sms.captchaStatus}
            onVerify={() => void sms.verifyCaptcha(phoneError(normalizedPhone) ? null : normalizedPhone)}
            describedBy={describedBy("captcha")}
          />
          <FieldError id={`${id}-captcha-error`} message={errors.captcha} />
        </div>
      ) : null}

      <div>
        <label htmlFor={`${id}-code`} className="mb-1.5 block text-sm font-medium text-gray-800">
          验证码
        </label>
        <div className="flex gap-2">
          <input
            ref={codeRef}
            {...textFieldProps("code")}
            type="text"
            autoComplete="one-time-code"
            maxLength={SMS_CODE_LENGTH}
            placeholder={`${SMS_CODE_LENGTH}位数字验证码`}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            className={cx(inputClass(Boolean(errors.code)), "min-w-0 flex-1")}
          />
          <button
            type="button"
            onClick={sendCode}
            disabled={!sms.canSend}
            className={cx(buttonClass({ variant: "secondary", size: "lg" }), "w-36 px-0")}
          >
            {sms.sendLabel}
          </button>
        </div>
        <FieldError id={`${id}-code-error`} message={errors.code} />
      </div>

      <div>
        <div className="flex items-start gap-2 text-sm text-gray-700">
          <input
            id={`${id}-agreement`}
            type="checkbox"
            checked={hasAgreed}
            onChange={(event) => setHasAgreed(event.target.checked)}
            aria-invalid={errors.agreement ? true : undefined}
            aria-describedby={describedBy("agreement")}
            className="mt-1 size-4 shrink-0 accent-brand-600"
          />
          <label htmlFor={`${id}-agreement`}>
            我已阅读并同意
            <Link
              to="/static/agreement"
              target="_blank"
              className="text-brand-700 underline-offset-2 hover:underline"
            >
              《用户协议》
            </Link>
            <Link
              to="/static/privacy"
              target="_blank"
              className="text-brand-700 underline-offset-2 hover:underline"
            >
              《隐私政策》
            </Link>
          </label>
        </div>
        <FieldError id={`${id}-agreement-error`} message={errors.agreement} />
      </div>

      <FieldError id={`${id}-form-error`} message={errors.form} />

      <button type="submit" disabled={isSubmitting} className={cx(buttonClass({ size: "lg" }), "w-full")}>
        {isSubmitting ? "登录中…" : "登录"}
      </button>
    </form>
  );
}

function inputClass(isInvalid: boolean): string {
  return cx(
    "h-12 w-full rounded-md border bg-white px-3.5 text-base text-gray-900 placeholder:text-gray-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-0",
    isInvalid
      ? "border-brand-600 focus-visible:ring-brand-200"
      : "border-gray-300 hover:border-gray-400 focus-visible:border-brand-600 focus-visible:ring-brand-100",
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1.5 text-sm text-brand-700">
      {message}
    </p>
  );
}
