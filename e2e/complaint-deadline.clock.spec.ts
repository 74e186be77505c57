import { readFile } from "node:fs/promises";
import { DEADLINE_STEP_CONTENT } from "@tousu/domain";
import { fileComplaint } from "./complaint-form";
import { expect, test } from "./fixtures";
import { approveInConsole, moderatorPage, query, serverNow } from "./lifecycle-actors";

// Runs in the "clock" project, after every other spec: it moves the server's clock past a deadline.

const DEMO_ENTERPRISE_OWNER = "13900000021";

test("[LIFECYCLE][DEADLINE] the company stays silent: reminded the day before, flagged 超时 by the deadline job once 5 working days have passed", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `扫地机器人无法充电${Date.now() % 100_000}`;
  const { id } = await fileComplaint(page, title);
  const moderator = await moderatorPage(browser);
  await approveInConsole(moderator, title);

  await page.goto(`/tousu/${id}`);
  await expect(page.getByText("商家响应截止").first()).toBeVisible();
  await expect(page.getByText("超时", { exact: true })).toHaveCount(0);

  // The deadline counts working days from whatever day this runs on (decision 116): move the
  // server's test clock (nothing sleeps) to half a day before it, then past it.
  const [row] = await query<{ due: Date }>("select response_due_at as due from complaints where id = $1", [
    id,
  ]);
  const daysUntilDue = ((row?.due.getTime() ?? 0) - (await serverNow(page)).getTime()) / 86_400_000;
  expect(daysUntilDue).toBeGreaterThan(5);
  const dayBefore = await page.request.post("/api/testing/clock", { data: { days: daysUntilDue - 0.5 } });
  expect((await dayBefore.json()).data.jobs.failed).toBe(0);
  const outbox = await readFile(process.env.E2E_SMS_OUTBOX ?? "", "utf8");
  const reminders = outbox
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { phone: string; purpose: string; subject?: string; event?: string })
    .filter(
      (sms) =>
        sms.purpose === "notice" &&
        sms.phone === DEMO_ENTERPRISE_OWNER &&
        title.startsWith(sms.subject?.replace("…", "") ?? "-"),
    );
  expect(reminders.map((sms) => sms.event)).toContain("距响应截止不足24小时");

  // Past the deadline with no response: the job flags it, publicly and for good.
  await page.request.post("/api/testing/clock", { data: { days: 0.6 } });
  await page.reload();
  await expect(page.getByText("超时", { exact: true }).first()).toBeVisible();
  await expect(page.getByText(DEADLINE_STEP_CONTENT.overdue).first()).toBeVisible();
  const [flagged] = await query<{ is_overdue: boolean; status: string }>(
    "select is_overdue, status from complaints where id = $1",
    [id],
  );
  expect(flagged).toEqual({ is_overdue: true, status: "dispatched" });
});
