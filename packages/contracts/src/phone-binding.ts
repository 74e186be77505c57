import { BIND_EXPIRED_MESSAGE } from "@tousu/domain";
import { defineContract } from "./define-contract";
import { idParam, phoneSchema, smsCodeSchema } from "./shared";
import { z } from "./zod";

/** The 402 dialog's token (docs/product/errors.md#body-codes); a stale or forged one is refused by the server. */
const accessTokenSchema = z
  .string({ message: BIND_EXPIRED_MESSAGE })
  .min(1, { message: BIND_EXPIRED_MESSAGE })
  .max(200, { message: BIND_EXPIRED_MESSAGE });

/**
 * Binds a phone to the account a 402 named and logs in (docs/decisions/046-binding-a-mobile.md). A
 * phone that already has an account answers `phone_taken` and keeps the code valid: sent again with
 * `link_wechat`, it logs into that account and moves the WeChat identity to it.
 */
export const loginBind = defineContract({
  method: "POST",
  path: "/auth/login_bind",
  service: "main",
  summary: "绑定手机号并登录（手机号已注册时可选择登录该账号并关联微信）",
  tags: ["auth"],
  auth: "none",
  body: z.object({
    access_token: accessTokenSchema,
    phone: phoneSchema,
    code: smsCodeSchema,
    link_wechat: z.boolean({ message: "参数有误" }).default(false),
  }),
  data: z.discriminatedUnion("state", [
    z.object({ state: z.literal("logged_in"), token: z.string(), expires_at: z.string() }),
    z.object({ state: z.literal("phone_taken"), message: z.string() }),
  ]),
});
export type LoginBindData = z.output<(typeof loginBind)["data"]>;

const tags = ["user"] as const;

/** What send_sms answers, for the code sent to the account's own phone. */
const smsSentData = z.object({
  resend_in: z.number().int(),
  expires_in: z.number().int(),
  captcha_required: z.boolean(),
});

export const sendOwnPhoneCode = defineContract({
  method: "POST",
  path: "/user/phone/send_code",
  service: "main",
  summary: "更换手机号：向原手机号发送验证码",
  tags,
  auth: "required",
  body: z.object({ captcha_token: z.string().max(2000).optional() }),
  data: smsSentData,
});

export const changePhone = defineContract({
  method: "PUT",
  path: "/user/phone",
  service: "main",
  summary: "更换手机号（原手机号与新手机号的验证码）",
  tags,
  auth: "required",
  body: z.object({
    old_code: smsCodeSchema,
    phone: phoneSchema,
    code: smsCodeSchema,
  }),
  data: z.object({ phone: z.string().describe("the new number, masked") }),
});

export const wechatIdentity = z.object({
  id: z.number().int(),
  openid: z.string().describe("masked, e.g. oAbC****wXyZ"),
  linked_at: z.string(),
});
export type WechatIdentity = z.infer<typeof wechatIdentity>;

export const listWechatIdentities = defineContract({
  method: "GET",
  path: "/user/wechat",
  service: "main",
  summary: "已关联的微信账号",
  tags,
  auth: "required",
  data: z.object({
    items: z.array(wechatIdentity),
    /** An account without a phone keeps its WeChat identity: it is the only way in. */
    can_unlink: z.boolean(),
  }),
});

export const unlinkWechatIdentity = defineContract({
  method: "DELETE",
  path: "/user/wechat/:id",
  service: "main",
  summary: "解除微信关联（须已绑定手机号）",
  tags,
  auth: "required",
  params: idParam,
  data: z.null(),
});
