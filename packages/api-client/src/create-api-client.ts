import {
  buildPath,
  type Contract,
  type ContractData,
  type ContractInput,
  type EnvelopeContract,
  envelopeOf,
  getRandomArticles,
  getRandomComplaints,
  type MediaContract,
  type ServiceName,
} from "@tousu/contracts";
import {
  API_HEADER_VERSION,
  API_TIMEOUT_MS,
  DEFAULT_SOURCE_HEADER,
  RANDOM_LIST_PAGE_SIZE,
  ResultCode,
  SERVER_EXCEPTION_MESSAGE,
  TOAST_DURATION_MS,
} from "@tousu/domain";
import { z } from "zod";
import { ApiPageError, ApiResultError, type RandomItem, type RetryLater, retryLaterOf } from "./api-error";

export type ToastKind = "success" | "error" | "info";

/**
 * What the UI lends the client so the error catalogue (docs/product/errors.md#body-codes) can run the same way in every environment.
 * SSR loaders pass none: there is no toast or dialog to open on the server.
 */
export interface ApiHooks {
  toast(kind: ToastKind, message: string, durationMs: number): void;
  /** 401: forget the session. */
  logout(): void;
  openLogin(): void;
  /** 402: the account exists but has no phone yet. */
  openBindMobile(): void;
  storeAccessToken(token: string): void;
  /** 403: clear the token and the member info. */
  clearToken(): void;
}

export interface ApiClientOptions {
  /** Absolute for SSR (`http://127.0.0.1:3000/api`), relative in the browser (`/api`). */
  baseUrls: Record<ServiceName, string>;
  getToken: () => string | null;
  /** Value of the `source` header; the PC site is `pc`. */
  source?: string;
  hooks?: Partial<ApiHooks>;
  /** Sent with every request (a call's own headers win). */
  headers?: Record<string, string>;
  /** Injected by tests; defaults to the global fetch. */
  fetch?: typeof fetch;
}

type ParamsOf<C extends Contract> = ContractInput<C, "params">;
type QueryOf<C extends Contract> = ContractInput<C, "query">;
type BodyOf<C extends Contract> = ContractInput<C, "body">;

/** `params` and `body` are required exactly when the contract declares them; `undefined` means it does not. */
export type RequestInput<C extends Contract> = ([ParamsOf<C>] extends [undefined]
  ? { params?: undefined }
  : { params: ParamsOf<C> }) &
  ([BodyOf<C>] extends [undefined] ? { body?: undefined } : { body: BodyOf<C> }) & {
    query?: QueryOf<C>;
    /** Extra headers some calls need (docs/product/api.md#every-request). */
    headers?: Record<string, string>;
    signal?: AbortSignal;
    /** Run no UI hook (toast, dialog, logout): for calls whose failure the caller ignores, such as logout. */
    quiet?: boolean;
  };

/** The input may be left out only when nothing in it is required. */
type InputArgs<C extends Contract> =
  Record<string, never> extends RequestInput<C> ? [input?: RequestInput<C>] : [input: RequestInput<C>];

export type ApiResult<T> =
  | { ok: true; code: 200; msg: string; data: T }
  | { ok: false; code: number; msg: string; data: unknown };

export interface ApiClient {
  /**
   * Runs the error catalogue's behaviour (docs/product/errors.md#body-codes) and returns the envelope for codes it "returns"
   * (200, 201, 202, 203, 400, 401, 402, 403). Throws `ApiPageError` for 404, 500, any other
   * code, a malformed response and network failure or timeout; rethrows the caller's own abort.
   * Data-service (tracking) answers come back as they are, whatever their code, with no behaviour.
   */
  request<C extends EnvelopeContract>(
    contract: C,
    ...args: InputArgs<C>
  ): Promise<ApiResult<ContractData<C>>>;
  /** Like `request`, but returns `data` of a 200 and throws `ApiResultError` for any other code. */
  call<C extends EnvelopeContract>(contract: C, ...args: InputArgs<C>): Promise<ContractData<C>>;
  /**
   * For file downloads and images (a contract naming `mediaTypes`): a successful response's body, raw
   * (docs/product/errors.md#the-response-envelope).
   */
  blob<C extends MediaContract>(contract: C, ...args: InputArgs<C>): Promise<Blob>;
  /**
   * Raises the 404 page error (docs/product/errors.md#body-codes): fetches the 100 random articles and complaints the 404 page
   * lists (an empty list when one fails) and throws them in an `ApiPageError`.
   */
  pageNotFound(message: string, signal?: AbortSignal): Promise<never>;
}

type QueryValue = string | number | boolean | null | undefined;

/** `RequestInput` once the contract's types have done their work at the call site. */
interface SendInput {
  params?: Record<string, string | number>;
  query?: unknown;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  quiet?: boolean;
}

const anyEnvelope = envelopeOf(z.unknown());
const accessTokenData = z.object({ access_token: z.string().min(1) });

const serverException = (cause?: unknown) =>
  new ApiPageError({ status: 500, message: SERVER_EXCEPTION_MESSAGE, cause });

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { baseUrls, getToken, source = DEFAULT_SOURCE_HEADER } = options;
  const fetchImpl = options.fetch ?? globalThis.fetch;

  /**
   * Sends the request and reads its body with `read`, under the API timeout (docs/product/api.md#every-request). The timer and the
   * link to the caller's signal are released as soon as the body has been read or the call failed:
   * SSR makes about ten calls a page, and each would otherwise hold them for the full 60 s.
   */
  async function exchange<T>(
    contract: Contract,
    input: SendInput = {},
    read: (response: Response) => Promise<T>,
  ): Promise<T> {
    const url = baseUrls[contract.service] + buildPath(contract.path, input.params) + toSearch(input.query);
    const headers = new Headers({
      ...options.headers,
      accept: "application/json",
      source,
      version: API_HEADER_VERSION,
    });
    const token = getToken();
    if (token) headers.set("authorization", `Bearer ${token}`);
    const hasBody = input.body !== undefined;
    if (hasBody) headers.set("content-type", "application/json");
    for (const [name, value] of Object.entries(input.headers ?? {})) headers.set(name, value);

    const timeout = withTimeout(input.signal, API_TIMEOUT_MS);
    try {
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: contract.method,
          headers,
          body: hasBody ? JSON.stringify(input.body) : undefined,
          signal: timeout.signal,
        });
      } catch (error) {
        throw input.signal?.aborted ? error : serverException(error);
      }
      return await read(response);
    } finally {
      timeout.clear();
    }
  }

  async function readJson(response: Response, signal: AbortSignal | undefined): Promise<unknown> {
    try {
      return await response.json();
    } catch (error) {
      throw signal?.aborted ? error : serverException(error);
    }
  }

  /** The 404 page's suggestions; best effort, because the page must render even when they fail. */
  async function fetchRandomList(
    contract: typeof getRandomArticles | typeof getRandomComplaints,
    signal: AbortSignal | undefined,
  ): Promise<RandomItem[]> {
    try {
      const body = await exchange(
        contract,
        { query: { page: 1, page_size: RANDOM_LIST_PAGE_SIZE }, signal },
        (response) => response.json(),
      );
      const result = readEnvelope(contract, body);
      return result.ok ? result.data : [];
    } catch {
      return [];
    }
  }

  async function pageNotFound(message: string, signal?: AbortSignal): Promise<never> {
    const [articles, complaints] = await Promise.all([
      fetchRandomList(getRandomArticles, signal),
      fetchRandomList(getRandomComplaints, signal),
    ]);
    throw new ApiPageError({ status: 404, message, articles, complaints });
  }

  async function handleEnvelope<C extends Contract>(
    contract: C,
    body: unknown,
    input: SendInput = {},
  ): Promise<ApiResult<ContractData<C>>> {
    const result = readEnvelope(contract, body);
    if (result.ok) return result;
    const hooks: Partial<ApiHooks> = input.quiet ? {} : (options.hooks ?? {});
    const { code, msg } = result;

    switch (code) {
      case ResultCode.Warning:
        hooks.toast?.("error", msg || "Error", TOAST_DURATION_MS.default);
        return result;
      case ResultCode.Silent202:
      case ResultCode.Silent203:
        return result;
      case ResultCode.BadRequest:
        hooks.toast?.("error", msg, TOAST_DURATION_MS.badRequest);
        return result;
      case ResultCode.Unauthorized:
        hooks.logout?.();
        // Loading the current user with a stale token must not pop the login dialog on every page.
        if (contract.path !== "/user") hooks.openLogin?.();
        return result;
      case ResultCode.BindMobile: {
        const token = accessTokenData.safeParse(result.data);
        if (token.success) hooks.storeAccessToken?.(token.data.access_token);
        hooks.openBindMobile?.();
        return result;
      }
      case ResultCode.Forbidden:
        hooks.clearToken?.();
        return result;
      case ResultCode.NotFound:
        return pageNotFound(msg, input.signal);
      case ResultCode.ServerError:
        hooks.toast?.("error", SERVER_EXCEPTION_MESSAGE, TOAST_DURATION_MS.default);
        throw new ApiPageError({ status: 500, message: SERVER_EXCEPTION_MESSAGE });
      default:
        hooks.toast?.("error", msg, TOAST_DURATION_MS.default);
        throw new ApiPageError({ status: 500, message: msg });
    }
  }

  /** The envelope and its behaviour, with whether the answer asked to come back later (429, 503). */
  async function send<C extends Contract>(
    contract: C,
    input: SendInput | undefined,
  ): Promise<{ result: ApiResult<ContractData<C>>; retryLater: RetryLater | null }> {
    const { body, retryLater } = await exchange(contract, input, async (response) => ({
      body: await readJson(response, input?.signal),
      retryLater: retryLaterOf(response),
    }));
    // Data-service (tracking) answers come back as they are (docs/product/errors.md#the-response-envelope):
    // no toast, dialog or page error.
    if (contract.service === "data") return { result: readEnvelope(contract, body), retryLater };
    return { result: await handleEnvelope(contract, body, input), retryLater };
  }

  async function request<C extends EnvelopeContract>(
    contract: C,
    ...[input]: InputArgs<C>
  ): Promise<ApiResult<ContractData<C>>> {
    return (await send(contract, input as SendInput | undefined)).result;
  }

  return {
    request,
    pageNotFound,

    async call<C extends EnvelopeContract>(contract: C, ...[input]: InputArgs<C>): Promise<ContractData<C>> {
      const { result, retryLater } = await send(contract, input as SendInput | undefined);
      if (result.ok) return result.data;
      throw new ApiResultError(result, retryLater);
    },

    async blob<C extends MediaContract>(contract: C, ...[input]: InputArgs<C>): Promise<Blob> {
      type Answer = { isFile: true; file: Blob } | { isFile: false; body: unknown };
      const answer = await exchange(
        contract,
        input as SendInput | undefined,
        async (response): Promise<Answer> => {
          if (response.ok && !response.headers.get("content-type")?.includes("application/json")) {
            try {
              return { isFile: true, file: await response.blob() };
            } catch (error) {
              throw input?.signal?.aborted ? error : serverException(error);
            }
          }
          return { isFile: false, body: await readJson(response, input?.signal) };
        },
      );
      if (answer.isFile) return answer.file;
      const result = await handleEnvelope(contract, answer.body, input as SendInput);
      if (result.ok) throw serverException(new Error("Expected a file, got JSON"));
      throw new ApiResultError(result);
    },
  };
}

/**
 * The caller's signal, aborted as well after `ms`, and `clear` to drop the timer and the listener on
 * the caller's signal once the call is over. AbortSignal.any and AbortSignal.timeout are recent
 * (Safari 17.4, and in-app browsers lag behind), so this is built from an AbortController.
 */
function withTimeout(
  callerSignal: AbortSignal | undefined,
  ms: number,
): { signal: AbortSignal; clear: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException("The request timed out", "TimeoutError")),
    ms,
  );
  // On the server a request still in flight must not hold the process open on its own.
  if (typeof timer === "object" && "unref" in timer) timer.unref();
  const forwardAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) forwardAbort();
  else callerSignal?.addEventListener("abort", forwardAbort, { once: true });
  return {
    signal: controller.signal,
    clear() {
      clearTimeout(timer);
      callerSignal?.removeEventListener("abort", forwardAbort);
    },
  };
}

/**
 * The envelope with a 200's `data` checked against the contract. A body that breaks the envelope or
 * the contract is a transport failure, like a network error.
 */
function readEnvelope<C extends Contract>(contract: C, body: unknown): ApiResult<ContractData<C>> {
  const parsed = anyEnvelope.safeParse(body);
  if (!parsed.success) throw serverException(parsed.error);
  const { code, msg, data } = parsed.data;
  if (code !== ResultCode.Ok) return { ok: false, code, msg, data };
  const checked = contract.data.safeParse(data);
  if (!checked.success) throw serverException(checked.error);
  return { ok: true, code: ResultCode.Ok, msg, data: checked.data as ContractData<C> };
}

function toSearch(query: unknown): string {
  if (query === undefined || query === null) return "";
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query as Record<string, QueryValue | QueryValue[]>)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(name, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}
