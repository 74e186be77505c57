import { loadConfig } from "@tousu/api";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { registerRedirects } from "./redirects";

const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
const DESKTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36";

async function appWith(env: Record<string, string>) {
  const app = Fastify();
  registerRedirects(app, loadConfig(env));
  app.get("/*", async () => "page");
  return app;
}

describe("redirect hook", () => {
  it("answers old URLs with Chinese in them with an ASCII Location", async () => {
    const app = await appWith({});
    const response = await app.inject({ url: "/article/list/%E4%B8%AD%E6%96%87" });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/article/tags/%E4%B8%AD%E6%96%87");
  });

  it("sends phones to the mobile site outside development, and only pages", async () => {
    const app = await appWith({ NODE_ENV: "test", MOBILE_ORIGIN: "https://m.example.com" });
    const page = await app.inject({ url: "/tousu/42", headers: { "user-agent": PHONE } });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe("https://m.example.com/pages/complaint/details?id=42");
    expect(
      (await app.inject({ url: "/api/complaint/list", headers: { "user-agent": PHONE } })).statusCode,
    ).toBe(200);
    expect((await app.inject({ url: "/tousu/42", headers: { "user-agent": DESKTOP } })).statusCode).toBe(200);
  });

  it("keeps phones on this site in development and while MOBILE_ORIGIN is unset", async () => {
    const development = await appWith({ NODE_ENV: "development", MOBILE_ORIGIN: "https://m.example.com" });
    expect((await development.inject({ url: "/", headers: { "user-agent": PHONE } })).statusCode).toBe(200);
    const unset = await appWith({ NODE_ENV: "test" });
    expect((await unset.inject({ url: "/", headers: { "user-agent": PHONE } })).statusCode).toBe(200);
  });
});
