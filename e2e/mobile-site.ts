import type { BrowserContext } from "@playwright/test";

/**
 * The H5 site's origin in the settings of the server under test: playwright.config.ts sets it to
 * http://m.localhost:{port}, which Chromium resolves to the loopback address itself, so the browser
 * reaches the H5 site at its own host, where the server tells the sites apart (decision 078).
 */
export const MOBILE_ORIGIN = process.env.E2E_MOBILE_ORIGIN ?? "";

/** Logs the H5 site in with the session `context` holds on the main origin (its `web-token`). */
export async function shareLoginWithMobileSite(context: BrowserContext): Promise<void> {
  const cookies = await context.cookies(process.env.E2E_BASE_URL);
  const token = cookies.find((cookie) => cookie.name === "web-token");
  if (!token) throw new Error("the context is not logged in on the main origin");
  await context.addCookies([{ name: token.name, value: token.value, url: MOBILE_ORIGIN }]);
}
