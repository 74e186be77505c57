import { expect, test } from "./fixtures";

test("[USER][GUARD] the user centre without a login lands on the home page", async ({ page }) => {
  await page.goto("/user");
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("banner").getByRole("button", { name: "登录 / 注册" })).toBeVisible();
});

test("[USER][GUARD] a stale token cookie is dropped and the user centre redirects home", async ({
  page,
  context,
}) => {
  const baseURL = process.env.E2E_BASE_URL!;
  await context.addCookies([{ name: "web-token", value: "not-a-real-token", url: baseURL, sameSite: "Lax" }]);
  await page.goto("/user");
  await expect(page).toHaveURL("/");
  expect((await context.cookies()).some((item) => item.name === "web-token")).toBe(false);
});
