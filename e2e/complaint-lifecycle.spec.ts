import type { APIRequestContext } from "@playwright/test";
import { fileComplaint } from "./complaint-form";
import { expect, test } from "./fixtures";
import { approveInConsole, moderatorPage, operatorPage, query } from "./lifecycle-actors";

interface Figures {
  complaint_count: number;
  replied_count: number;
  completed_count: number;
  rating_count: number;
}

async function demoEnterpriseId(): Promise<number> {
  const [brand] = await query<{ enterprise_id: number }>(
    "select enterprise_id from brands where name = '云杉优选'",
  );
  if (!brand) throw new Error("the seed has no 云杉优选");
  return brand.enterprise_id;
}

async function figuresOf(request: APIRequestContext, enterpriseId: number): Promise<Figures> {
  const response = await request.get(`/api/enterprise/${enterpriseId}`);
  return (await response.json()).data.figures as Figures;
}

test("[LIFECYCLE] filed, approved in the console, answered in the portal, completed and rated; the enterprise's figures follow", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const enterpriseId = await demoEnterpriseId();
  const before = await figuresOf(page.request, enterpriseId);
  const title = `净化器异响要求退款${Date.now() % 100_000}`;

  // The consumer files; the complaint waits for review and is not public yet.
  const { id } = await fileComplaint(page, title);
  expect((await page.request.get(`/api/v2/complaint/${id}`)).status()).toBe(404);

  // A moderator approves it from the audit queue.
  const moderator = await moderatorPage(browser);
  await approveInConsole(moderator, title);

  // An agent of the brand's enterprise finds it in the portal inbox and replies with a refund.
  const operator = await operatorPage(browser);
  await operator.goto("/company/complaints");
  await operator.getByRole("link", { name: title }).click();
  await operator.getByRole("button", { name: "公开回复" }).click();
  const reply = operator.getByRole("dialog", { name: "公开回复" });
  // The outcome select's dropdown animates open; retry the pick until the amount field it reveals appears.
  await expect(async () => {
    await reply.getByLabel("处理结果").click();
    await operator.locator(".ant-select-item-option", { hasText: /^退款$/ }).click({ timeout: 3_000 });
    await expect(reply.getByLabel("退款金额（元）")).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await reply.getByLabel("退款金额（元）").fill("1299");
  await reply
    .getByLabel("回复内容")
    .fill("您好，经检测净化器电机存在质量问题，已为您办理全额退款1299元，请注意查收。");
  await reply.getByRole("button", { name: /发布回复/ }).click();
  await expect(operator.getByText("商家已回复").first()).toBeVisible();

  // The consumer sees the message (the header counts it), opens the complaint, completes and rates it.
  await page.goto("/user/message");
  await expect(page.getByRole("banner").getByRole("button", { name: /2条未读消息/ })).toBeVisible();
  await page
    .getByRole("navigation", { name: "消息类型" })
    .getByRole("link", { name: /投诉消息/ })
    .click();
  const message = page.locator("details", { hasText: "商家已回复（退款 1299元）" }).first();
  await message.locator("summary").click();
  await message.getByRole("link", { name: /查看详情/ }).click();
  await expect(page).toHaveURL(new RegExp(`/complaint/${id}$`));
  await expect(page.getByText("全额退款1299元").first()).toBeVisible();

  await page.getByRole("button", { name: "确认完成" }).click();
  await page.getByRole("dialog", { name: "确认完成投诉" }).getByRole("button", { name: "确认完成" }).click();
  await expect(page.getByText("已完成").first()).toBeVisible();
  await page.getByRole("button", { name: "评价商家" }).click();
  const rating = page.getByRole("dialog", { name: "评价商家处理" });
  for (const score of ["服务态度", "处理速度", "满意度"]) {
    await rating
      .getByRole("group", { name: score })
      .getByRole("radio", { name: "5星" })
      .check({ force: true });
  }
  await rating.getByRole("button", { name: "提交评价" }).click();
  await expect(rating).toBeHidden();
  await expect(page.getByRole("img", { name: "5星" }).first()).toBeVisible();

  // The public page shows the whole road, and the enterprise's figures counted it.
  await page.goto(`/tousu/${id}`);
  for (const step of ["平台审核通过", "全额退款1299元", "投诉人确认问题已解决"]) {
    await expect(page.getByText(step).filter({ visible: true }).first()).toBeVisible();
  }
  const after = await figuresOf(page.request, enterpriseId);
  // Specs running beside this one publish complaints of the demo enterprise too (the lawyer and
  // mediation specs), so its complaint count grows by this one at least; none of them answers,
  // completes or rates one.
  expect(after.complaint_count).toBeGreaterThanOrEqual(before.complaint_count + 1);
  expect(after).toMatchObject({
    replied_count: before.replied_count + 1,
    completed_count: before.completed_count + 1,
    rating_count: before.rating_count + 1,
  });
  await page.goto(`/enterprise/${enterpriseId}`);
  const complaintsCard = page.locator("div", { has: page.getByText("投诉量", { exact: true }) }).last();
  await expect(complaintsCard.getByText(String(after.complaint_count), { exact: true })).toBeVisible();
});
