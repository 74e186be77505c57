import { loginBind } from "@tousu/contracts";
import { BIND_EXPIRED_MESSAGE } from "@tousu/domain";
import { createServerApi } from "@tousu/page-kit/server-api";
import { useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { bindPath, loginPath } from "../lib/login-paths";
import { h5PageMeta } from "../lib/page-meta";
import { bindTokenOf, loggedIn, returnPathOf } from "../lib/session.server";
import { phoneOf, sendSmsCode } from "../lib/sms-code.server";
import { PhoneCodeFields } from "../ui/phone-code-fields";
import { SubmitButton } from "../ui/submit-button";
import type { Route } from "./+types/login-bind";

export const handle = { title: "绑定手机号" };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  h5PageMeta({
    title: "绑定手机号",
    description: "根据网络实名制要求，发布内容前需绑定手机号。",
    canonical: `${loaderData?.siteOrigin ?? ""}/`,
  });

export function loader({ request, context }: Route.LoaderArgs) {
  const returnPath = returnPathOf(request);
  return {
    siteOrigin: context.publicConfig.siteOrigin,
    // The 402's token waits in an httpOnly cookie for ten minutes; without it there is nothing to bind.
    hasToken: bindTokenOf(request) !== null,
    returnPath,
  };
}

/**
 * Binding a phone after a 402 (decision 046), the PC dialog's steps as a route action: a code to the
 * new phone, then `login_bind` with the 402's token. A phone another account has is put to the
 * person as a choice (log into that account and link WeChat to it, or use another number); the code
 * stays valid for that second try.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const phone = phoneOf(form);
  const code = String(form.get("code") ?? "").trim();
  const accessToken = bindTokenOf(request);
  if (accessToken === null)
    return { phone, intent: "bind" as const, ok: false as const, message: BIND_EXPIRED_MESSAGE };
  const api = createServerApi(request, context);
  if (form.get("intent") === "send") return { phone, ...(await sendSmsCode(api, form, "bind")) };
  const result = await api.request(loginBind, {
    body: { access_token: accessToken, phone, code, link_wechat: form.get("intent") === "link" },
  });
  if (!result.ok) return { phone, intent: "bind" as const, ok: false as const, message: result.msg };
  if (result.data.state === "phone_taken")
    return { phone, code, intent: "taken" as const, ok: true as const, question: result.data.message };
  return loggedIn(request, result.data, returnPathOf(request));
}

export default function LoginBind({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const bindButton = useRef<HTMLButtonElement>(null);
  const pendingIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : undefined;
  const { hasToken, returnPath } = loaderData;

  if (!hasToken) {
    return (
      <section className="mx-4 my-5 rounded-xl bg-white px-4 py-8 text-center">
        <p className="text-gray-800">{BIND_EXPIRED_MESSAGE}</p>
        <Link
          to={loginPath(returnPath)}
          className="mt-5 inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 text-white"
        >
          重新登录
        </Link>
      </section>
    );
  }

  if (actionData?.intent === "taken") {
    return (
      <section className="mx-4 my-5 space-y-4 rounded-xl bg-white px-4 py-5">
        <p role="alert" className="rounded-lg bg-amber-50 px-3 py-3 text-base text-gray-900">
          {actionData.question}
        </p>
        <p className="text-sm text-gray-700">
          选择后将登录该手机号的账号，当前微信改为关联到该账号，此后用手机号或微信都能登录。
        </p>
        <Form method="post">
          <input type="hidden" name="phone" value={actionData.phone} />
          <input type="hidden" name="code" value={actionData.code} />
          <SubmitButton name="intent" value="link" pending={pendingIntent === "link"} pendingLabel="登录中…">
            登录该账号并关联微信
          </SubmitButton>
        </Form>
        <Link
          to={bindPath(returnPath)}
          className="flex min-h-12 w-full items-center justify-center rounded-full border border-gray-300 text-base text-gray-800"
        >
          换一个手机号
        </Link>
      </section>
    );
  }

  const refusal = actionData?.intent === "bind" ? actionData.message : undefined;
  return (
    <section className="mx-4 my-5 rounded-xl bg-white px-4 py-5">
      <h2 className="text-lg font-semibold text-gray-900">绑定手机号</h2>
      <p className="mt-1 text-sm text-gray-600">
        根据网络实名制要求，发布内容前需绑定手机号，绑定后即可继续操作
      </p>
      <Form method="post" noValidate className="mt-5 space-y-5">
        <PhoneCodeFields
          step={actionData?.intent === "send" ? actionData : undefined}
          phone={actionData?.phone ?? ""}
          codeError={refusal}
          isSending={pendingIntent === "send"}
          onCodeEnter={() => bindButton.current?.click()}
        />
        <SubmitButton
          ref={bindButton}
          name="intent"
          value="bind"
          pending={pendingIntent === "bind"}
          pendingLabel="绑定中…"
        >
          绑定并登录
        </SubmitButton>
      </Form>
    </section>
  );
}
