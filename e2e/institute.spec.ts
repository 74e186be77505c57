import type { Page } from "@playwright/test";
import { formatCount } from "@tousu/domain";
import { expect, recordCspViolations, test } from "./fixtures";
import { query } from "./lifecycle-actors";

test.use({ viewport: { width: 1440, height: 900 } });

async function attachScreenshot(page: Page, name: string): Promise<void> {
  await test
    .info()
    .attach(name, { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });
}

async function attachAtBothWidths(page: Page, name: string): Promise<void> {
  await attachScreenshot(page, `${name} at 1440 px`);
  await page.setViewportSize({ width: 390, height: 844 });
  await attachScreenshot(page, `${name} at 390 px`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1440, height: 900 });
}

test("[INSTITUTE] a visitor follows the footer to the institute and reads a report with its charts", async ({
  page,
}) => {
  const violations = await recordCspViolations(page);
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "消费研究院" }).click();
  await expect(page).toHaveURL(/\/institute$/);
  await expect(page.getByRole("heading", { level: 1, name: "研究报告" })).toBeVisible();
  await attachAtBothWidths(page, "institute");

  const first = page.getByRole("article").first().getByRole("heading").getByRole("link");
  const title = (await first.textContent())?.trim() ?? "";
  await first.click();
  await expect(page).toHaveURL(/\/institute\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  const id = Number(new URL(page.url()).pathname.split("/").pop());
  const [stored] = await query<{ complaint_count: number; commentary: string }>(
    "select (figures->>'complaint_count')::int as complaint_count, commentary from institute_reports where id = $1",
    [id],
  );
  if (!stored) throw new Error(`report ${id} is not stored`);
  await expect(page.getByText(`${formatCount(stored.complaint_count)} 件`).first()).toBeVisible();
  await expect(page.getByText(stored.commentary.split("\n\n")[0] ?? "")).toBeVisible();
  await expect(page.getByText(/单方陈述/)).toBeVisible();
  // ECharts draws both charts into canvases once the page has hydrated.
  await expect(page.getByRole("img", { name: /^投诉量走势/ }).locator("canvas")).toHaveCount(1);
  await expect(page.getByRole("img", { name: /^主要问题/ }).locator("canvas")).toHaveCount(1);
  expect(violations).toEqual([]);
  await attachAtBothWidths(page, "institute report");
});

test("[INSTITUTE] a draft is not found", async ({ page }) => {
  const [draft] = await query<{ id: number }>(
    `insert into institute_reports (period, sector, figures, generated_at, status)
     select '2001-01', 'e2e草稿行业', figures, now(), 'draft' from institute_reports limit 1
     returning id`,
  );
  const response = await page.goto(`/institute/${draft?.id}`);
  expect(response?.status()).toBe(404);
  expect((await page.goto(`/static/institute/${draft?.id}.html`))?.status()).toBe(404);
});

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("[INSTITUTE] the static pages list the reports and draw a report whole, with SVG charts and no script", async ({
    page,
  }) => {
    const response = await page.goto("/static/institute");
    expect(response?.headers()["cache-control"]).toContain("s-maxage");
    await expect(page.getByRole("heading", { level: 1, name: "研究报告" })).toBeVisible();
    await attachAtBothWidths(page, "static institute");

    await page.getByRole("article").first().getByRole("heading").getByRole("link").click();
    await expect(page).toHaveURL(/\/static\/institute\/\d+\.html$/);
    const html = await page.content();
    expect(html).not.toContain("<script");
    await expect(page.getByRole("img", { name: /^投诉量走势/ }).locator("svg")).toHaveCount(1);
    await expect(page.getByRole("img", { name: /^主要问题/ }).locator("svg")).toHaveCount(1);
    await expect(page.getByRole("table").first()).toBeVisible();
    await expect(page.getByText(/单方陈述/)).toBeVisible();
    await attachAtBothWidths(page, "static institute report");
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("navigation", { name: "研究院" })).toBeHidden();
    await test.info().attach("static institute report, print preview", {
      body: await page.pdf({ format: "A4", printBackground: true }),
      contentType: "application/pdf",
    });
  });
});
