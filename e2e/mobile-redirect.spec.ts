import { expect, test } from "./fixtures";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";
const GOOGLEBOT_SMARTPHONE =
  "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

const mobileOrigin = () => {
  const origin = process.env.E2E_MOBILE_ORIGIN;
  if (!origin) throw new Error("E2E_MOBILE_ORIGIN is not set (playwright.config.ts sets it)");
  return origin;
};

// The mobile site's pages for article, complaint and VIP (docs/decisions/005); anything else keeps its path.
const MOBILE = [
  ["/", "/"],
  ["/brands/3?tab=reply", "/brands/3?tab=reply"],
  ["/article/7", "/pages/article/details?id=7"],
  ["/tousu/42", "/pages/complaint/details?id=42"],
  ["/vip", "/pages/vip/index"],
] as const;

for (const [from, to] of MOBILE) {
  test(`[ROUTING][302] a phone opening ${from} goes to the mobile site's ${to}`, async ({ request }) => {
    const response = await request.get(from, { maxRedirects: 0, headers: { "user-agent": IPHONE } });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe(mobileOrigin() + to);
  });
}

test("[ROUTING][302] Android phones are redirected too, crawlers and the API are not", async ({
  request,
}) => {
  const android = await request.get("/tousu/42", { maxRedirects: 0, headers: { "user-agent": ANDROID } });
  expect(android.status()).toBe(302);

  const crawler = await request.get("/", {
    maxRedirects: 0,
    headers: { "user-agent": GOOGLEBOT_SMARTPHONE },
  });
  expect(crawler.status()).toBe(200);

  const api = await request.get("/api/complaint/statistic", {
    maxRedirects: 0,
    headers: { "user-agent": IPHONE },
  });
  expect(api.status()).toBe(200);
});
