import type { Page } from "@playwright/test";
import { expect, login, randomPhone, readSmsCode, test } from "./fixtures";
import { memberId, moderatorPage, operatorPage, query } from "./lifecycle-actors";

/** Asks for the confirmation code, again after the one-a-minute wait if the phone just had a login code. */
async function sendConfirmCode(page: Page): Promise<void> {
  await expect(async () => {
    const answer = page.waitForResponse((response) => response.url().endsWith("/agreement/sms"));
    await page.getByRole("button", { name: /发送验证码到我的手机/ }).click();
    expect((await (await answer).json()).code).toBe(200);
  }).toPass({ timeout: 90_000, intervals: [5_000] });
}

test("[MEDIATION] a stalled complaint goes to mediation: the company consents, a mediator drafts, both confirm by SMS, the timeline shows the terms", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.goto("/");
  const consumerPhone = await login(page);
  // A published complaint of the demo enterprise, given to this consumer and put back to the company
  // having missed its first-response deadline.
  const [complaint] = await query<{ id: number; title: string }>(
    `update complaints set user_id = $1, status = 'dispatched', is_overdue = true, close_reason = null
     where id = (
       select c.id from complaints c join brands b on b.id = c.brand_id
       where b.name = '云杉优选' and c.dispatched_at is not null and not c.is_hidden
         and not exists (select 1 from mediations m where m.complaint_id = c.id)
       order by c.id desc limit 1)
     returning id, title`,
    [await memberId(page)],
  );
  if (!complaint) throw new Error("the seed has no published complaint of 云杉优选");

  await page.goto(`/complaint/accelerate/${complaint.id}`);
  const panel = page.getByRole("region", { name: "平台调解" });
  await panel.getByLabel("申请理由").fill("商家超过七天没有任何回应，希望平台调解");
  await panel.getByRole("button", { name: "申请调解" }).click();
  await expect(panel.getByText("待商家同意")).toBeVisible();
  await expect(panel.getByText("调解不代表对任何一方责任的认定")).toBeVisible();

  const operatorPhone = randomPhone();
  const operator = await operatorPage(browser, operatorPhone);
  await operator.goto("/company/mediations");
  await operator.getByRole("link", { name: complaint.title }).click();
  await operator.getByRole("button", { name: /同意调解/ }).click();
  await expect(operator.getByText("待分配调解员")).toBeVisible();

  const moderator = await moderatorPage(browser);
  await moderator.goto("/admin/mediations");
  await moderator
    .getByRole("row", { name: new RegExp(complaint.title) })
    .getByRole("button", { name: /接手调解/ })
    .click();
  await moderator.getByLabel("商家履行事项").fill("收到退货后退还全部货款");
  await moderator.getByLabel("商家履行期限").fill("2099-01-20");
  await moderator.getByLabel("投诉人履行事项").fill("寄回商品及全部配件");
  await moderator.getByLabel("投诉人履行期限").fill("2099-01-10");
  await moderator.getByRole("button", { name: /起草协议/ }).click();
  await expect(moderator.getByText("投诉人未确认，商家未确认")).toBeVisible();

  await page.goto(`/complaint/accelerate/${complaint.id}`);
  await page.getByRole("link", { name: "进入调解室" }).click();
  await expect(page.getByRole("heading", { name: "调解协议" })).toBeVisible();
  await sendConfirmCode(page);
  await page.getByLabel("短信验证码").fill(await readSmsCode(consumerPhone, "mediation"));
  await page.getByRole("button", { name: "确认协议" }).click();
  await expect(page.getByText(/投诉人已确认，商家未确认/)).toBeVisible();

  await operator.reload();
  await sendConfirmCode(operator);
  await operator.getByLabel("短信验证码").fill(await readSmsCode(operatorPhone, "mediation"));
  await operator.getByRole("button", { name: /确认协议/ }).click();
  await expect(operator.getByText("已达成调解协议").first()).toBeVisible();

  await page.goto(`/tousu/${complaint.id}`);
  await expect(page.getByText("达成调解协议").first()).toBeVisible();
  await expect(page.getByText(/商家：收到退货后退还全部货款（2099-01-20前）/)).toBeVisible();
  const statement = page.getByRole("region", { name: "平台调解" });
  await expect(statement.getByText("已达成调解协议")).toBeVisible();
  await expect(statement.getByText("调解不代表对任何一方责任的认定")).toBeVisible();
});
