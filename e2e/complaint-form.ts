import type { Page } from "@playwright/test";
import { expect, randomPhone, requestSmsCode } from "./fixtures";

// The complaint form, filled like a consumer does (shared by the filing and lifecycle scenarios).

/**
 * Step one: brand found by its pinyin initials (or only checked, when the arrival link chose it), the
 * first type, subtype, problem and appeal, an amount.
 */
export async function fillStepOne(page: Page, { brandChosen = false } = {}) {
  if (brandChosen) {
    await expect(page.getByText("已选择的投诉品牌")).toBeVisible();
    await expect(page.getByText("云杉优选", { exact: true })).toBeVisible();
  } else {
    await page.getByRole("combobox", { name: "投诉品牌" }).fill("ysyx");
    await page.getByRole("option", { name: /云杉优选/ }).click();
  }
  await page.getByRole("combobox", { name: "投诉类型", exact: true }).selectOption({ index: 1 });
  const subtype = page.getByRole("combobox", { name: "投诉子类型" });
  await expect(subtype).toBeEnabled();
  await subtype.selectOption({ index: 1 });
  await page.getByRole("group", { name: "投诉问题" }).getByRole("checkbox").first().check({ force: true });
  await page.getByRole("group", { name: "投诉诉求" }).getByRole("checkbox").first().check({ force: true });
  await page.getByRole("textbox", { name: "涉及金额" }).fill("1299");
}

/** The subtype's extra questions, whatever they are: a plausible answer for each. */
export async function fillAttributes(page: Page) {
  const details = page.getByRole("region", { name: "补充信息" });
  if ((await details.count()) === 0) return;
  for (const select of await details.getByRole("combobox").all()) await select.selectOption({ index: 1 });
  for (const input of await details.locator("input").all()) {
    const type = await input.getAttribute("type");
    const mode = await input.getAttribute("inputmode");
    await input.fill(type === "date" ? "2026-11-01" : mode === "decimal" ? "1299" : "YS20261101A88");
  }
}

export const STORY =
  "2026年11月1日在云杉优选购买了一台空气净化器，使用两周后出现明显异响，联系客服三次均被推诿，" +
  "要求退货退款。<script>alert('x')</script>订单截图和故障照片已上传。";

/**
 * A visitor files a complaint against 云杉优选 (the demo enterprise's brand) with a new phone and
 * lands on the accelerate page, logged in. `start` may carry arrival parameters (a collective to join,
 * whose brand the form then chooses: `brandChosen`).
 * Returns the complaint id and the phone.
 */
export async function fileComplaint(
  page: Page,
  title: string,
  start = "/complaint/create",
  options: { brandChosen?: boolean } = {},
): Promise<{ id: number; phone: string }> {
  await page.goto(start);
  await fillStepOne(page, options);
  await page.getByRole("button", { name: "下一步" }).click();
  await expect(page).toHaveURL(/\/complaint\/create\/two/);
  await page.getByRole("textbox", { name: "投诉内容" }).fill(STORY);
  await page.getByRole("textbox", { name: "投诉标题" }).fill(title);
  await fillAttributes(page);
  await page.getByRole("textbox", { name: "真实姓名" }).fill("林晓岚");
  const phone = randomPhone();
  await page.getByRole("textbox", { name: "手机号" }).fill(phone);
  await page
    .getByRole("textbox", { name: "短信验证码" })
    .fill(await requestSmsCode(page.getByRole("main"), phone, "complaint"));
  await page.getByRole("button", { name: "提交投诉" }).click();
  await expect(page).toHaveURL(/\/complaint\/accelerate\/\d+$/, { timeout: 20_000 });
  return { id: Number(page.url().split("/").at(-1)), phone };
}
