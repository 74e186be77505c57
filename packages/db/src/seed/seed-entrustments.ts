import { type EntrustmentStatus, entrustmentAnswerDue } from "@tousu/domain";
import { and, asc, desc, isNotNull, notExists, notInArray, sql } from "drizzle-orm";
import * as schema from "../schema";
import type { SeedDatabase } from "./insert-rows";
import { DAY_MS, HOUR_MS } from "./population";
import type { WriteTracker } from "./write-tracker";

const {
  complaints,
  enterpriseMembers,
  enterprises,
  entrustmentFileViews,
  entrustmentNotes,
  entrustments,
  lawyerEnterpriseClients,
  mediations,
} = schema;

/** One scripted entrustment: its state and when each step happened, in hours before the seed's now. */
interface Script {
  status: EntrustmentStatus;
  /** Whether the demo lawyer (who logs in) has it, or another verified lawyer. */
  isDemoLawyers: boolean;
  requestedHoursAgo: number;
  note: string;
  answer?: { hoursAgo: number; quoteFen: number; plan: string } | { hoursAgo: number; declineReason: string };
  startedHoursAgo?: number;
  endedHoursAgo?: number;
  outcome?: string;
  rating?: number;
  progress?: readonly [hoursAgo: number, content: string][];
  fileViewsHoursAgo?: readonly number[];
}

const LETTER_PLAN =
  "先整理订单、聊天记录与付款凭证，向商家发送律师函；十五日内无回复则协助向市场监管部门投诉或代为起诉。";

/** Every state of decision 050's machine once, with invented words. */
const SCRIPTS: readonly Script[] = [
  {
    status: "closed",
    isDemoLawyers: true,
    requestedHoursAgo: 40 * 24,
    note: "商家拒绝按约定退款，希望律师帮忙发函。",
    answer: { hoursAgo: 39 * 24, quoteFen: 150_000, plan: LETTER_PLAN },
    startedHoursAgo: 38 * 24,
    endedHoursAgo: 9 * 24,
    outcome: "商家收到律师函后与投诉人协商一致，退还全部货款，双方签署和解协议。",
    rating: 5,
    progress: [
      [37 * 24, "已整理证据清单，律师函初稿已发投诉人确认。"],
      [33 * 24, "律师函已通过邮政快递寄出，快递显示商家已签收。"],
      [12 * 24, "商家来电表示愿意协商，正在确认退款方式。"],
    ],
    fileViewsHoursAgo: [39 * 24 + 2, 37 * 24],
  },
  {
    status: "in_progress",
    isDemoLawyers: true,
    requestedHoursAgo: 12 * 24,
    note: "维修三次仍未解决，想了解能否要求退货。",
    answer: { hoursAgo: 11 * 24, quoteFen: 200_000, plan: LETTER_PLAN },
    startedHoursAgo: 10 * 24,
    progress: [
      [9 * 24, "已核对三次维修记录，符合退货条件的相关规定。"],
      [3 * 24, "律师函已寄出，等待商家答复。"],
    ],
    fileViewsHoursAgo: [11 * 24 + 3, 9 * 24],
  },
  {
    status: "accepted",
    isDemoLawyers: true,
    requestedHoursAgo: 40,
    note: "预付卡余额商家不给退，门店已经关门。",
    answer: {
      hoursAgo: 20,
      quoteFen: 80_000,
      plan: "先代为与商家及其总部沟通退款，必要时协助向当地消费者协会申请调解。",
    },
    fileViewsHoursAgo: [22],
  },
  {
    status: "requested",
    isDemoLawyers: true,
    requestedHoursAgo: 6,
    note: "平台客服一直推脱，想请律师看看怎么处理。",
  },
  {
    status: "declined",
    isDemoLawyers: false,
    requestedHoursAgo: 20 * 24,
    note: "希望律师代为起诉。",
    answer: { hoursAgo: 19 * 24, declineReason: "近期案件较多，无法保证及时办理，建议选择其他律师。" },
    endedHoursAgo: 19 * 24,
  },
  {
    status: "lapsed",
    isDemoLawyers: false,
    requestedHoursAgo: 30 * 24,
    note: "快递丢件，商家只肯赔运费。",
    endedHoursAgo: 30 * 24 - 48,
  },
  {
    status: "withdrawn",
    isDemoLawyers: false,
    requestedHoursAgo: 25 * 24,
    note: "商家拖延发货，想咨询解除合同。",
    endedHoursAgo: 25 * 24 - 5,
  },
];

/**
 * Entrustments in every state (decision 050) among the seeded lawyers and the demo consumers'
 * public complaints (other consumers' when they have too few), with progress notes and the
 * lawyers' readings of the file. The demo lawyer also declares an enterprise they act for, one
 * none of their entrustments is against (decision 055). Runs after the mediations, whose
 * complaints it leaves alone. The request waiting for its answer gets its lapse job when the server
 * starts (`entrustment.lapse`).
 */
export async function seedEntrustments(
  db: SeedDatabase,
  tracker: WriteTracker,
  nowMs: number,
  input: { demoLawyerId: number; otherLawyerIds: readonly number[]; consumerIds: readonly number[] },
): Promise<void> {
  const chosen = await db
    .select({ id: complaints.id, userId: complaints.userId, enterpriseId: complaints.enterpriseId })
    .from(complaints)
    .where(
      and(
        schema.publicComplaintCondition(complaints),
        isNotNull(complaints.enterpriseId),
        notExists(db.select().from(mediations).where(sql`${mediations.complaintId} = ${complaints.id}`)),
      ),
    )
    .orderBy(
      sql`${complaints.userId} in (${sql.join(
        input.consumerIds.map((id) => sql`${id}`),
        sql`, `,
      )}) desc`,
      desc(complaints.id),
    )
    .limit(SCRIPTS.length);
  if (chosen.length < SCRIPTS.length) return;

  const at = (hoursAgo: number) => new Date(nowMs - hoursAgo * HOUR_MS);
  const rows = SCRIPTS.map((script, index) => {
    const complaint = chosen[index]!;
    const requestedAt = at(script.requestedHoursAgo);
    const answer = script.answer;
    const updatedHoursAgo = Math.min(
      script.requestedHoursAgo,
      answer?.hoursAgo ?? Number.POSITIVE_INFINITY,
      script.startedHoursAgo ?? Number.POSITIVE_INFINITY,
      script.endedHoursAgo ?? Number.POSITIVE_INFINITY,
    );
    return {
      complaintId: complaint.id,
      consumerId: complaint.userId,
      lawyerId: script.isDemoLawyers
        ? input.demoLawyerId
        : input.otherLawyerIds[index % input.otherLawyerIds.length]!,
      status: script.status,
      note: script.note,
      consentedAt: requestedAt,
      answerDueAt: entrustmentAnswerDue(requestedAt),
      quoteFen: answer && "quoteFen" in answer ? answer.quoteFen : null,
      plan: answer && "plan" in answer ? answer.plan : null,
      declineReason: answer && "declineReason" in answer ? answer.declineReason : null,
      answeredAt: answer ? at(answer.hoursAgo) : null,
      startedAt: script.startedHoursAgo === undefined ? null : at(script.startedHoursAgo),
      endedAt: script.endedHoursAgo === undefined ? null : at(script.endedHoursAgo),
      outcome: script.outcome ?? null,
      rating: script.rating ?? null,
      createdAt: requestedAt,
      updatedAt: at(updatedHoursAgo),
    };
  });
  const inserted = await db.insert(entrustments).values(rows).returning({ id: entrustments.id });

  const notes = SCRIPTS.flatMap((script, index) =>
    (script.progress ?? []).map(([hoursAgo, content]) => ({
      entrustmentId: inserted[index]!.id,
      content,
      createdAt: at(hoursAgo),
    })),
  );
  const views = SCRIPTS.flatMap((script, index) =>
    (script.fileViewsHoursAgo ?? []).map((hoursAgo) => ({
      entrustmentId: inserted[index]!.id,
      viewerId: rows[index]!.lawyerId,
      viewedAt: at(hoursAgo),
    })),
  );
  await tracker.write(entrustmentNotes, notes);
  await tracker.write(entrustmentFileViews, views);

  // The demo lawyer acts for an enterprise none of their entrustments is against, and not one the
  // company portal's demo accounts answer for, whose complaints the demo entrusts to them.
  const [client] = await db
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(
      and(
        notInArray(
          enterprises.id,
          SCRIPTS.flatMap((script, index) => (script.isDemoLawyers ? [chosen[index]!.enterpriseId!] : [])),
        ),
        notExists(
          db
            .select()
            .from(enterpriseMembers)
            .where(sql`${enterpriseMembers.enterpriseId} = ${enterprises.id}`),
        ),
      ),
    )
    .orderBy(asc(enterprises.id))
    .limit(1);
  if (client) {
    await tracker.write(lawyerEnterpriseClients, [
      { lawyerId: input.demoLawyerId, enterpriseId: client.id, createdAt: new Date(nowMs - 60 * DAY_MS) },
    ]);
  }
  tracker.counts.entrustments = rows.length;
}
