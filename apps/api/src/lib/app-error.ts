import { httpStatusForCode, ResultCode, type ResultCodeValue } from "@tousu/domain";

/**
 * The one error type of the API (CODE_STYLE.md, Errors). `code` is the body code of the error
 * catalogue (docs/product/errors.md#body-codes); the HTTP status is derived from it in one place.
 */
export class AppError extends Error {
  override name = "AppError";
  constructor(
    readonly code: ResultCodeValue,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }

  get httpStatus(): number {
    return httpStatusForCode(this.code);
  }
}

export const badRequest = (message: string, data: unknown = null) =>
  new AppError(ResultCode.BadRequest, message, data);
export const unauthorized = (message = "请先登录") => new AppError(ResultCode.Unauthorized, message);
/** Code 402: the account has no phone yet; the token lets the dialog bind one (decision 046). */
export const bindMobile = (accessToken: string) =>
  new AppError(ResultCode.BindMobile, "请先绑定手机号", { access_token: accessToken });
export const forbidden = (message = "没有权限执行此操作") => new AppError(ResultCode.Forbidden, message);
export const notFound = (message = "内容不存在或已删除") => new AppError(ResultCode.NotFound, message);
