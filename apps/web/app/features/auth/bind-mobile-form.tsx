import { loginBind } from "@tousu/contracts";
import { type FormEvent, useState } from "react";
import { unannouncedFailure } from "../../lib/unannounced-failure";
import { buttonClass } from "../../ui/button";
import { cx } from "../../ui/cx";
import { FieldError, PhoneCodeFields, usePhoneCode } from "./phone-code-fields";
import { useFinishLogin } from "./use-finish-login";

/**
 * Binding a phone after a 402 (docs/decisions/046-binding-a-mobile.md): the account the access token
 * names gets the phone and is logged in, so the write it tried can be made again. A phone another
 * account has is put to the person as a choice: log into that account and link WeChat to it, or
 * use another number. Nothing is merged without it.
 */
export function BindMobileForm({ accessToken }: { accessToken: string }) {
  const form = usePhoneCode("bind");
  const finishLogin = useFinishLogin();
  const { id, errors } = form;
  const [takenQuestion, setTakenQuestion] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function bind(linkWechat: boolean) {
    setIsSubmitting(true);
    try {
      const api = await form.loadApi();
      const result = await api.request(loginBind, {
        body: {
          access_token: accessToken,
          phone: form.normalizedPhone,
          code: form.code.trim(),
          link_wechat: linkWechat,
        },
      });
      if (!result.ok) {
        setTakenQuestion(null);
        return form.refuseCode(result.msg);
      }
      if (result.data.state === "phone_taken") return setTakenQuestion(result.data.message);
      await finishLogin(api, result.data);
    } catch (error) {
      form.setErrors({ form: unannouncedFailure(error) });
    } finally {
      setIsSubmitting(false);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.validate()) void bind(false);
  }

  if (takenQuestion) {
    return (
      <div className="space-y-5">
        <p role="alert" className="rounded-md bg-amber-50 px-4 py-3 text-base text-gray-900">
          {takenQuestion}
        </p>
        <p className="text-sm text-gray-700">
          选择后将登录该手机号的账号，当前微信改为关联到该账号，此后用手机号或微信都能登录。
        </p>
        <FieldError id={`${id}-form-error`} message={errors.form} />
        <div className="flex flex-col gap-3">
          <button
            type="button"
            disabled={isSubmitting}
            onClick={() => void bind(true)}
            className={cx(buttonClass({ size: "lg" }), "w-full")}
          >
            {isSubmitting ? "登录中…" : "登录该账号并关联微信"}
          </button>
          <button
            type="button"
            disabled={isSubmitting}
            onClick={() => setTakenQuestion(null)}
            className={cx(buttonClass({ variant: "secondary", size: "lg" }), "w-full")}
          >
            换一个手机号
          </button>
        </div>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <PhoneCodeFields form={form} />
      <FieldError id={`${id}-form-error`} message={errors.form} />
      <button type="submit" disabled={isSubmitting} className={cx(buttonClass({ size: "lg" }), "w-full")}>
        {isSubmitting ? "绑定中…" : "绑定并登录"}
      </button>
    </form>
  );
}
