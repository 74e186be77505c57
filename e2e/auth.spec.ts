import { expect, login, test, userMenuButton } from "./fixtures";

test("[AUTH][SMS-LOGIN] logs in by SMS code, stays logged in after a reload, logs out", async ({
  page,
  context,
}) => {
  await page.goto("/");
  const phone = await login(page);

  await expect(userMenuButton(page)).toBeVisible();
  const cookie = (await context.cookies()).find((item) => item.name === "web-token");
  expect(cookie?.value).toBeTruthy();
  expect(cookie?.sameSite).toBe("Lax");

  // The server renders the logged-in header from the cookie.
  await page.reload();
  await expect(userMenuButton(page)).toBeVisible();

  await userMenuButton(page).click();
  await expect(page.getByText(`${phone.slice(0, 3)}****${phone.slice(-4)}`)).toBeVisible();
  await page.getByRole("link", { name: "个人中心" }).click();
  await expect(page).toHaveURL("/user");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await userMenuButton(page).click();
  await page.getByRole("button", { name: "退出登录" }).first().click();
  // Logging out on a user page leaves it for the home page.
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("banner").getByRole("button", { name: "登录 / 注册" })).toBeVisible();
  expect((await context.cookies()).some((item) => item.name === "web-token")).toBe(false);

  await page.reload();
  await expect(page.getByRole("banner").getByRole("button", { name: "登录 / 注册" })).toBeVisible();
});

test("[AUTH][SMS-LOGIN] explains what is wrong before sending anything", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "登录 / 注册" }).click();
  const dialog = page.getByRole("dialog", { name: "登录 / 注册" });

  await dialog.getByRole("button", { name: "获取验证码" }).click();
  await expect(dialog.getByText("请输入手机号")).toBeVisible();

  await dialog.getByLabel("手机号").fill("2345");
  await dialog.getByRole("button", { name: "登录", exact: true }).click();
  await expect(dialog.getByText("请输入正确的11位手机号")).toBeVisible();
  await expect(dialog.getByLabel("手机号")).toBeFocused();
});
