import { sameSitePath } from "@tousu/domain";
import { defineContract } from "./define-contract";
import { z } from "./zod";

// WeChat on the H5 site (decision 080): web authorisation through the official account, and the
// JS-SDK's signature for share cards. The H5 site's own pages call the login steps on the server
// (`/pages/login/wechat…`), holding the browser's key in an HttpOnly cookie; a browser never does.

const tags = ["wechat-web"];

/** The key of the browser that started the login (its HttpOnly cookie): one answer when it is missing or wrong. */
const BROWSER_KEY_MESSAGE = "请在发起登录的微信页面中完成登录，或重新发起微信登录";
const browserKeySchema = z
  .string({ message: BROWSER_KEY_MESSAGE })
  .regex(/^[A-Za-z0-9_-]{43}$/, { message: BROWSER_KEY_MESSAGE });

/** A logged-in answer, as `login_sms` gives it, and the path to return to. */
const loggedIn = z.object({
  state: z.literal("logged_in"),
  token: z.string(),
  expires_at: z.string(),
  redirect: z.string().describe("the same-site path the login was started from"),
});

/** Where the browser goes next: WeChat's authorisation page. */
const authorize = z.object({
  state: z.literal("authorize"),
  authorize_url: z.string().describe("WeChat's connect/oauth2/authorize address"),
  browser_key: z.string().describe("the secret the H5 site keeps in the browser's HttpOnly cookie"),
  expires_in: z.number().int(),
});

export const startWechatWebLogin = defineContract({
  method: "POST",
  path: "/auth/wechat/web_start",
  service: "main",
  summary: "微信网页授权登录：发起（snsapi_base），返回微信授权地址",
  tags,
  auth: "none",
  body: z.object({
    redirect: z
      .string({ message: "返回地址无效" })
      .max(2000, { message: "返回地址无效" })
      .refine((path) => sameSitePath(path) === path, { message: "返回地址无效" }),
  }),
  data: authorize,
});

export const finishWechatWebLogin = defineContract({
  method: "POST",
  path: "/auth/wechat/web_login",
  service: "main",
  summary: "微信网页授权登录：用授权回调的 code 与 state 登录（新微信用户先询问是否使用微信头像昵称）",
  tags,
  auth: "none",
  body: z.object({
    browser_key: browserKeySchema,
    state: z.string({ message: "微信登录已失效，请重新发起微信登录" }).max(100),
    code: z
      .string({ message: "未获得微信授权，请重新发起微信登录" })
      .min(1, { message: "未获得微信授权，请重新发起微信登录" })
      .max(200, { message: "未获得微信授权，请重新发起微信登录" }),
  }),
  data: z.discriminatedUnion("state", [loggedIn, z.object({ state: z.literal("consent") })]),
});

export const answerWechatProfileConsent = defineContract({
  method: "POST",
  path: "/auth/wechat/web_consent",
  service: "main",
  summary: "微信网页授权登录：新用户选择是否使用微信头像昵称（同意则再次授权 snsapi_userinfo）",
  tags,
  auth: "none",
  body: z.object({
    browser_key: browserKeySchema,
    use_profile: z.boolean({ message: "参数有误" }),
  }),
  data: z.discriminatedUnion("state", [loggedIn, authorize]),
});

export const getWechatJssdkConfig = defineContract({
  method: "GET",
  path: "/wechat/jssdk/config",
  service: "main",
  summary: "微信 JS-SDK 签名（仅本站页面地址），用于设置分享卡片",
  tags,
  auth: "none",
  query: z.object({
    url: z
      .string({ message: "只能为本站页面生成微信分享签名" })
      .min(1, { message: "只能为本站页面生成微信分享签名" })
      .max(2000, { message: "只能为本站页面生成微信分享签名" }),
  }),
  data: z.object({
    appId: z.string(),
    timestamp: z.number().int(),
    nonceStr: z.string(),
    signature: z
      .string()
      .describe("SHA-1 of jsapi_ticket, noncestr, timestamp and url, as WeChat signs them"),
  }),
});
