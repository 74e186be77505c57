import { loginSms } from "@tousu/contracts";
import { detectInAppBrowser, LOGIN_AGREEMENT_MESSAGE } from "@tousu/domain";
import { createServerApi } from "@tousu/page-kit/server-api";
import { useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { wechatLoginHref } from "../lib/login-paths";
import { h5PageMeta } from "../lib/page-meta";
import { loggedIn, mountPrefixOf, returnPathOf } from "../lib/session.server";
import { phoneOf, sendSmsCode } from "../lib/sms-code.server";
import { FieldError } from "../ui/field-error";
import { PhoneCodeFields } from "../ui/phone-code-fields";
import { SubmitButton } from "../ui/submit-button";
import type { Route } from "./+types/login";

export const handle = { title: "登录" };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  h5PageMeta({
    title: "登录",
    description: "手机号验证码登录诉达，未注册的手机号验证后将自动创建账号。",
    canonical: `${loaderData?.siteOrigin ?? ""}/`,
  });

export function loader({ request, context }: Route.LoaderArgs) {
  const isInWechat = detectInAppBrowser(request.headers.get("user-agent") ?? "") === "wechat";
  return {
    siteOrigin: context.publicConfig.siteOrigin,
    // WeChat's own login works only in WeChat's browser; it returns the visitor to the same page.
    wechatHref: isInWechat ? mountPrefixOf(request) + wechatLoginHref(returnPathOf(request)) : null,
  };
}

/** Why the login did not go through, beside the field it concerns. */
function loginRefusal(phone: string, field: "code" | "agreement", message: string) {
  return { phone, intent: "login" as const, ok: false as const, field, message };
}

/**
 * 获取验证码 (`intent=send`) and 登录 (the form's own submit) on the server, through the same calls as
 * the PC dialog: a new phone registers on its first login, and the session goes into the `web-token`
 * cookie before the visitor returns to `redirect` (a path of this site) or the user centre.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const api = createServerApi(request, context);
  const phone = phoneOf(form);
  if (form.get("intent") === "send") return { phone, ...(await sendSmsCode(api, form, "login")) };
  if (form.get("agreement") !== "on") return loginRefusal(phone, "agreement", LOGIN_AGREEMENT_MESSAGE);
  const result = await api.request(loginSms, {
    body: { phone, code: String(form.get("code") ?? "").trim() },
  });
  if (!result.ok) return loginRefusal(phone, "code", result.msg);
  return loggedIn(request, result.data, returnPathOf(request));
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const loginButton = useRef<HTMLButtonElement>(null);
  const pendingIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : undefined;
  const refusal = actionData?.intent === "login" ? actionData : undefined;
  return (
    <div className="px-4 py-5">
      <section className="rounded-xl bg-white px-4 py-5">
        <h2 className="text-lg font-semibold text-gray-900">手机号登录 / 注册</h2>
        <p className="mt-1 text-sm text-gray-600">未注册的手机号验证后将自动创建账号</p>
        <Form method="post" noValidate className="mt-5 space-y-5">
          <PhoneCodeFields
            step={actionData?.intent === "send" ? actionData : undefined}
            phone={actionData?.phone ?? ""}
            codeError={refusal?.field === "code" ? refusal.message : undefined}
            isSending={pendingIntent === "send"}
            onCodeEnter={() => loginButton.current?.click()}
          />
          <div>
            <div className="flex items-start gap-2 text-sm text-gray-700">
              <input
                id="login-agreement"
                name="agreement"
                type="checkbox"
                aria-invalid={refusal?.field === "agreement" ? true : undefined}
                aria-describedby={refusal?.field === "agreement" ? "login-agreement-error" : undefined}
                className="mt-0.5 size-5 shrink-0 accent-brand-600"
              />
              <label htmlFor="login-agreement">
                我已阅读并同意
                <Link to="/static/agreement" reloadDocument className="text-brand-700">
                  《用户协议》
                </Link>
                <Link to="/static/privacy" reloadDocument className="text-brand-700">
                  《隐私政策》
                </Link>
              </label>
            </div>
            <FieldError
              id="login-agreement-error"
              message={refusal?.field === "agreement" ? refusal.message : undefined}
            />
          </div>
          <SubmitButton
            ref={loginButton}
            name="intent"
            value="login"
            pending={pendingIntent === "login"}
            pendingLabel="登录中…"
          >
            登录
          </SubmitButton>
        </Form>
        {loaderData.wechatHref ? (
          <div className="mt-6">
            <p className="flex items-center gap-3 text-xs text-gray-600 before:h-px before:flex-1 before:bg-gray-200 after:h-px after:flex-1 after:bg-gray-200">
              或
            </p>
            <a
              href={loaderData.wechatHref}
              className="mt-4 flex min-h-12 w-full items-center justify-center rounded-full border border-[#07a35a] text-base font-medium text-[#057a43]"
            >
              微信登录
            </a>
          </div>
        ) : null}
      </section>
    </div>
  );
}
