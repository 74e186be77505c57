import { SCAN_TICKET_ID_SHAPE, WECHAT_SCAN_PASS_SHAPE } from "@tousu/domain";
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

/**
 * The lawyer login (decision 069): `role: "lawyer"` opens a lawyer's session, and only for an account
 * holding the verified lawyer role; any other account is refused and logged in as nothing.
 */
const loginRole = z.literal("lawyer", { message: "登录身份无效" }).optional();
export type LoginRole = NonNullable<z.infer<typeof loginRole>>;

export const loginSms = defineContract({
  method: "POST",
  path: "/auth/login_sms",
  service: "main",
  summary: "短信验证码登录（新手机号自动注册；律师登录仅限认证律师）",
  tags,
  auth: "none",
  body: z.object({ phone: phoneSchema, code: smsCodeSchema, role: loginRole }),
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
  withoutPhone: "allowed",
  data: z.null(),
});

/** A scan-login ticket's public id, as the QR code's URL carries it (docs/decisions/042-scan-login-tickets.md). */
export const scanTicketSchema = z
  .string({ message: "二维码无效，请刷新二维码" })
  .regex(SCAN_TICKET_ID_SHAPE, { message: "二维码无效，请刷新二维码" });
const scanTicketBody = z.object({ ticket: scanTicketSchema });

/**
 * Issues a ticket bound to this browser by an httpOnly cookie; the code's content is `url`. No body
 * (the product's call has none): the lawyer login asks with `?role=lawyer`, so the phone that opens
 * the code is told, and a phone whose account is no verified lawyer is refused (decision 059).
 */
export const getQrcode = defineContract({
  method: "POST",
  path: "/auth/get_qrcode",
  service: "main",
  summary: "获取扫码登录二维码",
  tags,
  auth: "none",
  query: z.object({ role: loginRole }),
  data: z.object({
    ticket: z.string(),
    /** What the QR code encodes: the site's confirm page for this ticket. */
    url: z.string(),
    /**
     * With an official account configured, the content of its temporary code for the same ticket,
     * which a scan in WeChat opens, to be confirmed on the page the chat links to (decisions 045,
     * 059); `url` stays the fallback for other phones.
     */
    wechat_url: z.string().optional(),
    expires_at: z.string(),
    expires_in: z.number().int(),
    /** Seconds to wait between polls of login_scan. */
    interval: z.number().int(),
  }),
});

/**
 * The states a polling browser sees; `slow_down` answers a poll that came before its interval
 * was over, with a longer interval (RFC 8628).
 */
export const SCAN_POLL_STATES = [
  "new",
  "scanned",
  "confirmed",
  "expired",
  "used",
  "cancelled",
  "slow_down",
] as const;

export const loginScan = defineContract({
  method: "POST",
  path: "/auth/login_scan",
  service: "main",
  summary: "轮询扫码登录状态，确认后登录",
  tags,
  auth: "none",
  body: scanTicketBody.extend({ role: loginRole }),
  data: z.object({
    state: z.enum(SCAN_POLL_STATES),
    interval: z.number().int(),
    /** Only with `confirmed`, once, and only to the browser the ticket was issued to. */
    token: z.string().optional(),
    expires_at: z.string().optional(),
  }),
});

/**
 * The phone's side of a ticket: a logged-in phone (its session), or the confirm page a WeChat scan's
 * reply links to, which carries the pass naming the account that scanned (decision 059) and needs
 * no session. Neither answers 401.
 */
const scanDecisionBody = scanTicketBody.extend({
  wechat_pass: z
    .string({ message: "确认链接无效，请重新扫码" })
    .regex(WECHAT_SCAN_PASS_SHAPE, { message: "确认链接无效，请重新扫码" })
    .optional(),
});

/** What the phone's confirm page shows of the browser asking to log in. */
const scanRequestData = z.object({
  state: z.enum(["scanned", "confirmed", "expired", "used", "cancelled"]),
  /** "lawyer" when the code is the lawyer login's. */
  role: loginRole,
  device: z.string(),
  place: z.string(),
  requested_at: z.string(),
  expires_at: z.string(),
});

export const openScanTicket = defineContract({
  method: "POST",
  path: "/auth/scan_open",
  service: "main",
  summary: "手机扫码：查看登录请求并标记已扫码",
  tags,
  auth: "optional",
  withoutPhone: "allowed",
  body: scanDecisionBody,
  data: scanRequestData,
});

export const confirmScanTicket = defineContract({
  method: "POST",
  path: "/auth/scan_confirm",
  service: "main",
  summary: "手机扫码：确认登录",
  tags,
  auth: "optional",
  withoutPhone: "allowed",
  body: scanDecisionBody,
  data: z.null(),
});

export const cancelScanTicket = defineContract({
  method: "POST",
  path: "/auth/scan_cancel",
  service: "main",
  summary: "手机扫码：取消登录",
  tags,
  auth: "optional",
  withoutPhone: "allowed",
  body: scanDecisionBody,
  data: z.null(),
});
