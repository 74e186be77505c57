import { finishWechatWebLogin } from "@tousu/contracts";
import { createServerApi } from "@tousu/page-kit/server-api";
import { redirect } from "react-router";
import { refusalMessage } from "../lib/api-refusal.server";
import { h5PageMeta } from "../lib/page-meta";
import { readBrowserKey, toLoggedInByWechat } from "../lib/wechat-login.server";
import { WechatLoginProblem } from "../ui/wechat-login-problem";
import type { Route } from "./+types/login-wechat-callback";

export const handle = { title: "微信登录" };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  h5PageMeta({
    title: "微信登录",
    description: "使用微信登录诉达",
    canonical: `${loaderData?.siteOrigin ?? ""}/`,
  });

/**
 * Where WeChat's authorisation returns (`?code=&state=`; no code when the person declined): the
 * login finishes for this browser's key, or a new person is asked about their profile.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const api = createServerApi(request, context);
  try {
    const answer = await api.call(finishWechatWebLogin, {
      body: {
        browser_key: readBrowserKey(request),
        state: query.get("state") ?? "",
        code: query.get("code") ?? "",
      },
    });
    if (answer.state === "consent") return redirect("/pages/login/wechat/consent");
    return toLoggedInByWechat(answer, context);
  } catch (error) {
    return { message: refusalMessage(error), siteOrigin: context.publicConfig.siteOrigin };
  }
}

export default function LoginWechatCallback({ loaderData }: Route.ComponentProps) {
  return <WechatLoginProblem message={loaderData.message} redirectPath="/" />;
}
