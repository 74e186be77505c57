import { createHmac, randomUUID } from "node:crypto";

// Aliyun's RPC-style APIs (Dysms, CDN, …): form-encoded parameters signed with HMAC-SHA1 (v1).

export interface AliyunRpcClientOptions {
  accessKeyId: string;
  accessKeySecret: string;
  /** e.g. https://dysmsapi.aliyuncs.com */
  endpoint: string;
  /** The product's API version, e.g. 2017-05-25 for Dysms. */
  version: string;
  fetch?: typeof fetch;
  now?: () => Date;
}

/** Aliyun's answer body: errors carry Code and Message, successes their own fields. */
export type AliyunRpcResult = Record<string, unknown> & { Code?: string; Message?: string };

/** RFC 3986 encoding as Aliyun's RPC signature (v1) requires: `*` and `~` differ from encodeURIComponent. */
function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** Signs parameters with Aliyun's RPC HMAC-SHA1 scheme; exported so tests can check a request independently. */
export function signAliyunRpc(
  method: string,
  params: Record<string, string>,
  accessKeySecret: string,
): string {
  const canonical = Object.keys(params)
    .sort()
    .map((key) => `${percentEncode(key)}=${percentEncode(params[key] ?? "")}`)
    .join("&");
  const stringToSign = `${method}&${percentEncode("/")}&${percentEncode(canonical)}`;
  return createHmac("sha1", `${accessKeySecret}&`).update(stringToSign).digest("base64");
}

/**
 * Calls one action and returns the parsed answer; an HTTP error throws with Aliyun's code and message.
 * Errors name the action and Aliyun's words only, never the parameters (they may hold a phone).
 */
export function createAliyunRpcClient(options: AliyunRpcClientOptions) {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  return async function call(action: string, actionParams: Record<string, string>): Promise<AliyunRpcResult> {
    const params: Record<string, string> = {
      ...actionParams,
      AccessKeyId: options.accessKeyId,
      Action: action,
      Format: "JSON",
      SignatureMethod: "HMAC-SHA1",
      SignatureNonce: randomUUID(),
      SignatureVersion: "1.0",
      Timestamp: now()
        .toISOString()
        .replace(/\.\d{3}Z$/, "Z"),
      Version: options.version,
    };
    const response = await doFetch(`${options.endpoint}/`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        ...params,
        Signature: signAliyunRpc("POST", params, options.accessKeySecret),
      }),
      signal: AbortSignal.timeout(10_000),
    });
    const result = ((await response.json().catch(() => null)) ?? {}) as AliyunRpcResult;
    if (!response.ok) throw aliyunError(action, response.status, result);
    return result;
  };
}

export function aliyunError(action: string, status: number, result: AliyunRpcResult): Error {
  return new Error(`Aliyun ${action} failed: HTTP ${status} ${result.Code ?? ""} ${result.Message ?? ""}`);
}
