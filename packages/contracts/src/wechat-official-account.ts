import { defineContract } from "./define-contract";
import { z } from "./zod";

// The official account's server callback (decision 045): WeChat, not a browser, calls it. It
// answers plain text or XML as WeChat expects, not the envelope; refusals answer the envelope.

const tags = ["wechat-official-account"];
const SIGNED_MESSAGE = "签名参数缺失或格式有误";

/** What WeChat signs every call with: SHA-1 of the account's Token, `timestamp` and `nonce`. */
const signedQuery = {
  signature: z.string({ message: SIGNED_MESSAGE }).regex(/^[0-9a-f]{40}$/, { message: SIGNED_MESSAGE }),
  timestamp: z.string({ message: SIGNED_MESSAGE }).regex(/^\d{1,12}$/, { message: SIGNED_MESSAGE }),
  nonce: z
    .string({ message: SIGNED_MESSAGE })
    .min(1, { message: SIGNED_MESSAGE })
    .max(64, { message: SIGNED_MESSAGE }),
};

export const verifyWechatCallback = defineContract({
  method: "GET",
  path: "/wechat/official_account/callback",
  service: "main",
  summary: "公众号服务器地址校验（签名正确时原样返回 echostr）",
  tags,
  auth: "none",
  query: z.object({
    ...signedQuery,
    echostr: z
      .string({ message: SIGNED_MESSAGE })
      .min(1, { message: SIGNED_MESSAGE })
      .max(128, { message: SIGNED_MESSAGE }),
  }),
  mediaTypes: ["text/plain"],
  data: z.string().describe("echostr itself, not an envelope"),
});

export const receiveWechatEvent = defineContract({
  method: "POST",
  path: "/wechat/official_account/callback",
  service: "main",
  summary: "公众号事件推送（明文 XML；扫码关注或扫码事件登录电脑端）",
  tags,
  auth: "none",
  query: z.object(signedQuery),
  mediaTypes: ["text/plain", "application/xml"],
  data: z.string().describe("`success` (text/plain), or a passive text reply as XML, not an envelope"),
});
