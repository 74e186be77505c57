import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, MOBILE_ORIGIN } from "./testing/h5-site";
import { startTestServer } from "./testing/test-server";

// Phones on the PC site are sent (302) to the H5 site where it has the page (decisions 005, 083);
// tablets, crawlers and the API stay; 电脑版 (`?view=pc`) keeps a phone on the PC site until 手机版.
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";
const IPAD =
  "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const ANDROID_TABLET =
  "Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
const GOOGLEBOT_SMARTPHONE =
  "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

let app: FastifyInstance;
let closeAll = async () => {};

beforeAll(async () => {
  const server = await startTestServer({ MOBILE_ORIGIN, SSR_WORKERS: "0" });
  app = server.app;
  closeAll = server.close;
});
afterAll(() => closeAll());

const get = (url: string, userAgent: string, cookie?: string) =>
  app.inject({ url, headers: { "user-agent": userAgent, ...(cookie ? { cookie } : {}) } });

describe("a phone on the PC site", () => {
  it.each([
    ["/", "/"],
    ["/article/7", "/pages/article/details?id=7"],
    ["/tousu/42?from=share", "/pages/complaint/details?id=42"],
    ["/vip", "/pages/vip/index"],
  ])("opening %s goes to the mobile site's %s, never kept by a cache", async (from, to) => {
    for (const userAgent of [IPHONE, ANDROID]) {
      const response = await get(from, userAgent);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(MOBILE_ORIGIN + to);
      expect(response.headers["cache-control"]).toBe("private, no-store");
      expect(response.headers.vary).toBe("user-agent, cookie");
    }
  });

  it("stays on the PC-only sites, which the mobile site would send straight back", async () => {
    for (const path of ["/company", "/admin", "/lawyer-site"]) {
      expect((await get(path, IPHONE)).headers.location).toBeUndefined();
    }
  });

  it("reaches the API as it is", async () => {
    expect((await get("/api/complaint/statistic", IPHONE)).statusCode).toBe(200);
  });
});

describe("tablets and crawlers", () => {
  it.each([
    ["an iPad", IPAD],
    ["an Android tablet", ANDROID_TABLET],
    ["Googlebot posing as a phone", GOOGLEBOT_SMARTPHONE],
  ])("stay on the PC site: %s", async (_, userAgent) => {
    const response = await get("/tousu", userAgent);
    expect(response.statusCode).toBe(200);
    expect(response.headers.location).toBeUndefined();
  });
});

describe("电脑版 and 手机版", () => {
  it("电脑版 keeps a phone on the PC site for a year, and drops only its own parameter", async () => {
    const chosen = await get("/tousu/42?view=pc&from=h5", IPHONE);
    expect(chosen.statusCode).toBe(302);
    expect(chosen.headers.location).toBe("/tousu/42?from=h5");
    expect(chosen.headers["set-cookie"]).toBe(
      "site_view=pc; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax",
    );
    expect(chosen.headers["cache-control"]).toBe("private, no-store");

    const page = await get("/tousu", IPHONE, "site_view=pc");
    expect(page.statusCode).toBe(200);
  });

  it("手机版 forgets the choice and opens the page on the mobile site", async () => {
    const response = await get("/tousu/42?view=mobile", IPHONE, "site_view=pc");
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${MOBILE_ORIGIN}/pages/complaint/details?id=42`);
    expect(response.headers["set-cookie"]).toBe("site_view=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax");
  });

  it("手机版 on a page the mobile site does not have stays on it, the choice forgotten", async () => {
    const response = await get("/company?view=mobile", IPHONE, "site_view=pc");
    expect(response.headers.location).toBe("/company");
    expect(response.headers["set-cookie"]).toBe("site_view=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax");
  });

  it("ignores any other value of the parameter", async () => {
    const response = await get("/tousu?view=tablet", IPAD);
    expect(response.statusCode).toBe(200);
    expect(response.headers["set-cookie"]).toBeUndefined();
  });
});

describe("a PC page's head and footer", () => {
  it("names its page on the mobile site for search engines, and offers 手机版", async () => {
    const html = (await get("/?from=share", DESKTOP)).body;
    const mobile = `${MOBILE_ORIGIN}/?from=share`;
    expect(html).toContain('<meta name="applicable-device" content="pc"/>');
    expect(html).toContain(
      `<link rel="alternate" media="only screen and (max-width: 640px)" href="${mobile}"/>`,
    );
    expect(html).toContain(`<meta name="mobile-agent" content="format=html5;url=${mobile}"/>`);
    expect(html).toContain('href="/?from=share&amp;view=mobile"');
  });

  it("names none where the mobile site has no page", async () => {
    const html = (await get("/company", DESKTOP)).body;
    expect(html).toContain('<meta name="applicable-device" content="pc"/>');
    expect(html).not.toContain('rel="alternate"');
    expect(html).not.toContain('name="mobile-agent"');
  });
});
