import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { DEMO_PHONES } from "@tousu/db/seed";
import { expect, login, test } from "./fixtures";
import { query, signInAt } from "./lifecycle-actors";

// Every page, at a desk and on a phone: no serious or critical axe-core violation, and the back
// offices never wider than a phone's screen. One browser context per role, the pages in a loop.

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;
const PHONE_WIDTH = 390;

interface DemoIds {
  complaint: number;
  brand: number;
  enterprise: number;
}

/** A published complaint of the demo enterprise's brand 云杉优选, with its brand and enterprise. */
async function demoIds(): Promise<DemoIds> {
  const [row] = await query<{ id: number; brand_id: number; enterprise_id: number }>(
    `select c.id, c.brand_id, c.enterprise_id from complaints c join brands b on b.id = c.brand_id
     where b.name = '云杉优选' and c.status = 'dispatched' and c.is_hidden = false
     order by c.id desc limit 1`,
  );
  if (!row) throw new Error("the seed has no published complaint of 云杉优选");
  return { complaint: Number(row.id), brand: Number(row.brand_id), enterprise: Number(row.enterprise_id) };
}

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** Opens `path` and waits until what it loads has arrived (back-office pages draw after their requests). */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  await expect(page.locator(".ant-skeleton, .ant-spin-spinning")).toHaveCount(0);
}

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(" "))
          .join(", ")}`,
    );
}

/** Checks every page at both widths; `mustFitPhone` adds the no-sideways-scrolling check at 390 px. */
async function checkPages(page: Page, paths: readonly string[], mustFitPhone: boolean): Promise<void> {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const path of paths) {
      await open(page, path);
      const where = `${path} at ${viewport.width} px`;
      expect.soft(await seriousViolations(page), where).toEqual([]);
      if (mustFitPhone && viewport.width === PHONE_WIDTH) {
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect.soft(width, `${where}: page width`).toBeLessThanOrEqual(PHONE_WIDTH);
      }
    }
  }
}

test.describe.configure({ mode: "parallel" });

test("[A11Y] public pages have no serious accessibility violation at 1440 and 390 px", async ({
  browser,
}) => {
  // Thirty page loads and scans: a loaded machine needs minutes (a bound, not a speed target).
  test.setTimeout(360_000);
  const ids = await demoIds();
  const page = await newPage(browser);
  await checkPages(
    page,
    [
      "/",
      "/tousu",
      `/tousu/${ids.complaint}`,
      `/brands/${ids.brand}`,
      `/enterprise/${ids.enterprise}`,
      "/ranking",
      "/brands/rank",
      `/search?key=${encodeURIComponent("退款")}`,
      // No match: the page offers the hot words instead.
      `/search?key=${encodeURIComponent("查无此词")}`,
      "/complaints",
      "/complaint/create",
      "/tousu/collective/list",
      "/static/agreement",
      "/static/privacy",
      "/no/such/page",
    ],
    false,
  );
});

test("[A11Y] the user centre has no serious accessibility violation at 1440 and 390 px", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await newPage(browser);
  await page.goto("/");
  await login(page, DEMO_PHONES.consumer);
  await checkPages(page, ["/user", "/user/complaint", "/user/message", "/user/scores"], false);
});

test("[A11Y] the company portal fits a phone and has no serious accessibility violation", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const ids = await demoIds();
  const page = await newPage(browser);
  await signInAt(page, "/company", "企业工作台登录", DEMO_PHONES.enterpriseOwner);
  await expect(page.getByRole("heading", { name: "工作台" })).toBeVisible();
  await checkPages(
    page,
    [
      "/company",
      "/company/complaints",
      `/company/complaints/${ids.complaint}`,
      "/company/collectives",
      "/company/members",
      "/company/brands",
    ],
    true,
  );
});

test("[A11Y] the moderation console fits a phone and has no serious accessibility violation", async ({
  browser,
}) => {
  test.setTimeout(360_000);
  const ids = await demoIds();
  const page = await newPage(browser);
  await signInAt(page, "/admin", "平台管理后台登录", DEMO_PHONES.admin);
  await expect(page.getByRole("menuitem", { name: /操作日志/ })).toBeAttached();
  await checkPages(
    page,
    [
      "/admin",
      `/admin/complaints/${ids.complaint}`,
      "/admin/applications",
      "/admin/reports",
      "/admin/comments",
      "/admin/brands",
      "/admin/brand-claims",
      "/admin/collectives",
      "/admin/sensitive-words",
      "/admin/accounts",
      "/admin/staff-actions",
    ],
    true,
  );
});
