import { readFile } from "node:fs/promises";
import { fileComplaint } from "./complaint-form";
import { expect, test } from "./fixtures";
import { approveInConsole, moderatorPage, query } from "./lifecycle-actors";

// Runs in the "clock" project, after every other spec: it moves the server's clock a week forward.

const DEMO_ENTERPRISE_OWNER = "13900000021";

test("[LIFECYCLE][DEADLINE] the company stays silent: reminded on day 6, flagged 超时 on day 7 by the deadline job", async ({
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

  // Six and a half days later (the server's test clock; nothing sleeps): the company is reminded.
  const sixDays = await page.request.post("/api/testing/clock", { data: { days: 6.5 } });
  expect((await sixDays.json()).data.jobs.failed).toBe(0);
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

  // Past day 7 with no response: the job flags it, publicly and for good.
  await page.request.post("/api/testing/clock", { data: { days: 0.6 } });
  await page.reload();
  await expect(page.getByText("超时", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("商家超过7天未响应，已标记为超时").first()).toBeVisible();
  const [row] = await query<{ is_overdue: boolean; status: string }>(
    "select is_overdue, status from complaints where id = $1",
    [id],
  );
  expect(row).toEqual({ is_overdue: true, status: "dispatched" });
});
