import type { Browser, Page } from "@playwright/test";
import { login } from "./fixtures";
import { lawyerLoginByScan, makeVerifiedLawyer } from "./lawyer-site";
import { memberId, query } from "./lifecycle-actors";

/**
 * A complaint of its own against the demo enterprise (云杉优选), filed by the consumer signed in on
 * `page` nine days ago, published and past the company's first-response deadline without an answer:
 * a copy of a published seeded complaint under a fresh id and number. Tests run side by side, so
 * none takes another's complaint or moves a complaint another test counts on.
 */
export async function stalledComplaintOf(page: Page): Promise<{ id: number; title: string }> {
  const stored = await query<{ name: string }>(
    `select column_name as name from information_schema.columns
     where table_name = 'complaints' and is_generated = 'NEVER' order by ordinal_position`,
  );
  const columns = stored.map(({ name }) => name).join(", ");
  const [complaint] = await query<{ id: number; title: string }>(
    `with source as (
       select c.* from complaints c join brands b on b.id = c.brand_id
       where b.name = '云杉优选' and c.dispatched_at is not null and not c.is_hidden
       order by c.id limit 1),
     fresh as (
       select nextval(pg_get_serial_sequence('complaints', 'id')) as id, nextval('complaint_sn_seq') as sn)
     insert into complaints (${columns})
     select ${columns} from jsonb_populate_record(null::complaints, (select to_jsonb(source) || jsonb_build_object(
       'id', fresh.id, 'sn', fresh.sn::text, 'user_id', $1::bigint,
       'title', left(source.title, 40) || '（' || fresh.id || '）',
       'status', 'dispatched', 'close_reason', null, 'is_overdue', true, 'overdue_at', now() - interval '2 days',
       'created_at', now() - interval '9 days', 'updated_at', now(), 'reviewed_at', now() - interval '9 days',
       'dispatched_at', now() - interval '9 days', 'replied_at', null, 'first_response_at', null,
       'completed_at', null, 'closed_at', null, 'is_auto_completed', false, 'appeal_count', 0,
       'response_due_at', now() - interval '2 days', 'reply_due_at', null, 'confirm_due_at', null,
       'clock_paused_at', null, 'view_count', 0, 'comment_count', 0, 'like_count', 0, 'follow_count', 0)
       from source, fresh))
     where exists (select 1 from source)
     returning id, title`,
    [await memberId(page)],
  );
  if (!complaint) throw new Error("the seed has no published complaint of 云杉优选");
  return { id: Number(complaint.id), title: complaint.title };
}

/**
 * A verified lawyer of its own (a new account, so no seeded client or entrustment makes a conflict),
 * signed in through the lawyer login on a computer of its own.
 */
export async function newLawyerComputer(browser: Browser): Promise<{ computer: Page; lawFirm: string }> {
  const phone = await (await browser.newContext()).newPage();
  await phone.goto("/");
  await login(phone);
  const lawyerId = await memberId(phone);
  const lawFirm = `澄湖律师事务所${lawyerId}`;
  await makeVerifiedLawyer(lawyerId, lawFirm);
  const computer = await (await browser.newContext()).newPage();
  await computer.goto("/");
  await lawyerLoginByScan(
    computer,
    phone,
    computer.getByRole("banner").getByRole("button", { name: "律师登录" }),
  );
  return { computer, lawFirm };
}

/** A stalled complaint given to the consumer signed in on `page`, and their request for mediation: its id. */
export async function requestedMediationOf(page: Page): Promise<number> {
  const complaint = await stalledComplaintOf(page);
  const token = (await page.context().cookies()).find((cookie) => cookie.name === "web-token")?.value;
  const response = await page.request.post(`/api/v2/complaint/${complaint.id}/mediation`, {
    headers: { authorization: `Bearer ${token}` },
    data: { reason: "商家超过七天没有回应，希望平台调解" },
  });
  const body = (await response.json()) as { code: number; data: { id: number } };
  if (body.code !== 200) throw new Error(`asking for mediation failed: ${JSON.stringify(body)}`);
  return body.data.id;
}
