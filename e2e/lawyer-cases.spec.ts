import { randomInt } from "node:crypto";
import { fileComplaint } from "./complaint-form";
import { expect, login, test } from "./fixtures";
import {
  applyOnLawyerSite,
  lawyerLoginByScan,
  openEntrustFromLaw,
  submitEntrustment,
  verifyInConsole,
} from "./lawyer-site";
import { approveInConsole, memberId, moderatorPage } from "./lifecycle-actors";

// The whole lawyer road (docs/decisions/049, 050, 052): a lawyer joins through the lawyer site and is
// verified, a consumer entrusts a complaint to them from /law, and the lawyer answers, reads the file,
// notes progress and closes the case on the lawyer site while the consumer follows on /law/entrust.

const PLAN = "先向商家发送律师函，十五日内无回复则代为提起诉讼。";
const NOTE = "律师函已寄出，商家已签收。";
const QUESTION = "商家签收后还需要我补充什么材料吗？";
const ANSWER = "请补充预付卡的购买凭证照片。";
const OUTCOME = "商家同意退还预付卡余额并已到账。";

test("[LAWYER][CASE] a lawyer joins, takes an entrusted complaint on the lawyer site and closes it, the consumer following every step", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const application = {
    realName: "林晓雯",
    licenseNo: `13301201510${String(randomInt(0, 1_000_000)).padStart(6, "0")}`,
    lawFirm: "临澄明理律师事务所",
    city: "丽水市",
  };
  // The lawyer's phone (`page`): they apply as a member of their own and staff verify them.
  await page.goto("/");
  await login(page);
  await applyOnLawyerSite(page, application);
  await verifyInConsole(browser, application);
  const lawyerId = await memberId(page);

  // A consumer with a published complaint finds the new lawyer on /law and entrusts it to them.
  const consumer = await (await browser.newContext()).newPage();
  const title = `预付卡商家停业不退款${Date.now() % 100_000}`;
  const { id: complaintId } = await fileComplaint(consumer, title);
  await approveInConsole(await moderatorPage(browser), title);
  await openEntrustFromLaw(consumer, { id: lawyerId, ...application }, { id: complaintId, title });
  await submitEntrustment(consumer);

  // At their desk the lawyer opens the lawyer site's inbox, which asks for the lawyer login.
  const desk = await (await browser.newContext()).newPage();
  await desk.goto("/lawyer-site");
  await desk
    .getByRole("navigation", { name: "律师服务导航" })
    .first()
    .getByRole("link", { name: "收件箱与案件" })
    .click();
  await expect(desk.getByRole("heading", { name: "登录后查看委托与案件" })).toBeVisible();
  await lawyerLoginByScan(desk, page, desk.getByRole("main").getByRole("button", { name: "律师登录" }));
  const waiting = desk.getByRole("region", { name: /待答复的委托/ });
  await expect(waiting.getByText(/剩余(1天23小时|2天)，逾期自动失效/)).toBeVisible();
  await waiting.getByRole("link", { name: title }).click();
  await expect(desk).toHaveURL(/\/lawyer-site\/cases\/\d+$/);
  await expect(desk.getByText("待答复", { exact: true })).toBeVisible();

  await desk.getByRole("button", { name: "接受委托并报价" }).click();
  await expect(desk.getByText("请填写报价")).toBeVisible();
  await desk.getByLabel(/报价/).fill("3000");
  await desk.getByLabel(/办理方案/).fill(PLAN);
  await desk.getByRole("button", { name: "接受委托并报价" }).click();
  await expect(desk.getByText("已接受，待委托人确认报价")).toBeVisible();

  await consumer.goto(`/law/entrust/${complaintId}`);
  await expect(consumer.getByText("3000.00元（律师报价，平台不加收费用）")).toBeVisible();
  await expect(consumer.getByText(PLAN)).toBeVisible();
  await consumer.getByRole("button", { name: "确认报价，开始办理" }).click();
  await expect(consumer.getByText("办理中", { exact: true })).toBeVisible();

  await desk.reload();
  await expect(desk.getByText("办理中", { exact: true })).toBeVisible();
  await desk.getByRole("button", { name: "查阅投诉材料" }).click();
  await expect(desk.getByRole("heading", { name: "投诉内容" })).toBeVisible();
  await expect(desk.getByText(/^1\d{10}$/)).toBeVisible();
  await expect(desk.getByText(/^林律师于.+查阅$/)).toHaveCount(1);
  await desk.getByLabel(/新的进展/).fill(NOTE);
  await desk.getByRole("button", { name: "记录进展" }).click();
  await expect(desk.getByRole("listitem").filter({ hasText: NOTE })).toBeVisible();

  await consumer.reload();
  await expect(consumer.getByText(NOTE)).toBeVisible();

  // The two talk on the case: the consumer asks, the lawyer answers, each on their own page, where
  // the other's message appears without a reload (decision 101).
  await consumer.getByLabel(/给律师发消息/).fill(QUESTION);
  await consumer.getByRole("button", { name: "发送", exact: true }).click();
  await expect(consumer.getByRole("list", { name: "消息" }).getByText(QUESTION)).toBeVisible();
  const deskMessages = desk.getByRole("region", { name: "与委托人的消息" });
  await expect(deskMessages.getByText(QUESTION)).toBeVisible();
  await deskMessages.getByLabel(/给委托人发消息/).fill(ANSWER);
  await deskMessages.getByRole("button", { name: "发送", exact: true }).click();
  await expect(deskMessages.getByText(ANSWER)).toBeVisible();
  await expect(consumer.getByRole("list", { name: "消息" }).getByText(ANSWER)).toBeVisible();

  await desk.getByLabel(/办理结果/).fill(OUTCOME);
  await desk.getByRole("button", { name: "结案", exact: true }).click();
  await expect(desk.getByText("已结案", { exact: true })).toBeVisible();
  await expect(desk.getByRole("button", { name: "查阅投诉材料" })).toHaveCount(0);
  await expect(desk.getByRole("button", { name: "记录进展" })).toHaveCount(0);

  await consumer.reload();
  await expect(consumer.getByText(OUTCOME)).toBeVisible();
  await expect(consumer.getByText(/^林律师于\d{4}.+查阅了你的投诉材料$/)).toHaveCount(1);

  // A lawyer at work who comes to the lawyer site lands in their inbox.
  await desk.goto("/lawyer-site");
  await expect(desk).toHaveURL(/\/lawyer-site\/inbox$/);
  await expect(desk.getByRole("region", { name: /已结案/ }).getByRole("link", { name: title })).toBeVisible();
});
