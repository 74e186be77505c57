import { startFakeWechat } from "../apps/api/src/providers/wechat/fake-wechat.testing";

/**
 * The WeChat fake the end-to-end server calls (WECHAT_API_ORIGIN, playwright.config.ts): it draws
 * the official account's codes, and `POST /__fake/scan` pushes a phone's scan of one to the server.
 */
export default async function startWechat() {
  const env = (name: string) => {
    const value = process.env[name];
    if (!value) throw new Error(`${name} is required`);
    return value;
  };
  const fake = await startFakeWechat({
    port: Number(new URL(env("E2E_FAKE_WECHAT_ORIGIN")).port),
    // No mini-program is configured end to end; the fake still stands for one.
    appId: "wxe2eminiprogram",
    appSecret: "e2e-mini-program-secret",
    officialAccount: {
      appId: env("WECHAT_OFFICIAL_ACCOUNT_APP_ID"),
      appSecret: env("WECHAT_OFFICIAL_ACCOUNT_APP_SECRET"),
      callbackToken: env("WECHAT_OFFICIAL_ACCOUNT_TOKEN"),
      callbackUrl: `${env("E2E_BASE_URL")}/api/wechat/official_account/callback`,
    },
  });
  return () => fake.close();
}
