import { expect, test } from "./fixtures";

test("[HOME][BROWSE] shows platform statistics, the latest complaints and hot brands", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/诉达/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("投诉有回音，维权有力量");

  const statistics = page.getByRole("region", { name: "平台数据" });
  for (const label of ["累计投诉", "商家已回复", "已完成投诉", "入驻品牌"]) {
    await expect(statistics.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(statistics.getByRole("definition").first()).toHaveText(/\d/);

  const latest = page.getByRole("region", { name: "最新投诉" });
  await expect(latest.getByRole("article")).toHaveCount(10);
  await expect(latest.getByRole("article").first().getByRole("link").first()).toHaveAttribute(
    "href",
    /^\/tousu\/\d+$/,
  );

  const brands = page.getByRole("region", { name: "热门品牌" });
  await expect(brands.getByRole("link", { name: /回复率/ }).first()).toHaveAttribute(
    "href",
    /^\/brands\/\d+$/,
  );

  // Every image reserves its box, so nothing shifts while they load.
  for (const image of await page.locator("main img").all()) {
    await expect(image).toHaveAttribute("width", /^\d+$/);
    await expect(image).toHaveAttribute("height", /^\d+$/);
  }
});

test("[HOME][NAV] the header and footer links move within the app, and the current section is marked", async ({
  page,
}) => {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  // A full page load would lose this; a move within the app keeps it.
  await page.evaluate(() => Object.assign(window, { stillTheSameDocument: true }));

  const nav = page.getByRole("navigation", { name: "主导航" }).first();
  await expect(nav.getByRole("link", { name: "首页" })).toHaveAttribute("aria-current", "page");
  await nav.getByRole("link", { name: "投诉" }).click();
  await expect(page).toHaveURL("/tousu");
  await expect(nav.getByRole("link", { name: "投诉" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "首页" })).not.toHaveAttribute("aria-current");

  await page.getByRole("contentinfo").getByRole("link", { name: "隐私政策" }).click();
  await expect(page).toHaveURL("/static/privacy");
  expect(await page.evaluate(() => "stillTheSameDocument" in window)).toBe(true);
});
