import type { AccessTokenHolder } from "./access-token-holder";
import type { OfficialAccount } from "./official-account";
import { isRejectedToken, refusalOf, WECHAT_TIMEOUT_MS, WechatApiError } from "./wechat-api";

export interface WechatOfficialAccountOptions {
  apiOrigin: string;
  /** Where WeChat's authorisation page is (`https://open.weixin.qq.com`). */
  openOrigin: string;
  tokens: AccessTokenHolder;
  /** The web authorisation's code exchange is made with the app's secret, not its access token. */
  appSecret: string;
  callbackToken: string;
  fetch?: typeof fetch;
}

/**
 * `user.info` is asked while WeChat waits for the callback's answer (5 s): it gets less time than
 * other calls, and the login goes on by openid alone when it does not answer in time.
 */
const USER_INFO_TIMEOUT_MS = 2_000;

export function createWechatOfficialAccount(options: WechatOfficialAccountOptions): OfficialAccount {
  const fetchJson = options.fetch ?? fetch;

  /** One JSON call with the app's token; a refused token (40001, 42001) is replaced once. */
  async function call(
    api: string,
    request: (accessToken: string) => { path: string; init: RequestInit },
  ): Promise<Record<string, unknown>> {
    const once = async (accessToken: string) => {
      const { path, init } = request(accessToken);
      const response = await fetchJson(`${options.apiOrigin}${path}`, init);
      if (!response.ok) throw new WechatApiError(api, -1, `HTTP ${response.status}`);
      const answer = (await response.json()) as Record<string, unknown>;
      const refusal = refusalOf(api, answer);
      if (refusal) throw refusal;
      return answer;
    };
    const token = await options.tokens.token();
    return once(token).catch(async (error: unknown) => {
      if (!isRejectedToken(error)) throw error;
      return once(await options.tokens.replace(token));
    });
  }

  /** One JSON call without the account's token (the web authorisation's own calls). */
  async function callSns(api: string, path: string): Promise<Record<string, unknown>> {
    const response = await fetchJson(`${options.apiOrigin}${path}`, {
      signal: AbortSignal.timeout(WECHAT_TIMEOUT_MS),
    });
    if (!response.ok) throw new WechatApiError(api, -1, `HTTP ${response.status}`);
    const answer = (await response.json()) as Record<string, unknown>;
    const refusal = refusalOf(api, answer);
    if (refusal) throw refusal;
    return answer;
  }
  const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);
  const appId = options.tokens.appId;

  return {
    appId,
    callbackToken: options.callbackToken,
    async createTemporaryCode(scene, expireSeconds) {
      const answer = await call("qrcode.create", (accessToken) => ({
        path: `/cgi-bin/qrcode/create?access_token=${encodeURIComponent(accessToken)}`,
        init: {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            expire_seconds: expireSeconds,
            action_name: "QR_STR_SCENE",
            action_info: { scene: { scene_str: scene } },
          }),
          signal: AbortSignal.timeout(WECHAT_TIMEOUT_MS),
        },
      }));
      if (typeof answer.url !== "string")
        throw new WechatApiError("qrcode.create", -2, "no url in the answer");
      return { url: answer.url };
    },
    async unionidOf(openid) {
      const answer = await call("user.info", (accessToken) => ({
        path: `/cgi-bin/user/info?access_token=${encodeURIComponent(accessToken)}&openid=${encodeURIComponent(openid)}&lang=zh_CN`,
        init: { signal: AbortSignal.timeout(USER_INFO_TIMEOUT_MS) },
      }));
      return typeof answer.unionid === "string" && answer.unionid !== "" ? answer.unionid : null;
    },
    webAuthorizationUrl({ redirectUri, scope, state }) {
      // WeChat reads the parameters in this order and needs the fragment (its documentation's words).
      const query = new URLSearchParams({
        appid: appId,
        redirect_uri: redirectUri,
        response_type: "code",
        scope,
        state,
      });
      return `${options.openOrigin}/connect/oauth2/authorize?${query}#wechat_redirect`;
    },
    async exchangeWebCode(code) {
      const query = new URLSearchParams({
        appid: appId,
        secret: options.appSecret,
        code,
        grant_type: "authorization_code",
      });
      const answer = await callSns("sns.oauth2.access_token", `/sns/oauth2/access_token?${query}`);
      const openid = text(answer.openid);
      const accessToken = text(answer.access_token);
      if (!openid || !accessToken)
        throw new WechatApiError("sns.oauth2.access_token", -2, "no openid in the answer");
      return { openid, unionid: text(answer.unionid), accessToken };
    },
    async webProfile({ accessToken, openid }) {
      const query = new URLSearchParams({ access_token: accessToken, openid, lang: "zh_CN" });
      const answer = await callSns("sns.userinfo", `/sns/userinfo?${query}`);
      return {
        openid: text(answer.openid) ?? openid,
        unionid: text(answer.unionid),
        nickname: typeof answer.nickname === "string" ? answer.nickname : "",
        avatarUrl: text(answer.headimgurl),
      };
    },
    jsapiTicket: () => options.tokens.jsapiTicket(),
  };
}
