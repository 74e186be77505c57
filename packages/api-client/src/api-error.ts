export interface RandomItem {
  id: number;
  title: string;
}

/**
 * The body every main-service response carries (docs/product/errors.md#the-response-envelope), before its
 * `data` is trusted.
 */
export interface ApiEnvelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/**
 * `call` throws this for a non-200 code that the error catalogue (docs/product/errors.md#body-codes) says is "returned" to the caller
 * (201, 202, 203, 400, 401, 402, 403). The code's behaviour (toast, dialogs) has already run;
 * the caller only decides what else to do — e.g. read `result.data.captcha_required` of a 400.
 */
export class ApiResultError extends Error {
  override readonly name = "ApiResultError";
  readonly code: number;
  readonly result: ApiEnvelope;

  constructor(
    { code, msg, data }: ApiEnvelope,
    /** Set when the answer asked to come back later (HTTP 429 or 503); a page passes it on. */
    readonly retryLater: RetryLater | null = null,
  ) {
    super(msg);
    this.code = code;
    this.result = { code, msg, data };
  }
}

/**
 * A refusal to come back later (docs/decisions/060): over a limit (429) or busy (503), and the
 * seconds its `Retry-After` header said, when it said any.
 */
export interface RetryLater {
  status: 429 | 503;
  retryAfterSeconds: number | null;
}

/** The HTTP status and `Retry-After` of an answer that asks to come back later; null for any other. */
export function retryLaterOf(response: Pick<Response, "status" | "headers">): RetryLater | null {
  if (response.status !== 429 && response.status !== 503) return null;
  const seconds = Number(response.headers.get("retry-after") ?? Number.NaN);
  return {
    status: response.status,
    retryAfterSeconds: Number.isInteger(seconds) && seconds >= 0 ? seconds : null,
  };
}

interface ApiPageErrorInit {
  status: 404 | 500;
  message: string;
  articles?: RandomItem[];
  complaints?: RandomItem[];
  cause?: unknown;
}

/**
 * A failure the page as a whole cannot recover from: the error catalogue's "raise a 404 page error"
 * (with the random article and complaint lists the 404 page shows) and "raise a 500 error".
 * Loaders turn it into an error response; `request` and `call` both throw it.
 */
export class ApiPageError extends Error {
  override readonly name = "ApiPageError";
  readonly status: 404 | 500;
  readonly articles: RandomItem[];
  readonly complaints: RandomItem[];

  constructor({ status, message, articles = [], complaints = [], cause }: ApiPageErrorInit) {
    super(message, { cause });
    this.status = status;
    this.articles = articles;
    this.complaints = complaints;
  }
}
