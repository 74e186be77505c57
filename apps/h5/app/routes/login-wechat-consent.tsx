import { answerWechatProfileConsent } from "@tousu/contracts";
import { createServerApi } from "@tousu/page-kit/server-api";
import { Form, useNavigation } from "react-router";
import { refusalMessage } from "../lib/api-refusal.server";
import { h5PageMeta } from "../lib/page-meta";
import { readBrowserKey, toLoggedInByWechat, toWechatAuthorization } from "../lib/wechat-login.server";
import { WechatLoginProblem } from "../ui/wechat-login-problem";
import type { Route } from "./+types/login-wechat-consent";

export const handle = { title: "微信登录" };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  h5PageMeta({
    title: "使用微信头像和昵称",
    description: "首次使用微信登录诉达",
    canonical: `${loaderData?.siteOrigin ?? ""}/`,
  });

export function loader({ context }: Route.LoaderArgs) {
  return { siteOrigin: context.publicConfig.siteOrigin };
}

/**
 * A person new to the site answers once (decision 080): their WeChat nickname and avatar (WeChat then
 * asks them itself, `snsapi_userinfo`), or an account with a generated nickname, logged in at once.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const api = createServerApi(request, context);
  try {
    const answer = await api.call(answerWechatProfileConsent, {
      body: { browser_key: readBrowserKey(request), use_profile: form.get("use_profile") === "yes" },
    });
    if (answer.state === "authorize") return toWechatAuthorization(answer, context);
    return toLoggedInByWechat(answer, context);
  } catch (error) {
    return { message: refusalMessage(error) };
  }
}

export default function LoginWechatConsent({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  if (actionData?.message) return <WechatLoginProblem message={actionData.message} redirectPath="/" />;
  const isBusy = navigation.state !== "idle";
  return (
    <section className="mx-3 mt-4 rounded-lg bg-white px-4 py-8">
      <h2 className="text-center text-lg font-semibold text-gray-900">欢迎来到诉达</h2>
      <p className="mt-3 text-center text-sm text-gray-700">
        首次使用微信登录，是否使用你的微信头像和昵称作为诉达的头像和昵称？
      </p>
      <Form method="post" className="mt-6 flex flex-col gap-3">
        <button
          type="submit"
          name="use_profile"
          value="yes"
          disabled={isBusy}
          className="min-h-11 rounded-full bg-brand-600 px-6 text-white disabled:opacity-60"
        >
          使用微信头像和昵称
        </button>
        <button
          type="submit"
          name="use_profile"
          value="no"
          disabled={isBusy}
          className="min-h-11 rounded-full border border-gray-300 px-6 text-gray-800 disabled:opacity-60"
        >
          不使用，以默认昵称登录
        </button>
      </Form>
      <p className="mt-4 text-center text-sm text-gray-600">登录后发布内容前需绑定手机号。</p>
    </section>
  );
}
