import { createPrivateKey, createPublicKey, X509Certificate } from "node:crypto";
import { readFileSync } from "node:fs";
import { availableParallelism, totalmem } from "node:os";
import path from "node:path";
import { LIVE_EVENT_HEARTBEAT_MS, type SiblingOrigins } from "@tousu/domain";
import { z } from "zod";

const DEVELOPMENT_ONLY = "development-only";

/**
 * Which proxies may set X-Forwarded-For: `false` (none: the socket address is the client),
 * a hop count, or a comma-separated list of proxy addresses/CIDRs. Plain `true` is refused:
 * it trusts the leftmost address, which any client can forge to dodge per-IP limits.
 */
const trustProxy = z
  .string()
  .trim()
  .default("false")
  .refine((value) => value !== "true", "use a hop count (e.g. 1) or the proxies' addresses, not true")
  .transform((value): false | number | string[] => {
    if (value === "false" || value === "") return false;
    if (/^\d+$/.test(value)) return Number(value);
    return value.split(",").map((entry) => entry.trim());
  });

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value.replace(/\/+$/, "")))
  .pipe(z.url().optional())
  .optional();

/**
 * A PEM given inline (newlines as `\\n` allowed, for one-line environment files) or as the path of a
 * file holding it, read at boot.
 */
const pemSetting = z
  .string()
  .trim()
  .transform((value, context) => {
    if (value === "") return undefined;
    if (value.includes("-----BEGIN")) return value.replaceAll("\\n", "\n");
    // A key as Alipay's key tool prints it: base64 only (the Alipay settings wrap it).
    if (/^[A-Za-z0-9+/]{200,}={0,2}$/.test(value)) return value;
    try {
      return readFileSync(value, "utf8");
    } catch {
      // The value is not echoed: a key pasted without its PEM header would land in the boot log.
      context.addIssue({
        code: "custom",
        message: "neither a PEM (-----BEGIN …) nor the path of a readable file",
      });
      return z.NEVER;
    }
  })
  .optional();

/** Every PEM block of a text (a chain of certificates, say). */
export const pemBlocks = (text: string) =>
  text.match(/-----BEGIN [A-Z ]+-----[\s\S]+?-----END [A-Z ]+-----/g) ?? [];

/**
 * The WeChat Pay merchant settings (decision 086): set all of them, or none for the sandbox outside
 * production. WeChat Pay's side is its public key (微信支付公钥, `PUB_KEY_ID_…`), its platform
 * certificates, or both while a merchant moves from one to the other.
 */
const WECHAT_PAY_MERCHANT_KEYS = [
  "WECHAT_PAY_MCH_ID",
  "WECHAT_PAY_MCH_CERT_SERIAL",
  "WECHAT_PAY_MCH_PRIVATE_KEY",
  "WECHAT_PAY_APIV3_KEY",
  "WECHAT_PAY_APP_ID",
] as const;
const WECHAT_PAY_PLATFORM_KEYS = [
  "WECHAT_PAY_PUBLIC_KEY_ID",
  "WECHAT_PAY_PUBLIC_KEY",
  "WECHAT_PAY_PLATFORM_CERTIFICATES",
] as const;

/**
 * The Alipay application settings (decision 090), public-key mode: set all of them, or none for the
 * sandbox outside production.
 */
const ALIPAY_MERCHANT_KEYS = [
  "ALIPAY_APP_ID",
  "ALIPAY_SELLER_ID",
  "ALIPAY_APP_PRIVATE_KEY",
  "ALIPAY_PUBLIC_KEY",
] as const;

/**
 * An Alipay key as its key tool writes it (bare base64 on one line) or as a PEM, inline or the path
 * of a file holding either; read into a PEM at boot.
 */
const alipayKeySetting = (kind: "PRIVATE KEY" | "PUBLIC KEY") =>
  pemSetting.transform((value) => {
    if (value === undefined || value.includes("-----BEGIN")) return value;
    const base64 = value.replace(/\s+/g, "");
    return `-----BEGIN ${kind}-----\n${base64.replace(/(.{64})/g, "$1\n").replace(/\n$/, "")}\n-----END ${kind}-----\n`;
  });

/**
 * Every setting the platform reads, parsed once at boot (fail fast). `.env.example`
 * and the README table document the same names; defaults run offline on one machine.
 */
const configSchema = z
  .object({
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    HOST: z.string().default("0.0.0.0"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    TRUST_PROXY: trustProxy,
    DATA_DIR: z.string().default("data"),
    DATABASE_URL: optionalUrl,
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54320),
    // PostgreSQL's own guidance for a server of its own: a quarter of the memory. Its buffers are
    // claimed as pages are read, so a small database costs only its size (decision 023).
    EMBEDDED_PG_SHARED_BUFFERS_MB: z.coerce
      .number()
      .int()
      .min(16)
      .default(() => Math.floor(totalmem() / 4 / 1024 ** 2)),
    SEED_SIZE: z.coerce.number().int().min(100).max(1_000_000).default(10_000),
    SERVICES: z
      .string()
      .default("main,mall,life,data,lawyer,event")
      .transform((value) => value.split(",").map((name) => name.trim()))
      .pipe(z.array(z.enum(["main", "mall", "life", "data", "lawyer", "event"])).min(1)),
    PII_SECRET: z.string().min(32).default(`${DEVELOPMENT_ONLY}-pii-secret-change-me-in-production`),
    CONTENT_AES_KEY: z
      .string()
      .refine((key) => [16, 24, 32].includes(Buffer.byteLength(key)), "must be 16, 24 or 32 bytes")
      .default("tousu-dev-aeskey"),
    CAPTCHA_SECRET: z.string().min(16).default(`${DEVELOPMENT_ONLY}-captcha-secret`),
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    SMS_PROVIDER: z.enum(["outbox", "aliyun"]).default("outbox"),
    SMS_DAILY_LIMIT_PER_PHONE: z.coerce.number().int().min(1).default(10),
    SMS_HOURLY_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
    SMS_CAPTCHA_AFTER_PER_IP: z.coerce.number().int().min(0).default(5),
    COMPLAINT_HOURLY_LIMIT_PER_USER: z.coerce.number().int().min(1).default(5),
    COMPLAINT_ACTIONS_PER_MINUTE_PER_USER: z.coerce.number().int().min(1).default(30),
    // How often this node's workers look for due jobs (pg-boss polls at most every 500 ms); 0 turns
    // them off (tests drive jobs themselves).
    JOB_POLL_INTERVAL_MS: z.coerce
      .number()
      .int()
      .refine((ms) => ms === 0 || ms >= 500, "must be 0 (no worker) or at least 500")
      .default(15_000),
    COMPLAINT_SUBMIT_HOURLY_LIMIT_PER_IP: z.coerce.number().int().min(1).default(20),
    // Questions, answers and their edits one address may send per minute, on top of each member's limits.
    QA_POSTS_PER_MINUTE_PER_IP: z.coerce.number().int().min(1).default(20),
    TRACK_EVENTS_PER_MINUTE_PER_IP: z.coerce.number().int().min(1).default(120),
    // Pages one address may have rendered per minute (shared pages served from cache are free); the
    // reads those renders make are not held to the API's per-address limits (decision 027).
    PAGE_RENDERS_PER_MINUTE_PER_IP: z.coerce.number().int().min(1).default(300),
    // Posters one address may have drawn per minute, and how many this process draws at once (each
    // first render holds the thread for a tenth of a second or more; stored posters are free). Decision 047.
    POSTER_RENDERS_PER_MINUTE_PER_IP: z.coerce.number().int().min(1).default(10),
    POSTER_CONCURRENT_RENDERS: z.coerce.number().int().min(1).max(16).default(1),
    // First renders of posters the whole platform makes per minute, counted in PostgreSQL so all nodes
    // share it; beyond it a missing poster answers 503 until the next minute (decision 060).
    POSTER_FIRST_RENDERS_PER_MINUTE: z.coerce.number().int().min(1).default(120),
    ALIYUN_SMS_ACCESS_KEY_ID: z.string().optional(),
    ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().optional(),
    ALIYUN_SMS_SIGN_NAME: z.string().optional(),
    ALIYUN_SMS_TEMPLATE_CODE: z.string().optional(),
    ALIYUN_SMS_NOTICE_TEMPLATE_CODE: z.string().optional(),
    ALIYUN_SMS_ENDPOINT: z.url().default("https://dysmsapi.aliyuncs.com"),
    IDENTITY_PROVIDER: z.enum(["local", "http"]).default("local"),
    IDENTITY_API_URL: optionalUrl,
    IDENTITY_APP_CODE: z.string().optional(),
    LLM_BASE_URL: optionalUrl,
    LLM_API_KEY: z.string().optional(),
    LLM_MODEL: z.string().optional(),
    API_BASE_URL: z.string().default("/api"),
    MALL_BASE_URL: z.string().default("/mall"),
    LIFE_BASE_URL: z.string().default("/life"),
    LAWYER_BASE_URL: z.string().default("/lawyer"),
    DATA_BASE_URL: z.string().default("/data"),
    EVENT_BASE_URL: z.string().default("/event"),
    // How often an idle event stream sends a comment, so proxies keep it open (decision 101).
    EVENT_HEARTBEAT_MS: z.coerce.number().int().min(50).default(LIVE_EVENT_HEARTBEAT_MS),
    SSR_ORIGIN: optionalUrl,
    // Threads that render pages beside the one serving the API (docs/decisions/020); 0 renders on it.
    SSR_WORKERS: z.coerce.number().int().min(0).max(16).default(Math.min(4, availableParallelism())),
    MOBILE_ORIGIN: optionalUrl,
    // The siblings' own origins (decision 084): unset, the lawyer site is /lawyer-site and the
    // company SaaS site /saas and /company on this site.
    LAWYER_SITE_ORIGIN: optionalUrl,
    SAAS_ORIGIN: optionalUrl,
    // The address people and search engines reach the site at: canonical links, sitemaps, shared
    // previews, posters and their codes. Defaults to CDN_SITE_ORIGIN, then (outside production) to
    // this server on localhost.
    SITE_ORIGIN: optionalUrl,
    IMAGE_ORIGIN: z.string().default(""),
    STORAGE_DRIVER: z.enum(["local", "s3"]).default("local"),
    UPLOAD_SECRET: z.string().min(16).default(`${DEVELOPMENT_ONLY}-upload-secret`),
    UPLOAD_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1)
      .default(10 * 1024 * 1024),
    S3_ENDPOINT: optionalUrl,
    S3_REGION: z.string().default("us-east-1"),
    S3_BUCKET: z.string().optional(),
    /** Private objects (sealed licence photos, decision 061); the public bucket with private ACLs when unset. */
    S3_PRIVATE_BUCKET: z.string().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_PUBLIC_BASE_URL: optionalUrl,
    S3_FORCE_PATH_STYLE: z
      .enum(["true", "false"])
      .default("false")
      .transform((value) => value === "true"),
    ASSET_ORIGIN: z.string().default(""),
    // Public reads (lists, search, figures) are cached this long; see docs/decisions/011.
    CACHE_DRIVER: z.enum(["memory", "redis", "none"]).default("memory"),
    REDIS_URL: optionalUrl,
    CACHE_MAX_ENTRIES: z.coerce.number().int().min(100).default(20_000),
    // The memory cache's values in megabytes, whatever their count (docs/performance.md).
    CACHE_MAX_MB: z.coerce.number().int().min(1).default(64),
    // tousu-2: the public lists keep their answers' data as sent (checked against the contract), where
    // tousu-1 kept what the loaders returned, which may name more.
    CACHE_NAMESPACE: z.string().min(1).default("tousu-2"),
    // How many nodes serve this deployment behind one load balancer (decision 099): more than one
    // in production needs what they share to be shared (REDIS_URL, object storage in S3).
    NODE_COUNT: z.coerce.number().int().min(1).default(1),
    // Who may read a node's GET /metrics (decision 105): a scraper sending it as a bearer token.
    // Unset, only callers on the node's machine or a private network reaching it directly.
    METRICS_TOKEN: z.string().min(16).optional(),
    // Moderators' hides purge the complaint's pages from the CDN (docs/decisions/065).
    CDN_PURGE_DRIVER: z.enum(["none", "aliyun"]).default("none"),
    CDN_SITE_ORIGIN: optionalUrl,
    ALIYUN_CDN_ACCESS_KEY_ID: z.string().optional(),
    ALIYUN_CDN_ACCESS_KEY_SECRET: z.string().optional(),
    ALIYUN_CDN_ENDPOINT: z.url().default("https://cdn.aliyuncs.com"),
    // Mini-program codes come from WeChat when an app is configured, else plain QR codes of our
    // pages (decision 044).
    WECHAT_MINIPROGRAM_APP_ID: z.string().trim().optional(),
    WECHAT_MINIPROGRAM_APP_SECRET: z.string().trim().optional(),
    WECHAT_MINIPROGRAM_ENV_VERSION: z.enum(["release", "trial", "develop"]).default("release"),
    // The official account whose temporary codes log people in by a WeChat scan, and the Token its
    // callback's signatures are made with; without them scan login shows our confirm page only
    // (decision 045).
    WECHAT_OFFICIAL_ACCOUNT_APP_ID: z.string().trim().optional(),
    WECHAT_OFFICIAL_ACCOUNT_APP_SECRET: z.string().trim().optional(),
    WECHAT_OFFICIAL_ACCOUNT_TOKEN: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{3,32}$/, "3 to 32 letters or digits, as WeChat allows")
      .optional(),
    WECHAT_API_ORIGIN: z
      .url()
      .default("https://api.weixin.qq.com")
      .transform((value) => value.replace(/\/+$/, "")),
    // Where WeChat's web authorisation page is (decision 080): the H5 site's WeChat login sends the
    // browser there; tests and the end-to-end server point it at the fake.
    WECHAT_OPEN_ORIGIN: z
      .url()
      .default("https://open.weixin.qq.com")
      .transform((value) => value.replace(/\/+$/, "")),
    WECHAT_PAY_MCH_ID: z
      .string()
      .trim()
      .regex(/^\d{6,32}$/, "digits, as WeChat Pay gives the merchant id")
      .optional(),
    WECHAT_PAY_MCH_CERT_SERIAL: z
      .string()
      .trim()
      .regex(/^[0-9A-Fa-f]{8,64}$/, "the merchant API certificate's serial number, in hex")
      .transform((value) => value.toUpperCase())
      .optional(),
    WECHAT_PAY_MCH_PRIVATE_KEY: pemSetting,
    WECHAT_PAY_APIV3_KEY: z
      .string()
      .refine((key) => Buffer.byteLength(key) === 32, "must be 32 bytes, as set in the merchant platform")
      .optional(),
    WECHAT_PAY_PUBLIC_KEY_ID: z
      .string()
      .trim()
      .regex(/^PUB_KEY_ID_[0-9A-Za-z]+$/, "PUB_KEY_ID_ and the id the merchant platform shows")
      .optional(),
    WECHAT_PAY_PUBLIC_KEY: pemSetting,
    WECHAT_PAY_PLATFORM_CERTIFICATES: pemSetting,
    // The official account (or mini-program) app id JSAPI and H5 pay are made under.
    WECHAT_PAY_APP_ID: z.string().trim().optional(),
    WECHAT_PAY_API_ORIGIN: z
      .url()
      .default("https://api.mch.weixin.qq.com")
      .transform((value) => value.replace(/\/+$/, "")),
    // Where WeChat Pay posts notifications (`/api/pay/notify/wechat` on it); SITE_ORIGIN by default.
    WECHAT_PAY_NOTIFY_ORIGIN: optionalUrl,
    // The sandbox's notifications: real retry delays divided by the compression, some sent twice,
    // some never sent (decision 086).
    WECHAT_PAY_SANDBOX_RETRY_COMPRESSION: z.coerce.number().min(1).default(60),
    WECHAT_PAY_SANDBOX_DUPLICATE_RATE: z.coerce.number().min(0).max(1).default(0.1),
    WECHAT_PAY_SANDBOX_DROP_RATE: z.coerce.number().min(0).max(1).default(0.1),
    ALIPAY_APP_ID: z
      .string()
      .trim()
      .regex(/^\d{16}$/, "16 digits, as the Alipay open platform gives the app id")
      .optional(),
    ALIPAY_SELLER_ID: z
      .string()
      .trim()
      .regex(/^2088\d{12}$/, "the merchant's partner id: 2088 and 12 digits")
      .optional(),
    ALIPAY_APP_PRIVATE_KEY: alipayKeySetting("PRIVATE KEY"),
    ALIPAY_PUBLIC_KEY: alipayKeySetting("PUBLIC KEY"),
    ALIPAY_GATEWAY_ORIGIN: z
      .url()
      .default("https://openapi.alipay.com")
      .transform((value) => value.replace(/\/+$/, "")),
    // Where Alipay posts notifications (`/api/pay/notify/alipay` on it); SITE_ORIGIN by default.
    ALIPAY_NOTIFY_ORIGIN: optionalUrl,
    // The sandbox's notifications: Alipay's retry delays divided by the compression, some sent
    // twice, some never sent (decision 090).
    ALIPAY_SANDBOX_RETRY_COMPRESSION: z.coerce.number().min(1).default(60),
    ALIPAY_SANDBOX_DUPLICATE_RATE: z.coerce.number().min(0).max(1).default(0.1),
    ALIPAY_SANDBOX_DROP_RATE: z.coerce.number().min(0).max(1).default(0.1),
  })
  .superRefine((config, context) => {
    if (config.IDENTITY_PROVIDER === "http") {
      for (const key of ["IDENTITY_API_URL", "IDENTITY_APP_CODE"] as const) {
        if (!config[key])
          context.addIssue({ code: "custom", path: [key], message: "required for IDENTITY_PROVIDER=http" });
      }
    }
    if (config.LLM_BASE_URL && !config.LLM_MODEL) {
      context.addIssue({ code: "custom", path: ["LLM_MODEL"], message: "required when LLM_BASE_URL is set" });
    }
    if (config.STORAGE_DRIVER === "s3") {
      for (const key of [
        "S3_BUCKET",
        "S3_ACCESS_KEY_ID",
        "S3_SECRET_ACCESS_KEY",
        "S3_PUBLIC_BASE_URL",
      ] as const) {
        if (!config[key])
          context.addIssue({ code: "custom", path: [key], message: "required for STORAGE_DRIVER=s3" });
      }
    }
    if (config.CDN_PURGE_DRIVER === "aliyun") {
      for (const key of [
        "CDN_SITE_ORIGIN",
        "ALIYUN_CDN_ACCESS_KEY_ID",
        "ALIYUN_CDN_ACCESS_KEY_SECRET",
      ] as const) {
        if (!config[key])
          context.addIssue({ code: "custom", path: [key], message: "required for CDN_PURGE_DRIVER=aliyun" });
      }
    }
    if (!config.WECHAT_MINIPROGRAM_APP_ID !== !config.WECHAT_MINIPROGRAM_APP_SECRET) {
      context.addIssue({
        code: "custom",
        path: ["WECHAT_MINIPROGRAM_APP_SECRET"],
        message: "WECHAT_MINIPROGRAM_APP_ID and WECHAT_MINIPROGRAM_APP_SECRET are set together",
      });
    }
    const officialAccount = [
      config.WECHAT_OFFICIAL_ACCOUNT_APP_ID,
      config.WECHAT_OFFICIAL_ACCOUNT_APP_SECRET,
      config.WECHAT_OFFICIAL_ACCOUNT_TOKEN,
    ];
    if (officialAccount.some(Boolean) && !officialAccount.every(Boolean)) {
      context.addIssue({
        code: "custom",
        path: ["WECHAT_OFFICIAL_ACCOUNT_TOKEN"],
        message:
          "WECHAT_OFFICIAL_ACCOUNT_APP_ID, WECHAT_OFFICIAL_ACCOUNT_APP_SECRET and WECHAT_OFFICIAL_ACCOUNT_TOKEN are set together",
      });
    }
    checkWechatPaySettings(config, context);
    checkAlipaySettings(config, context);
    const hostKeys = ["SITE_ORIGIN", "MOBILE_ORIGIN", "SAAS_ORIGIN", "LAWYER_SITE_ORIGIN"] as const;
    const hostOwners = new Map<string, string>();
    for (const key of hostKeys) {
      const origin = key === "SITE_ORIGIN" ? (config.SITE_ORIGIN ?? config.CDN_SITE_ORIGIN) : config[key];
      if (!origin) continue;
      const host = new URL(origin).host;
      const owner = hostOwners.get(host);
      if (owner)
        context.addIssue({
          code: "custom",
          path: [key],
          message: `must have a host of its own: the server tells the sites apart by host, and ${owner} has ${host}`,
        });
      else hostOwners.set(host, key);
    }
    if (config.CACHE_DRIVER === "redis" && !config.REDIS_URL) {
      context.addIssue({ code: "custom", path: ["REDIS_URL"], message: "required for CACHE_DRIVER=redis" });
    }
    if (config.NODE_ENV !== "production") return;
    const notifyOrigin = config.WECHAT_PAY_NOTIFY_ORIGIN ?? config.SITE_ORIGIN ?? config.CDN_SITE_ORIGIN;
    if (config.WECHAT_PAY_MCH_ID && notifyOrigin && !notifyOrigin.startsWith("https://")) {
      context.addIssue({
        code: "custom",
        path: ["WECHAT_PAY_NOTIFY_ORIGIN"],
        message: `WeChat Pay posts notifications to HTTPS addresses only; ${notifyOrigin} is not one`,
      });
    }
    const alipayNotifyOrigin = config.ALIPAY_NOTIFY_ORIGIN ?? config.SITE_ORIGIN ?? config.CDN_SITE_ORIGIN;
    if (config.ALIPAY_APP_ID && alipayNotifyOrigin && !alipayNotifyOrigin.startsWith("https://")) {
      context.addIssue({
        code: "custom",
        path: ["ALIPAY_NOTIFY_ORIGIN"],
        message: `Alipay's notifications are taken on HTTPS addresses only; ${alipayNotifyOrigin} is not one`,
      });
    }
    if (!config.SITE_ORIGIN && !config.CDN_SITE_ORIGIN) {
      context.addIssue({
        code: "custom",
        path: ["SITE_ORIGIN"],
        message:
          "required in production: the site's public origin (e.g. https://www.example.com), which posters, codes, canonical links and the sitemap point at",
      });
    }
    for (const key of ["PII_SECRET", "CAPTCHA_SECRET"] as const) {
      if (config[key].startsWith(DEVELOPMENT_ONLY)) {
        context.addIssue({ code: "custom", path: [key], message: "must be set in production" });
      }
    }
    if (config.DATABASE_URL && usesDevelopmentDatabaseCredentials(config.DATABASE_URL)) {
      context.addIssue({
        code: "custom",
        path: ["DATABASE_URL"],
        message:
          "must not connect as postgres or with the password postgres in production: use the application's own role",
      });
    }
    if (config.NODE_COUNT > 1 && config.STORAGE_DRIVER === "local") {
      context.addIssue({
        code: "custom",
        path: ["STORAGE_DRIVER"],
        message: `NODE_COUNT is ${config.NODE_COUNT}: uploads must be in a shared S3-compatible store (STORAGE_DRIVER=s3), since a file written to one node's disk is missing on the others`,
      });
    }
    if (config.NODE_COUNT > 1 && !config.REDIS_URL) {
      context.addIssue({
        code: "custom",
        path: ["REDIS_URL"],
        message: `NODE_COUNT is ${config.NODE_COUNT}: the nodes must share a Redis, or each one counts its own request limits, takes a spent captcha again and keeps serving what another node changed`,
      });
    }
    if (config.STORAGE_DRIVER === "local" && config.UPLOAD_SECRET.startsWith(DEVELOPMENT_ONLY)) {
      context.addIssue({ code: "custom", path: ["UPLOAD_SECRET"], message: "must be set in production" });
    }
    if (config.SMS_PROVIDER === "outbox") {
      context.addIssue({
        code: "custom",
        path: ["SMS_PROVIDER"],
        message: "the outbox writes codes to a file; configure a real SMS provider in production",
      });
    }
    if (config.SMS_PROVIDER === "aliyun") {
      for (const key of [
        "ALIYUN_SMS_ACCESS_KEY_ID",
        "ALIYUN_SMS_ACCESS_KEY_SECRET",
        "ALIYUN_SMS_SIGN_NAME",
        "ALIYUN_SMS_TEMPLATE_CODE",
        "ALIYUN_SMS_NOTICE_TEMPLATE_CODE",
      ] as const) {
        if (!config[key])
          context.addIssue({ code: "custom", path: [key], message: "required for SMS_PROVIDER=aliyun" });
      }
    }
  });

/** All merchant settings or none; each key and certificate readable. */
function checkWechatPaySettings(
  config: Partial<
    Record<(typeof WECHAT_PAY_MERCHANT_KEYS)[number] | (typeof WECHAT_PAY_PLATFORM_KEYS)[number], string>
  >,
  context: z.RefinementCtx,
) {
  const given = [...WECHAT_PAY_MERCHANT_KEYS, ...WECHAT_PAY_PLATFORM_KEYS].filter((key) => config[key]);
  if (given.length === 0) return;
  const problem = (key: string, message: string) =>
    context.addIssue({ code: "custom", path: [key], message });
  for (const key of WECHAT_PAY_MERCHANT_KEYS) {
    if (!config[key])
      problem(
        key,
        `required with ${given.join(", ")}: set every WeChat Pay merchant setting, or none for the sandbox`,
      );
  }
  if (!config.WECHAT_PAY_PUBLIC_KEY_ID !== !config.WECHAT_PAY_PUBLIC_KEY)
    problem("WECHAT_PAY_PUBLIC_KEY", "WECHAT_PAY_PUBLIC_KEY_ID and WECHAT_PAY_PUBLIC_KEY are set together");
  if (!config.WECHAT_PAY_PUBLIC_KEY && !config.WECHAT_PAY_PLATFORM_CERTIFICATES)
    problem(
      "WECHAT_PAY_PUBLIC_KEY",
      "WeChat Pay's answers and notifications are verified with its public key (WECHAT_PAY_PUBLIC_KEY_ID and WECHAT_PAY_PUBLIC_KEY) or its platform certificates (WECHAT_PAY_PLATFORM_CERTIFICATES): set one",
    );
  const readable = (key: string, pem: string | undefined, read: (pem: string) => unknown) => {
    if (!pem) return;
    try {
      read(pem);
    } catch {
      problem(key, "not a readable PEM");
    }
  };
  readable("WECHAT_PAY_MCH_PRIVATE_KEY", config.WECHAT_PAY_MCH_PRIVATE_KEY, createPrivateKey);
  readable("WECHAT_PAY_PUBLIC_KEY", config.WECHAT_PAY_PUBLIC_KEY, createPublicKey);
  readable("WECHAT_PAY_PLATFORM_CERTIFICATES", config.WECHAT_PAY_PLATFORM_CERTIFICATES, (pem) => {
    const blocks = pemBlocks(pem);
    if (blocks.length === 0) throw new Error("no certificate");
    for (const block of blocks) new X509Certificate(block);
  });
}

/** All Alipay application settings or none; each key readable (never echoed). */
function checkAlipaySettings(
  config: Partial<Record<(typeof ALIPAY_MERCHANT_KEYS)[number], string>>,
  context: z.RefinementCtx,
) {
  const given = ALIPAY_MERCHANT_KEYS.filter((key) => config[key]);
  if (given.length === 0) return;
  const problem = (key: string, message: string) =>
    context.addIssue({ code: "custom", path: [key], message });
  for (const key of ALIPAY_MERCHANT_KEYS) {
    if (!config[key])
      problem(key, `required with ${given.join(", ")}: set every Alipay setting, or none for the sandbox`);
  }
  const readable = (key: string, pem: string | undefined, read: (pem: string) => unknown) => {
    if (!pem) return;
    try {
      read(pem);
    } catch {
      problem(key, "not a readable RSA key (a PEM, the key tool's base64, or a file holding either)");
    }
  };
  readable("ALIPAY_APP_PRIVATE_KEY", config.ALIPAY_APP_PRIVATE_KEY, readAlipayPrivateKey);
  readable("ALIPAY_PUBLIC_KEY", config.ALIPAY_PUBLIC_KEY, createPublicKey);
}

/**
 * The application's private key: a PKCS#8 PEM (Alipay's key tool for non-Java) or a PKCS#1 one
 * (its Java output, or the wrapped base64 of it).
 */
export function readAlipayPrivateKey(pem: string) {
  try {
    return createPrivateKey(pem);
  } catch (error) {
    const body = pem.replace(/-----[A-Z ]+-----/g, "").replace(/\s+/g, "");
    if (!body) throw error;
    return createPrivateKey({ key: Buffer.from(body, "base64"), format: "der", type: "pkcs1" });
  }
}

/**
 * The well-known superuser and its development password (the Debian and Docker defaults). The
 * server also refuses at boot any role that is a superuser or may create roles or databases.
 */
function usesDevelopmentDatabaseCredentials(url: string): boolean {
  const { username, password } = new URL(url);
  return decodeURIComponent(username) === "postgres" || decodeURIComponent(password) === "postgres";
}

export type Config = z.infer<typeof configSchema> & {
  /** Absolute path of DATA_DIR. */
  dataDir: string;
  /** SITE_ORIGIN with its fallbacks applied, without a trailing slash. */
  siteOrigin: string;
  /** The origins the PC site's siblings run on (decision 084). */
  siblingOrigins: SiblingOrigins;
  smsOutboxPath: string;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);
  }
  const dataDir = path.resolve(result.data.DATA_DIR);
  const { SITE_ORIGIN, CDN_SITE_ORIGIN, PORT } = result.data;
  return {
    ...result.data,
    dataDir,
    siteOrigin: SITE_ORIGIN ?? CDN_SITE_ORIGIN ?? `http://localhost:${PORT}`,
    siblingOrigins: { saas: result.data.SAAS_ORIGIN ?? null, lawyer: result.data.LAWYER_SITE_ORIGIN ?? null },
    smsOutboxPath: path.join(dataDir, "sms-outbox.log"),
  };
}
