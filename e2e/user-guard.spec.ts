import { expect, randomPhone, requestSmsCode, test, userMenuButton } from "./fixtures";

test("[USER][GUARD] the user centre without a login lands on the home page, asking to log in", async ({
  page,
}) => {
  await page.goto("/user");
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("dialog", { name: "登录 / 注册" })).toBeVisible();
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
  const dialog = page.getByRole("dialog", { name: "登录 / 注册" });
  await expect(dialog).toBeVisible();

  const phone = randomPhone();
  await dialog.getByLabel("手机号").fill(phone);
  await dialog.getByLabel("验证码", { exact: true }).fill(await requestSmsCode(dialog, phone, "login"));
  await dialog.getByLabel("我已阅读并同意《用户协议》《隐私政策》").check();
  await dialog.getByRole("button", { name: "登录", exact: true }).click();

  await expect(page).toHaveURL("/user/complaint?status=back");
  await expect(dialog).toBeHidden();
  await expect(userMenuButton(page)).toBeVisible();
});

test("[USER][GUARD] a return address off the site is ignored after logging in", async ({ page }) => {
  await page.goto("/?login=1&redirect=//evil.example/user");
  await expect(page).toHaveURL("/");
  const dialog = page.getByRole("dialog", { name: "登录 / 注册" });
  await expect(dialog).toBeVisible();
  const phone = randomPhone();
  await dialog.getByLabel("手机号").fill(phone);
  await dialog.getByLabel("验证码", { exact: true }).fill(await requestSmsCode(dialog, phone, "login"));
  await dialog.getByLabel("我已阅读并同意《用户协议》《隐私政策》").check();
  await dialog.getByRole("button", { name: "登录", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(userMenuButton(page)).toBeVisible();
  await expect(page).toHaveURL("/");
});
