import type { AccessTokenHolder } from "./access-token-holder";
import type { OfficialAccount } from "./official-account";
import { isRejectedToken, refusalOf, WECHAT_TIMEOUT_MS, WechatApiError } from "./wechat-api";

export interface WechatOfficialAccountOptions {
  apiOrigin: string;
  tokens: AccessTokenHolder;
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

  return {
    appId: options.tokens.appId,
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
  };
}
