// Body codes of the response envelope (docs/product/errors.md#body-codes). The client reacts to the body code; the HTTP status
// only matters to proxies, logs and crawlers.
export const ResultCode = {
  Ok: 200,
  // An error toast, yet the result is still returned to the caller.
  Warning: 201,
  // The product tells 202 and 203 apart by number only: both are returned without any toast.
  Silent202: 202,
  Silent203: 203,
  BadRequest: 400,
  Unauthorized: 401,
  BindMobile: 402,
  Forbidden: 403,
  NotFound: 404,
  ServerError: 500,
} as const;

export type ResultCodeValue = (typeof ResultCode)[keyof typeof ResultCode];

const HTTP_STATUS_BY_CODE: Record<ResultCodeValue, number> = {
  200: 200,
  201: 200,
  202: 200,
  203: 200,
  400: 400,
  401: 401,
  // "Bind your mobile" is an instruction the client acts on, not a failed request.
  402: 200,
  403: 403,
  404: 404,
  500: 500,
};

/**
 * The HTTP status for a body code; unknown codes behave like 500, as the client treats them
 * (docs/product/errors.md#body-codes).
 */
export function httpStatusForCode(code: number): number {
  return HTTP_STATUS_BY_CODE[code as ResultCodeValue] ?? 500;
}

export const SERVER_EXCEPTION_MESSAGE = "服务器异常";
export const PAGE_NOT_FOUND_MESSAGE = "This page could not be found";

export function unknownMiddlewareMessage(name: string): string {
  return `Unknown middleware ${name}`;
}

export function uploadFailMessage(url: string, status: number): string {
  return `fail to post ${url} ${status}`;
}
