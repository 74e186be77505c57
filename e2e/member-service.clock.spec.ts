import { formatDateTime } from "@tousu/domain";
import { fileComplaintThroughApi } from "./complaint-through-api";
import { expect, login, test } from "./fixtures";
import { approveInConsole, memberId, moderatorPage, query, serverNow } from "./lifecycle-actors";

// Runs in the "clock" project, after every other spec: it moves the server's clock a week forward.
// The membership is made below the browser (buying it is vip.spec's): this is about what it gives.

test("[VIP][SERVICE] a member's complaint is audited first with its target, and followed up by staff once its company stays silent", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.goto("/");
  await login(page);
  // Whatever the server's clock says after the other clock specs, the membership runs.
  await query(
    "insert into vip_memberships (user_id, plan_name, ends_at) values ($1, '年度会员', now() + interval '10 years')",
    [await memberId(page)],
  );
  const token = (await page.context().cookies()).find((cookie) => cookie.name === "web-token")?.value;
  if (!token) throw new Error("logging in set no web-token cookie");
  const title = `空气炸锅涂层脱落${Date.now() % 100_000}`;
  const id = await fileComplaintThroughApi(page.request, token, title);
  const [target] = await query<{ due: Date }>(
    "select audit_due_at as due from member_complaint_priorities where complaint_id = $1",
    [id],
  );
  if (!target) throw new Error("the member's complaint has no audit target");

  // The moderator's queue: first, marked 加急, with its target time.
  const moderator = await moderatorPage(browser);
  const firstRow = moderator.locator(".ant-table-tbody tr.ant-table-row").first();
  await expect(firstRow).toContainText(title);
  await expect(firstRow).toContainText("VIP 加急");
  await expect(firstRow).toContainText(formatDateTime(target.due));

  await page.goto(`/user/complaint/${id}`);
  await expect(page.getByRole("region", { name: "会员服务" })).toContainText(formatDateTime(target.due));

  await approveInConsole(moderator, title);

  // Just past the first-response deadline (5 working days) without a word from the company: the
  // deadline job flags it 超时 and opens the staff follow-up.
  const [row] = await query<{ due: Date }>("select response_due_at as due from complaints where id = $1", [
    id,
  ]);
  const daysUntilDue = ((row?.due.getTime() ?? 0) - (await serverNow(page)).getTime()) / 86_400_000;
  const pastDue = await page.request.post("/api/testing/clock", { data: { days: daysUntilDue + 0.1 } });
  expect((await pastDue.json()).data.jobs.failed).toBe(0);
  await moderator.goto("/admin/member-follow-ups");
  const task = moderator.locator(".ant-table-tbody tr.ant-table-row").filter({ hasText: title });
  await expect(task).toContainText("待领取");
  await task.getByRole("button", { name: /领\s*取/ }).click();
  await expect(task).toContainText("跟进中");

  await page.reload();
  await expect(page.getByRole("region", { name: "会员服务" })).toContainText("专人督办中");
});
