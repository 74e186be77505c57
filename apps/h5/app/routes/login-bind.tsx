import { loginBind, sendSms } from "@tousu/contracts";
import { sameSitePath } from "@tousu/domain";
import { createServerApi } from "@tousu/page-kit/server-api";
import { Form, useNavigation } from "react-router";
import { refusalMessage } from "../lib/api-refusal.server";
import { BIND_TOKEN_COOKIE, readBindToken } from "../lib/bind-step.server";
import { h5PageMeta } from "../lib/page-meta";
import { toLoggedIn } from "../lib/session-cookies.server";
import type { Route } from "./+types/login-bind";

export const handle = { title: "绑定手机号" };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  h5PageMeta({
    title: "绑定手机号",
    description: "绑定手机号后即可发布内容",
    canonical: `${loaderData?.siteOrigin ?? ""}/`,
  });

const redirectPathOf = (request: Request) =>
  sameSitePath(new URL(request.url).searchParams.get("redirect")) ?? "/";

export function loader({ context }: Route.LoaderArgs) {
  return { siteOrigin: context.publicConfig.siteOrigin };
}

/**
 * The bind step after a 402 (decision 046, as the PC dialog's bind mode): a code to the phone, then
 * `login_bind` with the 402's token from its HttpOnly cookie. A phone that has an account asks first
 * whether to log into it and link this WeChat.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const phone = String(form.get("phone") ?? "").trim();
  const code = String(form.get("code") ?? "").trim();
  const api = createServerApi(request, context);
  try {
    if (intent === "send") {
      await api.call(sendSms, { body: { phone, purpose: "bind" } });
      return { phone, code, notice: "验证码已发送，请查收短信" };
    }
    const answer = await api.call(loginBind, {
      body: { access_token: readBindToken(request), phone, code, link_wechat: intent === "link" },
    });
    if (answer.state === "phone_taken") return { phone, code, question: answer.message };
    return toLoggedIn(answer, redirectPathOf(request), BIND_TOKEN_COOKIE, context);
  } catch (error) {
    return { phone, code, error: refusalMessage(error) };
  }
}

const fieldClass =
  "mt-1 block min-h-11 w-full min-w-0 rounded-lg border border-gray-300 px-3 text-base text-gray-900";

export default function LoginBind({ actionData }: Route.ComponentProps) {
  const isBusy = useNavigation().state !== "idle";
  const answer = actionData as
    | { phone: string; code: string; notice?: string; question?: string; error?: string }
    | undefined;
  return (
    <section className="mx-3 mt-4 rounded-lg bg-white px-4 py-6">
      <h2 className="text-lg font-semibold text-gray-900">绑定手机号</h2>
      <p className="mt-2 text-sm text-gray-700">
        根据国家规定，发布内容前需绑定手机号。绑定后可用手机号或微信登录。
      </p>
      <Form method="post" className="mt-4 flex flex-col gap-4">
        <label className="block text-sm text-gray-800">
          手机号
          <input
            name="phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={11}
            defaultValue={answer?.phone ?? ""}
            className={fieldClass}
          />
        </label>
        <div className="flex items-end gap-2">
          <label className="block min-w-0 flex-1 text-sm text-gray-800">
            验证码
            <input
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              defaultValue={answer?.code ?? ""}
              className={fieldClass}
            />
          </label>
          <button
            type="submit"
            name="intent"
            value="send"
            disabled={isBusy}
            className="min-h-11 shrink-0 rounded-lg border border-brand-600 px-3 text-sm text-brand-700 disabled:opacity-60"
          >
            获取验证码
          </button>
        </div>
        {answer?.notice ? (
          <p role="status" className="text-sm text-gray-700">
            {answer.notice}
          </p>
        ) : null}
        {answer?.error ? (
          <p role="alert" className="break-words text-sm text-brand-700">
            {answer.error}
          </p>
        ) : null}
        {answer?.question ? (
          <div className="rounded-lg bg-brand-50 p-3">
            <p className="text-sm text-gray-800">{answer.question}</p>
            <button
              type="submit"
              name="intent"
              value="link"
              disabled={isBusy}
              className="mt-3 min-h-11 w-full rounded-full bg-brand-600 px-6 text-white disabled:opacity-60"
            >
              登录该账号并关联微信
            </button>
          </div>
        ) : (
          <button
            type="submit"
            name="intent"
            value="bind"
            disabled={isBusy}
            className="min-h-11 rounded-full bg-brand-600 px-6 text-white disabled:opacity-60"
          >
            绑定并登录
          </button>
        )}
      </Form>
    </section>
  );
}
