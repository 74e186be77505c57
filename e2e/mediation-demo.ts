import type { Browser, Page } from "@playwright/test";
import { login } from "./fixtures";
import { lawyerLoginByScan, makeVerifiedLawyer } from "./lawyer-site";
import { memberId, query } from "./lifecycle-actors";

/**
 * A published complaint of the demo enterprise (云杉优选) awaiting the company's first answer, without
 * a mediation or an entrustment, given to the consumer signed in on `page` and marked as past its
 * first-response deadline. Tests run side by side: each takes a complaint not yet in that state,
 * skipping one another takes; only complaints older than any running test's are taken, and their
 * status is left as it is, so another test's complaint and the enterprise's figures stay untouched.
 */
export async function stalledComplaintOf(page: Page): Promise<{ id: number; title: string }> {
  const [complaint] = await query<{ id: number; title: string }>(
    `with taken as (
       select c.id from complaints c join brands b on b.id = c.brand_id
       where b.name = '云杉优选' and c.status = 'dispatched' and not c.is_overdue and not c.is_hidden
         and c.created_at < now() - interval '10 minutes'
         and not exists (select 1 from mediations m where m.complaint_id = c.id)
         and not exists (select 1 from entrustments e where e.complaint_id = c.id)
       order by c.id desc limit 1
       for update of c skip locked)
     update complaints set user_id = $1, is_overdue = true
     where id in (select id from taken)
     returning id, title`,
    [await memberId(page)],
  );
  if (!complaint) throw new Error("the seed has no published complaint of 云杉优选");
  return complaint;
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
