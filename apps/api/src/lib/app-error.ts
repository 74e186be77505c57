import { httpStatusForCode, ResultCode, type ResultCodeValue } from "@tousu/domain";

/**
 * A refusal that asks to come back later (decision 060): over a limit (429) or busy (503), with
 * the seconds to wait for the `Retry-After` header. The body code stays 400, whose toast the
 * client shows; the status tells proxies, crawlers and pages what kind of refusal it is.
 */
export interface RetryLater {
  status: 429 | 503;
  retryAfterSeconds: number;
}

/**
 * The one error type of the API (CODE_STYLE.md, Errors). `code` is the body code of the error
 * catalogue (docs/product/errors.md#body-codes); the HTTP status is derived from it in one place,
 * except for a refusal to come back later, which says its own.
 */
export class AppError extends Error {
  override name = "AppError";
  constructor(
    readonly code: ResultCodeValue,
    message: string,
    readonly data: unknown = null,
    readonly retryLater: RetryLater | null = null,
  ) {
    super(message);
  }

  get httpStatus(): number {
    return this.retryLater?.status ?? httpStatusForCode(this.code);
  }
}

/** What an over-limit refusal of a route's own request limit says. */
export const TOO_FREQUENT_MESSAGE = "操作过于频繁，请稍后再试";

const wholeSeconds = (seconds: number) => Math.max(1, Math.ceil(seconds));

/** HTTP 429: the caller is over a limit; the message says to come back, `Retry-After` when. */
export const overLimit = (message: string, retryAfterSeconds: number, data: unknown = null) =>
  new AppError(ResultCode.BadRequest, message, data, {
    status: 429,
    retryAfterSeconds: wholeSeconds(retryAfterSeconds),
  });

/** HTTP 503: the server (or a service it uses) is busy for everyone; come back after `Retry-After`. */
export const busy = (message: string, retryAfterSeconds: number) =>
  new AppError(ResultCode.BadRequest, message, null, {
    status: 503,
    retryAfterSeconds: wholeSeconds(retryAfterSeconds),
  });

export const badRequest = (message: string, data: unknown = null) =>
  new AppError(ResultCode.BadRequest, message, data);
export const unauthorized = (message = "请先登录") => new AppError(ResultCode.Unauthorized, message);
/** Code 402: the account has no phone yet; the token lets the dialog bind one (decision 046). */
export const bindMobile = (accessToken: string) =>
  new AppError(ResultCode.BindMobile, "请先绑定手机号", { access_token: accessToken });
export const forbidden = (message = "没有权限执行此操作") => new AppError(ResultCode.Forbidden, message);
export const notFound = (message = "内容不存在或已删除") => new AppError(ResultCode.NotFound, message);
