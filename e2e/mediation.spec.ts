import type { Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { expect, login, randomPhone, readSmsCode, test } from "./fixtures";
import { mediatorPage, operatorPage, query } from "./lifecycle-actors";
import { newLawyerComputer, stalledComplaintOf } from "./mediation-demo";

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
  const complaint = await stalledComplaintOf(page);

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

  const mediator = await mediatorPage(browser);
  await mediator.goto("/admin/mediations");
  await mediator
    .getByRole("row", { name: new RegExp(complaint.title) })
    .getByRole("button", { name: /接手调解/ })
    .click();
  await mediator.getByLabel("商家履行事项").fill("收到退货后退还全部货款");
  await mediator.getByLabel("商家履行期限").fill("2099-01-20");
  await mediator.getByLabel("投诉人履行事项").fill("寄回商品及全部配件");
  await mediator.getByLabel("投诉人履行期限").fill("2099-01-10");
  await mediator.getByRole("button", { name: /起草协议/ }).click();
  await expect(mediator.getByText("投诉人未确认，商家未确认")).toBeVisible();

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

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

/** No serious accessibility violation on `page` as it stands, at a desk and on a phone. */
async function expectAccessible(page: Page, what: string): Promise<void> {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    expect.soft(await seriousViolations(page), `${what} at ${viewport.width} px`).toEqual([]);
  }
  await page.setViewportSize(VIEWPORTS[0]);
}

test("[MEDIATION][LAWYER] staff hand a mediation to a lawyer who offers to mediate; the lawyer declares no conflict and runs the room, and both parties read the declaration", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.goto("/");
  await login(page);
  const complaint = await stalledComplaintOf(page);
  await page.goto(`/complaint/accelerate/${complaint.id}`);
  const panel = page.getByRole("region", { name: "平台调解" });
  await panel.getByLabel("申请理由").fill("商家一直没有处理退款，希望律师主持调解");
  await panel.getByRole("button", { name: "申请调解" }).click();
  await expect(panel.getByText("待商家同意")).toBeVisible();

  const operator = await operatorPage(browser);
  await operator.goto("/company/mediations");
  await operator.getByRole("link", { name: complaint.title }).click();
  await operator.getByRole("button", { name: /同意调解/ }).click();
  await expect(operator.getByText("待分配调解员")).toBeVisible();

  const { computer: lawyer, lawFirm } = await newLawyerComputer(browser);
  await lawyer.goto("/lawyer-site/mediations");
  await expect(lawyer.getByRole("heading", { name: "我的调解", exact: true })).toBeVisible();
  await lawyer.getByRole("button", { name: "开通调解服务" }).click();
  await expect(lawyer.getByRole("button", { name: "暂停调解服务" })).toBeVisible();

  const mediator = await mediatorPage(browser);
  await mediator.goto("/admin/mediations");
  await mediator
    .getByRole("row", { name: new RegExp(complaint.title) })
    .getByRole("button", { name: /交给律师调解员/ })
    .click();
  const dialog = mediator.getByRole("dialog", { name: "交给律师调解员" });
  await dialog.getByRole("combobox", { name: "律师调解员" }).click();
  await mediator.locator(".ant-select-item-option", { hasText: lawFirm }).click();
  await dialog.getByRole("button", { name: "交给该律师" }).click();
  await expect(mediator.getByText(/已交给律师调解员/)).toBeVisible();

  await lawyer.reload();
  const item = lawyer.getByRole("listitem").filter({ hasText: complaint.title });
  await expect(item.getByText(/本人声明/)).toBeVisible();
  await expectAccessible(lawyer, "the lawyer's mediations with a declaration to make");
  await item.getByRole("button", { name: "声明无利益冲突" }).click();
  await expect(item.getByText("请确认无利益冲突声明")).toBeVisible();
  await item.getByRole("checkbox", { name: "我确认以上声明属实" }).check();
  await item.getByRole("button", { name: "声明无利益冲突" }).click();
  await item.getByRole("link", { name: "进入调解室" }).click();
  await expect(lawyer.getByRole("heading", { name: "调解室" })).toBeVisible();
  const [mediation] = await query<{ id: number }>("select id from mediations where complaint_id = $1", [
    complaint.id,
  ]);
  // The consumer waits in the room: the mediator's message comes to their page without a reload
  // (decision 101).
  await page.goto(`/mediation/${mediation!.id}`);
  await expect(page.getByRole("heading", { name: "调解室" })).toBeVisible();
  await lawyer.getByLabel("写消息").fill("双方好，我是本案的律师调解员，请各自说明诉求。");
  await lawyer.getByRole("button", { name: "发送" }).click();
  await expect(lawyer.getByText("请各自说明诉求")).toBeVisible();
  await expect(page.getByText("请各自说明诉求")).toBeVisible();
  await lawyer.getByLabel("商家履行事项").fill("收到退货后退还全部货款");
  await lawyer.getByLabel("商家履行期限").fill("2099-01-20");
  await lawyer.getByLabel("投诉人履行事项").fill("寄回商品及全部配件");
  await lawyer.getByLabel("投诉人履行期限").fill("2099-01-10");
  await lawyer.getByRole("button", { name: "起草协议" }).click();
  await expect(lawyer.getByRole("heading", { name: "调解协议", exact: true })).toBeVisible();
  // Scanned as it opens, not while the 起草协议 button is still fading back from its pending colour.
  await lawyer.reload();
  await expect(lawyer.getByRole("heading", { name: "调解协议", exact: true })).toBeVisible();
  await expectAccessible(lawyer, "the lawyer mediator's room");

  await page.reload();
  await expect(page.getByText("律师调解员", { exact: true })).toBeVisible();
  await expect(page.getByText(/声明无利益冲突/)).toBeVisible();
  await expect(page.getByText("请各自说明诉求", { exact: false })).toBeVisible();
  await expectAccessible(page, "the consumer's room with a lawyer mediator");
  // The company's room read itself again when the mediator wrote, mediator and all, without a reload.
  await expect(operator.getByText(/调解员：律师调解员/)).toBeVisible();
  await expect(operator.getByText("请各自说明诉求")).toBeVisible();
});
