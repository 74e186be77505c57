import type { BrowserContext } from "@playwright/test";

/** The H5 site's origin in the settings of the server under test (playwright.config.ts). */
export const MOBILE_ORIGIN = process.env.E2E_MOBILE_ORIGIN ?? "https://m.tousu.example";

/**
 * Lets the browser of `context` open the H5 site. Its origin has no address the browser can reach,
 * so each request to it is made to the server under test with the mobile host in `Host`, which is
 * how the server tells the two sites apart (decision 078); a redirect goes back to the browser,
 * which follows it through here again. The request says it came over HTTPS, as the browser sent it:
 * a server that trusts its proxy (TRUST_PROXY) then sees the page's own origin and accepts the H5
 * site's form posts, which React Router refuses from an origin other than the page's.
 */
export async function reachMobileSite(context: BrowserContext): Promise<void> {
  const serverOrigin = process.env.E2E_BASE_URL;
  if (!serverOrigin) throw new Error("E2E_BASE_URL is not set (playwright.config.ts sets it)");
  const mobileHost = new URL(MOBILE_ORIGIN).host;
  await context.route(`${MOBILE_ORIGIN}/**`, async (route) => {
    const request = route.request();
    const { pathname, search } = new URL(request.url());
    const response = await route.fetch({
      url: `${serverOrigin}${pathname}${search}`,
      headers: { ...(await request.allHeaders()), host: mobileHost, "x-forwarded-proto": "https" },
      maxRedirects: 0,
    });
    await route.fulfill({ response });
  });
}

/** Logs the H5 site in with the session `context` holds on the main origin (its `web-token`). */
export async function shareLoginWithMobileSite(context: BrowserContext): Promise<void> {
  const cookies = await context.cookies(process.env.E2E_BASE_URL);
  const token = cookies.find((cookie) => cookie.name === "web-token");
  if (!token) throw new Error("the context is not logged in on the main origin");
  await context.addCookies([{ name: token.name, value: token.value, url: MOBILE_ORIGIN }]);
}
