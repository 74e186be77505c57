import { startWechatWebLogin } from "@tousu/contracts";
import { sameSitePath } from "@tousu/domain";
import { createServerApi } from "@tousu/page-kit/server-api";
import { refusalMessage } from "../lib/api-refusal.server";
import { h5PageMeta } from "../lib/page-meta";
import { toWechatAuthorization } from "../lib/wechat-login.server";
import { WechatLoginProblem } from "../ui/wechat-login-problem";
import type { Route } from "./+types/login-wechat";

export const handle = { title: "微信登录" };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  h5PageMeta({
    title: "微信登录",
    description: "使用微信登录诉达",
    canonical: `${loaderData?.siteOrigin ?? ""}/`,
  });

/**
 * The WeChat login's start (decision 080), which the login page links to as
 * `/pages/login/wechat?redirect={path}`: a new login bound to this browser, and off to WeChat's
 * silent authorisation. Only a refusal renders (no official account, too many tries).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const redirectPath = sameSitePath(new URL(request.url).searchParams.get("redirect")) ?? "/";
  const api = createServerApi(request, context);
  try {
    const answer = await api.call(startWechatWebLogin, { body: { redirect: redirectPath } });
    return toWechatAuthorization(answer, context);
  } catch (error) {
    return { message: refusalMessage(error), redirectPath, siteOrigin: context.publicConfig.siteOrigin };
  }
}

export default function LoginWechat({ loaderData }: Route.ComponentProps) {
  return <WechatLoginProblem message={loaderData.message} redirectPath={loaderData.redirectPath} />;
}
