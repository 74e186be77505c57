import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir, totalmem } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, readAlipayPrivateKey } from "./config";

describe("loadConfig", () => {
  it("runs offline with no settings at all", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ NODE_ENV: "development", PORT: 3000, SMS_PROVIDER: "outbox" });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.smsOutboxPath).toMatch(/data\/sms-outbox\.log$/);
    expect(config.SERVICES).toEqual(["main", "mall", "life", "data", "lawyer", "event"]);
  });

  it("treats an empty DATABASE_URL as unset and trims trailing slashes from origins", () => {
    const config = loadConfig({ DATABASE_URL: "", MOBILE_ORIGIN: "https://m.example.com/" });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.MOBILE_ORIGIN).toBe("https://m.example.com");
  });

  it("takes the public site origin from SITE_ORIGIN, then the CDN's origin, then localhost", () => {
    expect(loadConfig({ SITE_ORIGIN: "https://www.example.com/" }).siteOrigin).toBe(
      "https://www.example.com",
    );
    expect(loadConfig({ CDN_SITE_ORIGIN: "https://cdn.example.com" }).siteOrigin).toBe(
      "https://cdn.example.com",
    );
    expect(loadConfig({ PORT: "3350" }).siteOrigin).toBe("http://localhost:3350");
  });

  it("gives each site a host of its own, since the server tells them apart by host (decision 084)", () => {
    const sites = {
      SITE_ORIGIN: "https://www.example.com",
      MOBILE_ORIGIN: "https://m.example.com",
      SAAS_ORIGIN: "https://saas.example.com",
      LAWYER_SITE_ORIGIN: "https://lawyer.example.com",
    };
    expect(loadConfig(sites).siblingOrigins).toEqual({
      saas: "https://saas.example.com",
      lawyer: "https://lawyer.example.com",
    });
    expect(loadConfig({}).siblingOrigins).toEqual({ saas: null, lawyer: null });
    expect(() => loadConfig({ ...sites, SAAS_ORIGIN: "http://www.example.com" })).toThrow(
      /SAAS_ORIGIN: must have a host of its own.*SITE_ORIGIN has www.example.com/,
    );
    expect(() => loadConfig({ ...sites, LAWYER_SITE_ORIGIN: "https://m.example.com/lawyer" })).toThrow(
      /LAWYER_SITE_ORIGIN/,
    );
  });

  it("trusts proxies only by hop count or address, never blindly", () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1" }).TRUST_PROXY).toEqual([
      "10.0.0.0/8",
      "127.0.0.1",
    ]);
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY/);
  });

  it("gives the embedded PostgreSQL a quarter of the memory for its buffers unless told", () => {
    expect(loadConfig({}).EMBEDDED_PG_SHARED_BUFFERS_MB).toBe(Math.floor(totalmem() / 4 / 1024 ** 2));
    expect(loadConfig({ EMBEDDED_PG_SHARED_BUFFERS_MB: "512" }).EMBEDDED_PG_SHARED_BUFFERS_MB).toBe(512);
    expect(() => loadConfig({ EMBEDDED_PG_SHARED_BUFFERS_MB: "8" })).toThrow(/EMBEDDED_PG_SHARED_BUFFERS_MB/);
  });

  it("refuses bad values with the variable named", () => {
    expect(() => loadConfig({ PORT: "70000" })).toThrow(/PORT/);
    expect(() => loadConfig({ CONTENT_AES_KEY: "short" })).toThrow(/CONTENT_AES_KEY/);
    expect(() => loadConfig({ SERVICES: "main,shop" })).toThrow(ConfigError);
    // A guessable token would open the metrics to anyone: an empty or short one stops the boot.
    for (const METRICS_TOKEN of ["", "short-token"])
      expect(() => loadConfig({ METRICS_TOKEN })).toThrow(/METRICS_TOKEN/);
  });

  it("refuses development secrets and the SMS outbox in production", () => {
    const error = (() => {
      try {
        loadConfig({ NODE_ENV: "production" });
      } catch (caught) {
        return caught as Error;
      }
    })();
    expect(error?.message).toMatch(/PII_SECRET/);
    expect(error?.message).toMatch(/CAPTCHA_SECRET/);
    expect(error?.message).toMatch(/SMS_PROVIDER/);
    expect(error?.message).toMatch(/SITE_ORIGIN: required in production/);
    expect(() =>
      loadConfig({
        NODE_ENV: "production",
        PII_SECRET: "p".repeat(40),
        CAPTCHA_SECRET: "c".repeat(20),
        SMS_PROVIDER: "aliyun",
      }),
    ).toThrow(/ALIYUN_SMS_ACCESS_KEY_ID/);
  });

  it("needs the public site origin in production, never falling back to localhost", () => {
    const production = {
      NODE_ENV: "production",
      PII_SECRET: "p".repeat(40),
      CAPTCHA_SECRET: "c".repeat(20),
      UPLOAD_SECRET: "u".repeat(40),
    };
    expect(() => loadConfig(production)).toThrow(/SITE_ORIGIN/);
    expect(() => loadConfig({ ...production, SITE_ORIGIN: "https://www.example.com" })).not.toThrow(
      /SITE_ORIGIN/,
    );
    expect(() => loadConfig({ ...production, CDN_SITE_ORIGIN: "https://www.example.com" })).not.toThrow(
      /SITE_ORIGIN/,
    );
    expect(loadConfig({ NODE_ENV: "test" }).siteOrigin).toBe("http://localhost:3000");
  });

  it("refuses a production of several nodes that would keep shared things on one node", () => {
    const message = (env: Record<string, string>) => {
      try {
        loadConfig({ NODE_ENV: "production", ...env });
        return "";
      } catch (caught) {
        return (caught as Error).message;
      }
    };
    expect(message({ NODE_COUNT: "2" })).toMatch(
      /STORAGE_DRIVER: NODE_COUNT is 2: uploads must be in a shared S3-compatible store/,
    );
    expect(message({ NODE_COUNT: "2" })).toMatch(/REDIS_URL: NODE_COUNT is 2: the nodes must share a Redis/);
    const shared = {
      NODE_COUNT: "2",
      STORAGE_DRIVER: "s3",
      S3_BUCKET: "uploads",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_PUBLIC_BASE_URL: "https://img.example.com",
      REDIS_URL: "redis://redis.internal:6379/0",
    };
    expect(message(shared)).not.toMatch(/NODE_COUNT/);
    // One node, the default, keeps its disk and its memory; so does a developer's pair of nodes.
    expect(message({})).not.toMatch(/NODE_COUNT/);
    expect(() => loadConfig({ NODE_COUNT: "2" })).not.toThrow();
    expect(() => loadConfig({ NODE_COUNT: "0" })).toThrow(/NODE_COUNT/);
  });

  it("refuses the development database credentials in production", () => {
    const production = {
      NODE_ENV: "production",
      PII_SECRET: "p".repeat(40),
      CAPTCHA_SECRET: "c".repeat(20),
      UPLOAD_SECRET: "u".repeat(40),
    };
    for (const url of [
      "postgres://postgres:postgres@127.0.0.1:5432/tousu",
      "postgres://postgres:s3cret@db.internal/tousu",
      "postgres://tousu:postgres@db.internal/tousu",
    ]) {
      expect(() => loadConfig({ ...production, DATABASE_URL: url })).toThrow(/DATABASE_URL/);
    }
    expect(() =>
      loadConfig({ ...production, DATABASE_URL: "postgres://tousu:s3cret@db.internal/tousu" }),
    ).not.toThrow(/DATABASE_URL/);
    expect(
      loadConfig({ DATABASE_URL: "postgres://postgres:postgres@127.0.0.1:5432/tousu" }).DATABASE_URL,
    ).toBeDefined();
  });

  it("asks for the site origin and keys of a CDN it is to purge", () => {
    expect(loadConfig({}).CDN_PURGE_DRIVER).toBe("none");
    expect(() => loadConfig({ CDN_PURGE_DRIVER: "aliyun" })).toThrow(/CDN_SITE_ORIGIN/);
    const config = loadConfig({
      CDN_PURGE_DRIVER: "aliyun",
      CDN_SITE_ORIGIN: "https://www.example.com/",
      ALIYUN_CDN_ACCESS_KEY_ID: "id",
      ALIYUN_CDN_ACCESS_KEY_SECRET: "secret",
    });
    expect(config.CDN_SITE_ORIGIN).toBe("https://www.example.com");
  });

  it("takes a mini-program's app id and secret together, or neither", () => {
    expect(loadConfig({}).WECHAT_MINIPROGRAM_APP_ID).toBeUndefined();
    expect(() => loadConfig({ WECHAT_MINIPROGRAM_APP_ID: "wx0123" })).toThrow(
      /WECHAT_MINIPROGRAM_APP_SECRET/,
    );
    expect(() => loadConfig({ WECHAT_MINIPROGRAM_APP_SECRET: "secret" })).toThrow(
      /WECHAT_MINIPROGRAM_APP_SECRET/,
    );
    const config = loadConfig({
      WECHAT_MINIPROGRAM_APP_ID: "wx0123",
      WECHAT_MINIPROGRAM_APP_SECRET: "secret",
      WECHAT_API_ORIGIN: "http://127.0.0.1:9000/",
    });
    expect(config.WECHAT_API_ORIGIN).toBe("http://127.0.0.1:9000");
    expect(config.WECHAT_MINIPROGRAM_ENV_VERSION).toBe("release");
  });

  it("takes the official account's app id, secret and callback Token together, or none", () => {
    const officialAccount = {
      WECHAT_OFFICIAL_ACCOUNT_APP_ID: "wx4567",
      WECHAT_OFFICIAL_ACCOUNT_APP_SECRET: "secret",
      WECHAT_OFFICIAL_ACCOUNT_TOKEN: "callbackToken1",
    };
    expect(loadConfig(officialAccount).WECHAT_OFFICIAL_ACCOUNT_TOKEN).toBe("callbackToken1");
    for (const left of Object.keys(officialAccount)) {
      const partial = Object.fromEntries(Object.entries(officialAccount).filter(([key]) => key !== left));
      expect(() => loadConfig(partial)).toThrow(/set together/);
    }
    expect(() => loadConfig({ ...officialAccount, WECHAT_OFFICIAL_ACCOUNT_TOKEN: "not a token!" })).toThrow(
      /WECHAT_OFFICIAL_ACCOUNT_TOKEN/,
    );
  });
});

describe("WeChat Pay merchant settings", () => {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const privatePem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  const publicPem = publicKey.export({ type: "spki", format: "pem" }).toString();
  const merchant = {
    WECHAT_PAY_MCH_ID: "1900009191",
    WECHAT_PAY_MCH_CERT_SERIAL: "444f4864ea9b34415d9f1e5ece9d2f1c2c2a2f7d",
    WECHAT_PAY_MCH_PRIVATE_KEY: privatePem,
    WECHAT_PAY_APIV3_KEY: "0123456789abcdefghijklmnopqrstuv",
    WECHAT_PAY_APP_ID: "wxd930ea5d5a258f4f",
    WECHAT_PAY_PUBLIC_KEY_ID: "PUB_KEY_ID_0119000091912026120700000001",
    WECHAT_PAY_PUBLIC_KEY: publicPem,
  };
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return "";
    } catch (caught) {
      expect(caught).toBeInstanceOf(ConfigError);
      return (caught as Error).message;
    }
  };

  it("takes all of them, the private key inline with \\n or from a file", () => {
    const directory = mkdtempSync(path.join(tmpdir(), "wechat-pay-"));
    try {
      const keyFile = path.join(directory, "apiclient_key.pem");
      writeFileSync(keyFile, privatePem);
      const fromFile = loadConfig({ ...merchant, WECHAT_PAY_MCH_PRIVATE_KEY: keyFile });
      expect(fromFile.WECHAT_PAY_MCH_PRIVATE_KEY).toBe(privatePem);
      expect(fromFile.WECHAT_PAY_MCH_CERT_SERIAL).toBe("444F4864EA9B34415D9F1E5ECE9D2F1C2C2A2F7D");
      const oneLine = loadConfig({
        ...merchant,
        WECHAT_PAY_MCH_PRIVATE_KEY: privatePem.replaceAll("\n", "\\n"),
      });
      expect(oneLine.WECHAT_PAY_MCH_PRIVATE_KEY).toBe(privatePem);
      expect(oneLine.WECHAT_PAY_API_ORIGIN).toBe("https://api.mch.weixin.qq.com");
    } finally {
      rmSync(directory, { recursive: true });
    }
  });

  it("stops the boot when only some are set, naming the missing ones", () => {
    const message = problems({ WECHAT_PAY_MCH_ID: "1900009191" });
    for (const key of [
      "WECHAT_PAY_MCH_CERT_SERIAL",
      "WECHAT_PAY_MCH_PRIVATE_KEY",
      "WECHAT_PAY_APIV3_KEY",
      "WECHAT_PAY_APP_ID",
    ])
      expect(message).toContain(`${key}: required with WECHAT_PAY_MCH_ID`);
    expect(message).toMatch(/WECHAT_PAY_PUBLIC_KEY: WeChat Pay's answers and notifications are verified/);
    const { WECHAT_PAY_PUBLIC_KEY: _key, ...withoutKey } = merchant;
    expect(problems(withoutKey)).toMatch(
      /WECHAT_PAY_PUBLIC_KEY_ID and WECHAT_PAY_PUBLIC_KEY are set together/,
    );
  });

  it("refuses a key, certificate or APIv3 key that cannot be right", () => {
    expect(problems({ ...merchant, WECHAT_PAY_APIV3_KEY: "too-short" })).toMatch(
      /WECHAT_PAY_APIV3_KEY: must be 32 bytes/,
    );
    const notAFile = problems({
      ...merchant,
      WECHAT_PAY_MCH_PRIVATE_KEY: "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC",
    });
    expect(notAFile).toMatch(/WECHAT_PAY_MCH_PRIVATE_KEY: neither a PEM/);
    expect(notAFile).not.toContain("MIIEvQ");
    expect(problems({ ...merchant, WECHAT_PAY_MCH_PRIVATE_KEY: publicPem })).toMatch(
      /WECHAT_PAY_MCH_PRIVATE_KEY: not a readable PEM/,
    );
    expect(problems({ ...merchant, WECHAT_PAY_PLATFORM_CERTIFICATES: publicPem })).toMatch(
      /WECHAT_PAY_PLATFORM_CERTIFICATES: not a readable PEM/,
    );
    expect(problems({ ...merchant, WECHAT_PAY_PUBLIC_KEY_ID: "0119000091912026" })).toMatch(
      /WECHAT_PAY_PUBLIC_KEY_ID/,
    );
  });

  it("needs an HTTPS address for notifications in production", () => {
    const production = { ...merchant, NODE_ENV: "production", SITE_ORIGIN: "https://www.example.com" };
    expect(problems({ ...production, WECHAT_PAY_NOTIFY_ORIGIN: "http://www.example.com" })).toMatch(
      /WECHAT_PAY_NOTIFY_ORIGIN: WeChat Pay posts notifications to HTTPS addresses only/,
    );
    expect(problems(production)).not.toMatch(/WECHAT_PAY_NOTIFY_ORIGIN/);
  });
});

describe("Alipay application settings", () => {
  const app = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const alipay = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const appPem = app.privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  const alipayPem = alipay.publicKey.export({ type: "spki", format: "pem" }).toString();
  const base64Of = (pem: string) => pem.replace(/-----[A-Z ]+-----/g, "").replace(/\s+/g, "");
  const application = {
    ALIPAY_APP_ID: "2021004100000001",
    ALIPAY_SELLER_ID: "2088100000000001",
    ALIPAY_APP_PRIVATE_KEY: appPem,
    ALIPAY_PUBLIC_KEY: alipayPem,
  };
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return "";
    } catch (caught) {
      expect(caught).toBeInstanceOf(ConfigError);
      return (caught as Error).message;
    }
  };

  it("takes the keys as PEMs, as the key tool's one-line base64 (PKCS#8 or PKCS#1), or from files", () => {
    const config = loadConfig(application);
    expect(config.ALIPAY_GATEWAY_ORIGIN).toBe("https://openapi.alipay.com");
    const pkcs1 = app.privateKey.export({ type: "pkcs1", format: "pem" }).toString();
    for (const key of [base64Of(appPem), base64Of(pkcs1), pkcs1]) {
      const loaded = loadConfig({ ...application, ALIPAY_APP_PRIVATE_KEY: key });
      expect(readAlipayPrivateKey(loaded.ALIPAY_APP_PRIVATE_KEY as string).asymmetricKeyDetails).toEqual(
        app.privateKey.asymmetricKeyDetails,
      );
    }
    const directory = mkdtempSync(path.join(tmpdir(), "alipay-"));
    try {
      const keyFile = path.join(directory, "alipayPublicKey_RSA2.txt");
      writeFileSync(keyFile, base64Of(alipayPem));
      expect(problems({ ...application, ALIPAY_PUBLIC_KEY: keyFile })).toBe("");
    } finally {
      rmSync(directory, { recursive: true });
    }
  });

  it("stops the boot when only some are set, or a key cannot be read, never echoing it", () => {
    const message = problems({ ALIPAY_APP_ID: "2021004100000001" });
    for (const key of ["ALIPAY_SELLER_ID", "ALIPAY_APP_PRIVATE_KEY", "ALIPAY_PUBLIC_KEY"])
      expect(message).toContain(`${key}: required with ALIPAY_APP_ID`);
    const swapped = problems({ ...application, ALIPAY_APP_PRIVATE_KEY: alipayPem });
    expect(swapped).toMatch(/ALIPAY_APP_PRIVATE_KEY: not a readable RSA key/);
    expect(swapped).not.toContain(base64Of(alipayPem).slice(0, 40));
    expect(problems({ ...application, ALIPAY_SELLER_ID: "1088100000000001" })).toMatch(/ALIPAY_SELLER_ID/);
  });

  it("needs an HTTPS address for notifications in production", () => {
    const production = { ...application, NODE_ENV: "production", SITE_ORIGIN: "https://www.example.com" };
    expect(problems({ ...production, ALIPAY_NOTIFY_ORIGIN: "http://www.example.com" })).toMatch(
      /ALIPAY_NOTIFY_ORIGIN: Alipay's notifications are taken on HTTPS addresses only/,
    );
    expect(problems(production)).not.toMatch(/ALIPAY_NOTIFY_ORIGIN/);
  });
});
