import { expect, login, test, userMenuButton } from "./fixtures";

test("[USER][PROFILE] edits the nickname, with the rule explained beside the field", async ({ page }) => {
  await page.goto("/");
  await login(page);
  await userMenuButton(page).click();
  await page.getByRole("link", { name: "个人中心" }).click();

  await page.getByRole("button", { name: "修改昵称" }).click();
  await page.getByLabel("昵称").fill("x");
  await page.getByRole("button", { name: "保存" }).click();
  await expect(page.getByText("昵称至少2个字")).toBeVisible();

  await page.getByLabel("昵称").fill("维权小能手");
  await page.getByRole("button", { name: "保存" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "维权小能手" })).toBeVisible();
  // The header shows the new name without a reload, and keeps it after one.
  await expect(userMenuButton(page)).toContainText("维权小能手");
  await page.reload();
  await expect(userMenuButton(page)).toContainText("维权小能手");
});
