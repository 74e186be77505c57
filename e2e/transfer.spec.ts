import type { Page } from "@playwright/test";
import { transferAddress } from "@tousu/domain";
import { expect, test } from "./fixtures";

// The notice before a link leaves the site: the visitor reads where it goes and chooses; the page
// never moves on by itself.

async function attachScreenshot(page: Page, name: string): Promise<void> {
  const path = test.info().outputPath(name);
  await page.screenshot({ path, fullPage: true });
  await test.info().attach(name, { path, contentType: "image/png" });
}

const DESTINATION = "https://shop.example.com/orders/2026/11?id=7&from=tousu";

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`[TRANSFER] shows the destination and offers continue and back at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/tousu");
    await page.goto(transferAddress(DESTINATION));
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "你即将离开诉达" })).toBeVisible();
    await expect(main.getByText("shop.example.com", { exact: true })).toBeVisible();
    await expect(main.getByText(DESTINATION, { exact: true })).toBeVisible();
    await expect(main.getByRole("link", { name: "继续访问" })).toHaveAttribute("href", DESTINATION);
    await attachScreenshot(page, `transfer-${viewport.width}.png`);
    // Loaded and hydrated, nothing has sent the visitor on.
    await page.waitForLoadState("networkidle");
    expect(new URL(page.url()).pathname).toBe("/transfer");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(viewport.width);

    await main.getByRole("link", { name: "返回上一页" }).click();
    await expect(page).toHaveURL(/\/tousu$/);
  });

  test(`[TRANSFER] refuses a script address with the reason and no link at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(transferAddress("javascript:alert(1)"));
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "无法打开这个链接" })).toBeVisible();
    await expect(main.getByText("只能打开以 http:// 或 https:// 开头的网页地址")).toBeVisible();
    await expect(main.getByRole("link")).toHaveCount(1);
    await attachScreenshot(page, `transfer-refused-${viewport.width}.png`);
  });
}
