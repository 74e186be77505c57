import { readFile } from "node:fs/promises";
import { expect, login, test } from "./fixtures";
import { query } from "./lifecycle-actors";
import { stalledComplaintOf } from "./mediation-demo";

// Runs in the "clock" project, after every other spec: it moves the server's clock a week forward.

const DEMO_ENTERPRISE_OWNER = "13900000021";

/** The progress notices the offline SMS provider wrote for `phone`, as their event texts. */
async function noticeEvents(phone: string): Promise<string[]> {
  const outbox = await readFile(process.env.E2E_SMS_OUTBOX ?? "", "utf8");
  return outbox
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { phone: string; purpose: string; event?: string })
    .filter((sms) => sms.purpose === "notice" && sms.phone === phone)
    .map((sms) => sms.event ?? "");
}

test("[MEDIATION][LAPSE] the company never answers the invitation: it lapses on day 7 and the consumer sees what to do next", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto("/");
  const consumerPhone = await login(page);
  const complaint = await stalledComplaintOf(page);

  await page.goto(`/complaint/accelerate/${complaint.id}`);
  const panel = page.getByRole("region", { name: "平台调解" });
  await panel.getByLabel("申请理由").fill("商家一直没有回应，希望平台出面调解");
  await panel.getByRole("button", { name: "申请调解" }).click();
  await expect(panel.getByText("待商家同意")).toBeVisible();
  expect(await noticeEvents(DEMO_ENTERPRISE_OWNER)).toContainEqual(expect.stringContaining("申请平台调解"));

  // Seven days and a bit later (the server's test clock; nothing sleeps), the company never answered.
  const week = await page.request.post("/api/testing/clock", { data: { days: 7.1 } });
  expect((await week.json()).data.jobs.failed).toBe(0);
  const [mediation] = await query<{ id: number; state: string }>(
    "select id, state from mediations where complaint_id = $1",
    [complaint.id],
  );
  expect(mediation?.state).toBe("lapsed");
  expect(await noticeEvents(consumerPhone)).toContainEqual(expect.stringContaining("邀请已失效"));

  await page.reload();
  await expect(panel.getByText("商家未答复")).toBeVisible();
  await expect(panel.getByText(/拨打12315/)).toBeVisible();
  await expect(panel.getByRole("button", { name: "申请调解" })).toHaveCount(0);

  await page.goto(`/mediation/${mediation!.id}`);
  await expect(page.getByRole("heading", { name: "调解室" })).toBeVisible();
  await expect(page.getByText("商家未答复")).toBeVisible();
  await expect(page.getByText(/向人民法院提起诉讼/)).toBeVisible();
  await expect(page.getByRole("textbox", { name: /消息/ })).toHaveCount(0);
});
