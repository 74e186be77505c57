import { agreementSummary, invitationDueAt, mediationDueAt, shanghaiDay, shiftDay } from "@tousu/domain";
import { sql } from "drizzle-orm";
import * as schema from "../schema";
import type { SeedDatabase } from "./insert-rows";
import { DAY_MS } from "./population";
import type { WriteTracker } from "./write-tracker";

type Candidate = {
  id: number;
  user_id: number;
  enterprise_id: number;
};

/**
 * Two mediations for the demo (decision 051): one agreed, its terms on the complaint's timeline, and
 * one in progress with the demo moderator (who also holds the mediator role) as mediator. Both are about stalled complaints of the demo
 * enterprise, the demo consumers' first, so the demo logins find them.
 */
export async function seedMediations(
  db: SeedDatabase,
  tracker: WriteTracker,
  nowMs: number,
  input: { enterpriseId: number; mediatorId: number; consumerIds: readonly number[] },
): Promise<void> {
  const result = await db.execute<Candidate>(sql`
    select id, user_id, enterprise_id from complaints
    where dispatched_at is not null and not is_hidden and status <> 'completed'
      and (is_overdue or close_reason = 'no_response' or (appeal_count > 0 and status = 'replied'))
      and (status <> 'closed' or close_reason = 'no_response')
    order by enterprise_id = ${input.enterpriseId} desc,
      user_id in (${sql.join(
        input.consumerIds.map((id) => sql`${id}`),
        sql`, `,
      )}) desc, id desc
    limit 2`);
  const [agreed, running] = result.rows;
  if (!agreed || !running) return;

  const requestedAt = (daysAgo: number) => new Date(nowMs - daysAgo * DAY_MS);
  const mediation = (complaint: Candidate, daysAgo: number) => ({
    complaintId: Number(complaint.id),
    consumerId: Number(complaint.user_id),
    enterpriseId: Number(complaint.enterprise_id),
    mediatorId: input.mediatorId,
    reason: "商家超过期限没有处理，希望平台出面调解。",
    respondDueAt: invitationDueAt(requestedAt(daysAgo)),
    respondedAt: requestedAt(daysAgo - 1),
    dueAt: mediationDueAt(requestedAt(daysAgo - 1)),
    createdAt: requestedAt(daysAgo),
    updatedAt: requestedAt(daysAgo - 2),
  });
  const [agreedRow, runningRow] = await db
    .insert(schema.mediations)
    .values([
      { ...mediation(agreed, 20), state: "agreed" as const, closedAt: requestedAt(12) },
      { ...mediation(running, 5), state: "in_progress" as const },
    ])
    .returning({ id: schema.mediations.id });

  const today = shanghaiDay(new Date(nowMs));
  const terms = {
    companyTerms: "收到退货后退还全部货款",
    companyDueOn: shiftDay(today, -5),
    consumerTerms: "寄回商品及配件，运费由商家承担",
    consumerDueOn: shiftDay(today, -8),
  };
  await db.insert(schema.mediationAgreements).values({
    mediationId: agreedRow!.id,
    ...terms,
    draftedBy: input.mediatorId,
    draftedAt: requestedAt(14),
    consumerConfirmedAt: requestedAt(13),
    companyConfirmedAt: requestedAt(12),
  });
  await db.insert(schema.mediationEntries).values([
    {
      mediationId: agreedRow!.id,
      side: "mediator" as const,
      kind: "message" as const,
      content: "双方好，我是本次调解员，请各自说明诉求。",
      createdAt: requestedAt(18),
    },
    {
      mediationId: runningRow!.id,
      authorId: Number(running.user_id),
      side: "consumer" as const,
      kind: "message" as const,
      content: "产品收到后无法正常使用，希望退货退款。",
      createdAt: requestedAt(3),
    },
    {
      mediationId: runningRow!.id,
      side: "company" as const,
      kind: "proposal" as const,
      content: "可以为您换新一台，或退款九成。",
      createdAt: requestedAt(2),
    },
    {
      mediationId: runningRow!.id,
      authorId: input.mediatorId,
      side: "mediator" as const,
      kind: "message" as const,
      content: "请投诉人考虑商家的方案，明天前答复。",
      createdAt: requestedAt(1),
    },
  ]);
  await db.insert(schema.complaintOperatorStream).values({
    complaintId: Number(agreed.id),
    actorType: "platform",
    action: "mediation_agreed",
    content: agreementSummary(terms),
    createdAt: requestedAt(12),
  });
  tracker.counts.mediations = 2;
}
