import { expect, test } from "./fixtures";

test("[ERRORS][404] an unknown path shows the 404 page with 100 articles, 100 complaints and a way home", async ({
  page,
}) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page could not be found");

  const main = page.getByRole("main");
  await expect(main.locator('a[href^="/article/"]')).toHaveCount(100);
  await expect(main.locator('a[href^="/tousu/"]')).toHaveCount(100);

  await main.getByRole("link", { name: "返回首页" }).click();
  await expect(page).toHaveURL("/");
});
