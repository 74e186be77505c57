import type { Page } from "@playwright/test";
import { DEMO_PHONES } from "@tousu/db/seed";
import { expect, login, randomPhone, requestSmsCode, test } from "./fixtures";
import { forgetPhoneOf, memberId, openidOf, query } from "./lifecycle-actors";

/** Opens the newest article and presses its like button. */
async function likeAnArticle(page: Page): Promise<void> {
  await page.goto("/article");
  await page
    .getByRole("region", { name: "最新文章" })
    .getByRole("article")
    .first()
    .getByRole("heading")
    .getByRole("link")
    .click();
  await page.getByRole("button", { name: /^点赞\s*\d/ }).click();
}

test("[BIND] an account without a phone that likes an article is asked to bind one, binds it and likes", async ({
  page,
}) => {
  await page.goto("/");
  await login(page);
  const id = await forgetPhoneOf(page);

  await likeAnArticle(page);
  const dialog = page.getByRole("dialog", { name: "绑定手机号" });
  await expect(dialog).toBeVisible();
  const phone = randomPhone();
  await dialog.getByLabel("手机号").fill(phone);
  await dialog.getByLabel("验证码", { exact: true }).fill(await requestSmsCode(dialog, phone, "bind"));
  await dialog.getByRole("button", { name: "绑定并登录" }).click();
  await expect(dialog).toBeHidden();

  expect(await memberId(page)).toBe(id);
  await page.getByRole("button", { name: /^点赞\s*\d/ }).click();
  await expect(page.getByRole("button", { name: /^已赞/ })).toHaveAttribute("aria-pressed", "true");
});

test("[BIND] a phone another account has is offered as a choice, and choosing it links WeChat to that account", async ({
  page,
}) => {
  // A seeded account no other spec logs in with, so no other code to the phone is waiting out its resend interval.
  const phone = DEMO_PHONES.secondConsumer;
  await page.goto("/");
  await login(page);
  const phonelessId = await forgetPhoneOf(page);
  await likeAnArticle(page);
  const dialog = page.getByRole("dialog", { name: "绑定手机号" });
  await dialog.getByLabel("手机号").fill(phone);
  await dialog.getByLabel("验证码", { exact: true }).fill(await requestSmsCode(dialog, phone, "bind"));
  await dialog.getByRole("button", { name: "绑定并登录" }).click();

  await expect(dialog.getByText("该手机号已注册，是否登录该账号并关联微信？")).toBeVisible();
  await dialog.getByRole("button", { name: "登录该账号并关联微信" }).click();
  await expect(dialog).toBeHidden();
  const ownerId = await memberId(page);
  expect(ownerId).not.toBe(phonelessId);
  expect(
    await query("select user_id from user_wechat_identities where openid = $1", [openidOf(phonelessId)]),
  ).toEqual([{ user_id: String(ownerId) }]);
  expect(await query("select id from users where id = $1", [phonelessId])).toEqual([]);

  await page.goto("/user");
  const security = page.getByRole("region", { name: "账号与安全" });
  await expect(security.getByText(`${phone.slice(0, 3)}****${phone.slice(-4)}`)).toBeVisible();
  await expect(security.getByText(/微信号 oE2e\*\*\*\*/)).toBeVisible();
  await security.getByRole("button", { name: "解除关联" }).click();
  await security.getByRole("button", { name: "确定解除" }).click();
  await expect(security.getByText("未关联微信")).toBeVisible();
});
