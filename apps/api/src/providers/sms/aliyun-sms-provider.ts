import { aliyunError, createAliyunRpcClient } from "../aliyun-rpc";
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

/** Aliyun Dysms `SendSms` over its RPC API: a code template and a notice template. */
export function createAliyunSmsProvider(options: AliyunSmsOptions): SmsProvider {
  const call = createAliyunRpcClient({ ...options, version: "2017-05-25" });
  async function sendTemplate(phone: string, templateCode: string, templateParams: Record<string, string>) {
    const result = await call("SendSms", {
      PhoneNumbers: phone,
      SignName: options.signName,
      TemplateCode: templateCode,
      TemplateParam: JSON.stringify(templateParams),
    });
    // Dysms answers 200 with a Code other than OK when it refuses (rate limits, templates).
    if (result.Code !== "OK") throw aliyunError("SendSms", 200, result);
  }
  return {
    name: "aliyun",
    send: ({ phone, code }: SmsMessage) => sendTemplate(phone, options.templateCode, { code }),
    notify: ({ phone, subject, event }: SmsNotice) =>
      sendTemplate(phone, options.noticeTemplateCode, { subject, event }),
  };
}
