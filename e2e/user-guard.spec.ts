import { expect, loginDialog, submitLoginDialog, test, userMenuButton } from "./fixtures";

test("[USER][GUARD] the user centre without a login lands on the home page, asking to log in", async ({
  page,
}) => {
  await page.goto("/user");
  await expect(page).toHaveURL("/");
  await expect(loginDialog(page)).toBeVisible();
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

test("[USER][GUARD] a visitor sent home from a user page logs in and returns to it", async ({ page }) => {
  await page.goto("/user/complaint?status=back");
  await expect(page).toHaveURL("/");
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();

  await submitLoginDialog(dialog);
  await expect(page).toHaveURL("/user/complaint?status=back");
  await expect(userMenuButton(page)).toBeVisible();
});

test("[USER][GUARD] a return address off the site is ignored after logging in", async ({ page }) => {
  await page.goto("/?login=1&redirect=//evil.example/user");
  await expect(page).toHaveURL("/");
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  await submitLoginDialog(dialog);
  await expect(userMenuButton(page)).toBeVisible();
  await expect(page).toHaveURL("/");
});
