/** WeChat answers a refusal as JSON `{errcode, errmsg}`, with HTTP 200. */
export class WechatApiError extends Error {
  override name = "WechatApiError";
  constructor(
    readonly api: string,
    readonly errcode: number,
    errmsg: string,
  ) {
    super(`WeChat ${api} refused: ${errcode} ${errmsg}`);
  }
}

/** The access token was refused as invalid (40001) or expired (42001): fetch the current one and retry once. */
export const isRejectedToken = (error: unknown): error is WechatApiError =>
  error instanceof WechatApiError && (error.errcode === 40001 || error.errcode === 42001);

/** WeChat's per-app call quota for the API is spent (45009). */
export const isRateLimited = (error: unknown): error is WechatApiError =>
  error instanceof WechatApiError && error.errcode === 45009;

/** The client's fetch with a time limit: WeChat is called inside a visitor's request. */
export const WECHAT_TIMEOUT_MS = 10_000;

/** Reads a JSON answer and throws its refusal, if it is one. */
export function refusalOf(api: string, answer: unknown): WechatApiError | null {
  if (typeof answer !== "object" || answer === null) return new WechatApiError(api, -2, "not a JSON object");
  const { errcode, errmsg } = answer as { errcode?: unknown; errmsg?: unknown };
  if (typeof errcode === "number" && errcode !== 0)
    return new WechatApiError(api, errcode, String(errmsg ?? ""));
  return null;
}
