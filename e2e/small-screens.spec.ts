import pg from "pg";
import { fileComplaint } from "./complaint-form";
import { expect, test } from "./fixtures";

// What a phone-sized window (390 px; the desktop user agent keeps the desktop site) shows.
test.use({ viewport: { width: 390, height: 844 } });

const pageWidth = (page: import("@playwright/test").Page) =>
  page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);

test("[SMALL] the ranking shows every brand's figures without a sideways scroll", async ({ page }) => {
  await page.goto("/ranking");
  const board = page.getByRole("region", { name: "红榜周榜" });
  const first = board.getByRole("listitem").first();
  await expect(first).toBeVisible();
  for (const label of ["得分", "投诉量", "回复率", "及时回复率", "完成率", "满意度"]) {
    await expect(first.getByText(label, { exact: true })).toBeInViewport();
  }
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
});

test("[SMALL] step two opened without step one marks step one as the one to do", async ({ page }) => {
  await page.goto("/complaint/create/two");
  await expect(page.getByRole("heading", { name: "请先完成第一步" })).toBeVisible();
  const progress = page.getByRole("navigation", { name: "投诉填写进度" });
  const steps = progress.getByRole("listitem");
  await expect(steps.first()).toHaveAttribute("aria-current", "step");
  await expect(steps.first()).not.toContainText("已完成");
  await expect(steps.first()).not.toContainText("✓");
  await expect(steps.last()).not.toHaveAttribute("aria-current", "step");
});

test("[SMALL] the user centre keeps a long attribute value and the complaint's number on the page", async ({
  page,
}) => {
  const { id } = await fileComplaint(page, "空气净化器异响要求退货");
  const sn = (
    await page
      .getByText(/^\d{11}$/)
      .first()
      .textContent()
  )?.trim();
  expect(sn).toMatch(/^\d{11}$/);

  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    await client.query("update complaint_attributes set value = $1 where complaint_id = $2", [
      `YS${"20261101A88".repeat(12)}`,
      id,
    ]);
  } finally {
    await client.end();
  }

  await page.goto(`/user/complaint/${id}`);
  await expect(page.getByText(`YS${"20261101A88".repeat(12)}`).first()).toBeVisible();
  await expect(page.getByText(sn!, { exact: true })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
});
