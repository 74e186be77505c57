import { createHmac, randomUUID } from "node:crypto";
import type { SmsMessage, SmsNotice, SmsProvider } from "./sms-provider";

export interface AliyunSmsOptions {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  /** The notice template, with `subject` and `event` variables. */
  noticeTemplateCode: string;
  endpoint: string;
  fetch?: typeof fetch;
  now?: () => Date;
}

/** RFC 3986 encoding as Aliyun's RPC signature (v1) requires: `*` and `~` differ from encodeURIComponent. */
function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** Signs parameters with Aliyun's RPC HMAC-SHA1 scheme; exported so the test can check a request independently. */
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

/** Aliyun Dysms `SendSms` over its RPC API: a code template and a notice template. */
export function createAliyunSmsProvider(options: AliyunSmsOptions): SmsProvider {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  async function sendTemplate(phone: string, templateCode: string, templateParams: Record<string, string>) {
    const params: Record<string, string> = {
      AccessKeyId: options.accessKeyId,
      Action: "SendSms",
      Format: "JSON",
      PhoneNumbers: phone,
      SignName: options.signName,
      SignatureMethod: "HMAC-SHA1",
      SignatureNonce: randomUUID(),
      SignatureVersion: "1.0",
      TemplateCode: templateCode,
      TemplateParam: JSON.stringify(templateParams),
      Timestamp: now()
        .toISOString()
        .replace(/\.\d{3}Z$/, "Z"),
      Version: "2017-05-25",
    };
    const body = new URLSearchParams({
      ...params,
      Signature: signAliyunRpc("POST", params, options.accessKeySecret),
    });
    const response = await doFetch(`${options.endpoint}/`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    const result = (await response.json().catch(() => null)) as { Code?: string; Message?: string } | null;
    if (!response.ok || result?.Code !== "OK") {
      // The message names the failure, never the phone or the code.
      throw new Error(
        `Aliyun SendSms failed: HTTP ${response.status} ${result?.Code ?? ""} ${result?.Message ?? ""}`,
      );
    }
  }
  return {
    name: "aliyun",
    send: ({ phone, code }: SmsMessage) => sendTemplate(phone, options.templateCode, { code }),
    notify: ({ phone, subject, event }: SmsNotice) =>
      sendTemplate(phone, options.noticeTemplateCode, { subject, event }),
  };
}
