// The WeChat fake as a server of its own, for the end-to-end server (playwright.config.ts starts it
// and points WECHAT_API_ORIGIN at it). Run with `node --import tsx`.
import { startFakeWechat } from "./fake-wechat.testing";

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

await startFakeWechat({
  port: Number(env("FAKE_WECHAT_PORT")),
  // No mini-program is configured end to end; the fake still needs one to stand for.
  appId: "wxfakeminiprogram",
  appSecret: "fake-mini-program-secret",
  officialAccount: {
    appId: env("WECHAT_OFFICIAL_ACCOUNT_APP_ID"),
    appSecret: env("WECHAT_OFFICIAL_ACCOUNT_APP_SECRET"),
    callbackToken: env("WECHAT_OFFICIAL_ACCOUNT_TOKEN"),
    callbackUrl: env("FAKE_WECHAT_CALLBACK_URL"),
  },
});
