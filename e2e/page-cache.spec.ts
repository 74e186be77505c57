import type { Page } from "@playwright/test";
import { expect, login, test, userMenuButton } from "./fixtures";

/**
 * Collects CSP violations and console errors (a hydration mismatch shows up there). An API answer of
 * 400 is no problem of the page: it is how the SMS endpoint asks this busy test address for the
 * captcha, which the login form then solves.
 */
async function watchPage(page: Page) {
  const problems: string[] = [];
  page.on("console", (message) => {
    const isApiRefusal = /status of 400 \(Bad Request\)/.test(message.text());
    if (message.type() === "error" && !isApiRefusal) problems.push(`console: ${message.text()}`);
  });
  await page.exposeFunction("reportViolation", (text: string) => problems.push(`csp: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return problems;
}

test("[CACHE][CSP] an anonymous page is shared with script hashes, a logged-in one stays private under a nonce", async ({
  page,
}) => {
  const problems = await watchPage(page);

  const shared = await page.goto("/tousu");
  const sharedHeaders = shared?.headers() ?? {};
  expect(sharedHeaders["cache-control"]).toMatch(
    /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
  );
  expect(sharedHeaders.etag).toMatch(/^W\/"/);
  expect(sharedHeaders["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);

  // Hydrated: a client-side navigation (loader data over a .data request) reaches a complaint.
  const firstComplaint = page.locator('main a[href^="/tousu/"]').first();
  const href = await firstComplaint.getAttribute("href");
  await firstComplaint.click();
  await expect(page).toHaveURL(href ?? "");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await page.goto("/");
  await login(page);
  const personal = await page.goto("/tousu");
  const personalHeaders = personal?.headers() ?? {};
  expect(personalHeaders["cache-control"]).toBe("private, no-store");
  expect(personalHeaders.etag).toBeUndefined();
  expect(personalHeaders["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+';/);
  await expect(userMenuButton(page)).toBeVisible();

  expect(problems).toEqual([]);
});

test("[CACHE][CSP] a private page hydrates its nonce'd scripts and links without a mismatch", async ({
  page,
}) => {
  const problems = await watchPage(page);
  // An error page is private: it keeps the nonce, which the browser hides from the attribute.
  const response = await page.goto("/no-such-page-anywhere");
  expect(response?.status()).toBe(404);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByRole("banner")).toBeVisible();
  await page.waitForLoadState("networkidle");

  expect(problems.filter((problem) => !/status of 404 \(Not Found\)/.test(problem))).toEqual([]);
});

test.describe("inside WeChat's desktop browser", () => {
  test.use({
    userAgent:
      "Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.138 Safari/537.36 MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x63090a13)",
  });

  test("[CACHE] the shared page still shows the open-in-browser mask, decided in the browser", async ({
    page,
  }) => {
    const response = await page.goto("/tousu");
    expect(response?.headers()["cache-control"]).toMatch(/^public,/);
    expect(await response?.text()).not.toContain("请在浏览器中打开");
    await expect(page.getByRole("dialog", { name: "请在浏览器中打开" })).toBeVisible();
  });
});
