import { defineContract } from "./define-contract";
import { phoneSchema, smsCodeSchema } from "./shared";
import { z } from "./zod";

const tags = ["auth"] as const;

/**
 * A proof-of-work challenge (ALTCHA). The product names only captchaVerify
 * (docs/product/api.md#login-and-captcha); the challenge endpoint is ours
 * (docs/decisions/004-sms-login-and-captcha.md).
 */
export const getCaptchaChallenge = defineContract({
  method: "GET",
  path: "/auth/captcha",
  service: "main",
  summary: "获取人机验证挑战",
  tags,
  auth: "none",
  data: z.object({
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      expiresAt: z.number().optional(),
    }),
    signature: z.string(),
  }),
});

export const captchaVerify = defineContract({
  method: "POST",
  path: "/auth/captchaVerify",
  service: "main",
  summary: "校验人机验证，换取短期验证凭证",
  tags,
  auth: "none",
  body: z.object({ payload: z.string({ message: "请完成人机验证" }).min(1, { message: "请完成人机验证" }) }),
  data: z.object({ captcha_token: z.string(), expires_in: z.number().int() }),
});

export const sendSms = defineContract({
  method: "POST",
  path: "/auth/send_sms",
  service: "main",
  summary: "发送短信验证码",
  tags,
  auth: "none",
  body: z.object({
    phone: phoneSchema,
    purpose: z.enum(["login", "bind", "complaint"]).default("login"),
    captcha_token: z.string().optional(),
  }),
  data: z.object({
    /** Seconds until another code may be requested. */
    resend_in: z.number().int(),
    /** Seconds the code stays valid. */
    expires_in: z.number().int(),
    /** True when the next request will need a solved captcha. */
    captcha_required: z.boolean(),
  }),
});

export const loginSms = defineContract({
  method: "POST",
  path: "/auth/login_sms",
  service: "main",
  summary: "短信验证码登录（新手机号自动注册）",
  tags,
  auth: "none",
  body: z.object({ phone: phoneSchema, code: smsCodeSchema }),
  data: z.object({ token: z.string(), expires_at: z.string() }),
});

/** Logout must revoke the token server-side, not only forget it in the browser. */
export const logout = defineContract({
  method: "POST",
  path: "/auth/logout",
  service: "main",
  summary: "退出登录并吊销当前令牌",
  tags,
  auth: "required",
  data: z.null(),
});
