import type { Page } from "@playwright/test";
import { DEMO_PHONES } from "@tousu/db/seed";
import { expect, randomPhone, requestSmsCode, test, userMenuButton } from "./fixtures";

// The lawyer login (docs/decisions/069-lawyer-login.md): the header's 律师登录
// opens the login dialog in lawyer mode, which logs in verified lawyers only.

async function openLawyerLogin(page: Page) {
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "律师登录" }).click();
  const dialog = page.getByRole("dialog", { name: "律师登录" });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function submitCode(page: Page, phone: string) {
  const dialog = page.getByRole("dialog", { name: "律师登录" });
  await dialog.getByLabel("手机号").fill(phone);
  await dialog.getByLabel("验证码", { exact: true }).fill(await requestSmsCode(dialog, phone, "login"));
  await dialog.getByLabel("我已阅读并同意《用户协议》《隐私政策》").check();
  await dialog.getByRole("button", { name: "登录", exact: true }).click();
}

const isLawyerInStore = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("tousu-user") ?? "{}").state?.is_lawyer ?? null);

test("[LAWYER][LOGIN] a verified lawyer logs in through 律师登录 and the store says is_lawyer", async ({
  page,
}) => {
  const dialog = await openLawyerLogin(page);
  await submitCode(page, DEMO_PHONES.lawyer);
  await expect(dialog).toBeHidden();
  await expect(userMenuButton(page)).toBeVisible();
  expect(await isLawyerInStore(page)).toBe(true);
});

test("[LAWYER][LOGIN] a phone that is no verified lawyer is told so and stays logged out", async ({
  page,
}) => {
  const dialog = await openLawyerLogin(page);
  await submitCode(page, randomPhone());
  await expect(dialog.getByText("该账号不是认证律师，无法使用律师登录，请使用普通登录")).toBeVisible();
  await expect(userMenuButton(page)).toBeHidden();
});
