import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * The data service's answers to the page's beacons, each read as it arrives (a page navigated away
 * from no longer holds its responses' bodies). An `ok` says the page's token was current and the
 * event decrypted and valid: a refused one is answered 400 or 403.
 */
function recordBeacons(page: Page): { path: string; answer: Promise<unknown> }[] {
  const beacons: { path: string; answer: Promise<unknown> }[] = [];
  page.on("response", (response) => {
    if (!response.url().endsWith("/data/api/v1/log/track")) return;
    // The page that sent it, as the beacon's Referer names it (same origin: the whole address).
    const path = new URL(response.request().headers().referer ?? "http://unknown/").pathname;
    beacons.push({ path, answer: response.json() });
  });
  return beacons;
}

// A headless browser's own user agent is dropped as a bot before its event is read; a desktop
// browser's takes the whole path.
test.use({
  userAgent:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
});

test("[TRACKING] browsing the PC site sends a page view per page, taken by the data service, and a reload none", async ({
  page,
}) => {
  const beacons = recordBeacons(page);
  await page.goto("/");
  await expect.poll(() => beacons.length).toBe(1);
  // A client-side navigation is a page view too.
  await page
    .getByRole("navigation", { name: "主导航" })
    .first()
    .getByRole("link", { name: "文章", exact: true })
    .click();
  await expect(page).toHaveURL(/\/article$/);
  await expect.poll(() => beacons.length).toBe(2);
  await page.goto("/qa");
  await expect.poll(() => beacons.length).toBe(3);
  for (const { answer } of beacons) expect(await answer).toEqual({ code: 200, msg: "ok", data: null });

  await page.reload();
  await expect(page).toHaveURL(/\/qa$/);
  // A reload's beacon would leave before the next page's.
  await page.goto("/");
  await expect.poll(() => beacons.at(-1)?.path).toBe("/");
  expect(beacons.map((beacon) => beacon.path)).toEqual(["/", "/article", "/qa", "/"]);
});
