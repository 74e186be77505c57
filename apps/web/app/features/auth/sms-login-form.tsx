import { type LoginRole, loginSms } from "@tousu/contracts";
import { LOGIN_AGREEMENT_MESSAGE } from "@tousu/domain";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { unannouncedFailure } from "../../lib/unannounced-failure";
import { buttonClass } from "../../ui/button";
import { cx } from "../../ui/cx";
import { FieldError, PhoneCodeFields, usePhoneCode } from "./phone-code-fields";
import { useFinishLogin } from "./use-finish-login";

/**
 * Phone + SMS code login (docs/product/entities.md#login-and-logout), with the proof-of-work captcha the server asks for once an address
 * sends many codes. A new phone number registers on its first login.
 */
export function SmsLoginForm({ role }: { role?: LoginRole | undefined } = {}) {
  const form = usePhoneCode("login");
  const finishLogin = useFinishLogin();
  const { id, errors } = form;
  const [hasAgreed, setHasAgreed] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.validate({ agreement: hasAgreed ? undefined : LOGIN_AGREEMENT_MESSAGE })) return;

    setIsSubmitting(true);
    try {
      const api = await form.loadApi();
      const result = await api.request(loginSms, {
        body: { phone: form.normalizedPhone, code: form.code.trim(), ...(role ? { role } : {}) },
      });
      if (!result.ok) return form.refuseCode(result.msg);
      await finishLogin(api, result.data);
    } catch (error) {
      form.setErrors({ form: unannouncedFailure(error) });
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <PhoneCodeFields form={form} />

      <div>
        <div className="flex items-start gap-2 text-sm text-gray-700">
          <input
            id={`${id}-agreement`}
            type="checkbox"
            checked={hasAgreed}
            onChange={(event) => setHasAgreed(event.target.checked)}
            aria-invalid={errors.agreement ? true : undefined}
            aria-describedby={form.describedBy("agreement")}
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
