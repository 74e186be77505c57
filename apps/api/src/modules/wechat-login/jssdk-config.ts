import type { FastifyBaseLogger } from "fastify";
import type { AppDeps } from "../../app-deps";
import { badRequest, busy, notFound } from "../../lib/app-error";
import { jssdkNonce, ownPageAddress, signJssdkPage } from "./jssdk-signature";

const FOREIGN_PAGE = "只能为本站页面生成微信分享签名";

/**
 * `GET /wechat/jssdk/config?url=`: what `wx.config` needs on one of our pages in WeChat's browser,
 * signed with the official account's JS-SDK ticket (decision 080).
 */
export async function loadJssdkConfig(
  deps: Pick<AppDeps, "config" | "providers">,
  url: string,
  log: FastifyBaseLogger,
) {
  const account = deps.providers.officialAccount;
  if (!account) throw notFound("暂不支持微信分享");
  const { siteOrigin, MOBILE_ORIGIN } = deps.config;
  const ownOrigins = [siteOrigin, ...(MOBILE_ORIGIN ? [MOBILE_ORIGIN] : [])].map(
    (origin) => new URL(origin).origin,
  );
  const address = ownPageAddress(url, ownOrigins);
  if (address === null) throw badRequest(FOREIGN_PAGE);
  const ticket = await account.jsapiTicket().catch((error: unknown) => {
    log.warn({ err: error }, "WeChat JS-SDK ticket unavailable");
    throw busy("微信分享暂时不可用，请稍后再试", 30);
  });
  const timestamp = Math.floor(deps.providers.now().getTime() / 1000);
  const nonceStr = jssdkNonce();
  return {
    appId: account.appId,
    timestamp,
    nonceStr,
    signature: signJssdkPage({ ticket, nonceStr, timestamp, url: address }),
  };
}
