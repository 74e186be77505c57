import { devices, type Page } from "@playwright/test";
import type { AnalyticsDashboard } from "@tousu/contracts";
import { DEMO_PHONES } from "@tousu/db/seed";
import { seriousViolations } from "./axe";
import { fileComplaint } from "./complaint-form";
import { expect, test } from "./fixtures";
import { signInAt } from "./lifecycle-actors";
import { MOBILE_ORIGIN } from "./mobile-site";

// The analytics dashboard (decision 112) counts what a visitor did: five PC pages, three H5 pages
// and a complaint filed, rolled up by the hourly job an hour later on the server's clock, then read
// by the demo analyst in every panel. The clock project runs one test at a time, so no other test's
// events arrive meanwhile and the figures grow by this test's alone.

const DESKTOP_CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const { defaultBrowserType: _webkit, ...IPHONE } = devices["iPhone 13"];
const PC_PAGES = ["/", "/article", "/qa", "/ranking", "/complaint"];
const H5_PAGES = ["/", "/ranking", "/complaint"];
const HOUR_IN_DAYS = 1 / 24;

/** Opens `url` and waits until its page view was taken (a page left before hydrating sends none). */
async function visit(page: Page, url: string): Promise<void> {
  const path = new URL(url, "http://site.invalid").pathname;
  const taken = page.waitForResponse(
    (response) =>
      response.url().endsWith("/data/api/v1/log/track") &&
      new URL(response.request().headers().referer ?? "http://unknown/").pathname === path,
  );
  await page.goto(url);
  expect(await (await taken).json()).toEqual({ code: 200, msg: "ok", data: null });
}

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

test("[ANALYTICS] an analyst finds the PC and H5 visits and a filed complaint in every panel after the roll-up", async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const clock = async (days: number) => {
    const answer = (await (await request.post("/api/testing/clock", { data: { days } })).json()).data;
    expect(answer.jobs.failed).toBe(0);
    return new Date(answer.now);
  };
  const start = await clock(0);
  const range = `from=${utcDay(start)}&to=${utcDay(new Date(start.getTime() + 2 * 3_600_000))}`;

  const analyst = await (await browser.newContext()).newPage();
  await signInAt(analyst, "/admin", "平台管理后台登录", DEMO_PHONES.analytics);
  // The console opens on the one section an analyst may use.
  await expect(analyst).toHaveURL(/\/admin\/analytics/, { timeout: 30_000 });
  const token = (await analyst.context().cookies()).find((cookie) => cookie.name === "web-token")?.value;
  const read = async (): Promise<AnalyticsDashboard> =>
    (
      await (
        await analyst.request.get(`/api/admin/analytics?${range}`, {
          headers: { authorization: `Bearer ${decodeURIComponent(token ?? "")}` },
        })
      ).json()
    ).data;
  const before = await read();

  const pc = await (await browser.newContext({ userAgent: DESKTOP_CHROME })).newPage();
  for (const path of PC_PAGES) await visit(pc, path);
  const h5 = await (await browser.newContext(IPHONE)).newPage();
  for (const path of H5_PAGES) await visit(h5, MOBILE_ORIGIN + path);
  await fileComplaint(pc, `空气净化器异响退货被拒${Date.now() % 100_000}`);
  // The submission's beacon leaves as the form moves on.
  await expect
    .poll(async () => (await read()).funnel.at(-1)?.count)
    .toBe((before.funnel.at(-1)?.count ?? 0) + 1);

  // An hour on: the hourly job rolls up the hour of the visits.
  await clock(HOUR_IN_DAYS);
  const after = await read();

  const hits = (rows: { value: string; hits: number }[], value: string) =>
    rows.find((row) => row.value === value)?.hits ?? 0;
  const grew = (rows: (data: AnalyticsDashboard) => { value: string; hits: number }[], value: string) =>
    hits(rows(after), value) - hits(rows(before), value);
  const visitHour = `${start.toISOString().slice(0, 13)}:00:00.000Z`;
  const viewsAt = (data: AnalyticsDashboard) =>
    data.series.find((point) => point.bucket === visitHour)?.views ?? 0;
  const platform = (data: AnalyticsDashboard, name: "PC" | "H5") =>
    data.platforms.find((row) => row.platform === name)?.hits ?? 0;
  const referrer = (data: AnalyticsDashboard, name: string) =>
    data.referrers.find((row) => row.referrer_class === name)?.hits ?? 0;
  const funnel = (data: AnalyticsDashboard, step: string) =>
    data.funnel.find((row) => row.step === step)?.count ?? 0;

  expect(after.grain).toBe("hour");
  // The visits' hour, now read from its roll-up: eight pages and the filing form's.
  expect(viewsAt(after) - viewsAt(before)).toBeGreaterThanOrEqual(8);
  expect(after.totals.views - before.totals.views).toBe(viewsAt(after) - viewsAt(before));
  expect(grew((data) => data.pages, "/article")).toBe(1);
  expect(grew((data) => data.pages, "/qa")).toBe(1);
  expect(grew((data) => data.pages, "/ranking")).toBe(2);
  expect(grew((data) => data.pages, "/complaint")).toBe(2);
  // Every page opened by its address is a visit's entry, come directly.
  expect(grew((data) => data.entries, "/")).toBe(2);
  expect(grew((data) => data.entries, "/ranking")).toBe(2);
  expect(referrer(after, "direct") - referrer(before, "direct")).toBeGreaterThanOrEqual(8);
  expect(platform(after, "H5") - platform(before, "H5")).toBe(3);
  expect(platform(after, "PC") - platform(before, "PC")).toBeGreaterThanOrEqual(5);
  expect(funnel(after, "landing") - funnel(before, "landing")).toBe(2);
  for (const step of ["filing_started", "filing_step_two", "complaint_submitted"]) {
    expect({ step, grew: funnel(after, step) - funnel(before, step) }).toEqual({ step, grew: 1 });
  }

  // The page shows the same figures, panel by panel.
  await analyst.goto(`/admin/analytics?${range}`);
  const card = (title: string) =>
    analyst.locator(".ant-card").filter({ has: analyst.getByText(title, { exact: true }) });
  const row = (title: string, first: string) =>
    card(title)
      .locator("tr")
      .filter({ has: analyst.getByRole("cell", { name: first, exact: true }) });
  await expect(
    analyst.locator(".ant-statistic").filter({ has: analyst.getByText("浏览量", { exact: true }) }),
  ).toContainText(after.totals.views.toLocaleString("en-US"));
  await expect(analyst.getByRole("img", { name: "浏览量与访客数趋势图" })).toBeVisible();
  await expect(row("受访页面", "/article")).toContainText(String(hits(after.pages, "/article")));
  await expect(row("入口页面", "/ranking")).toContainText(String(hits(after.entries, "/ranking")));
  await expect(row("来源", "直接访问")).toContainText(String(referrer(after, "direct")));
  await expect(row("PC与H5", "H5站")).toContainText(String(platform(after, "H5")));
  await expect(row("投诉转化", "提交投诉")).toContainText(String(funnel(after, "complaint_submitted")));
  expect(await seriousViolations(analyst)).toEqual([]);
});
