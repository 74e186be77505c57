import type { EntrustmentView, LawyerCard } from "@tousu/contracts";
import { type DatabaseOrTransaction, type PiiKeys, schema } from "@tousu/db";
import { ENTRUSTMENT_STATUS_LABELS } from "@tousu/domain";
import { asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { readLawyerCards } from "../lawyer-directory";

const { entrustmentFileViews, entrustmentNotes, entrustments, mallRedemptions } = schema;

type ViewDeps = { db: DatabaseOrTransaction; piiKeys: PiiKeys; now: Date };

/** A complaint's entrustments as its author sees them, newest first, with notes and file views. */
export function readComplaintEntrustments(deps: ViewDeps, complaintId: number): Promise<EntrustmentView[]> {
  return readEntrustmentViews(deps, eq(entrustments.complaintId, complaintId));
}

/**
 * The cards of the lawyers these entrustments name, by id. A lawyer suspended since keeps their card
 * on the consumer's record: the record is history.
 */
export async function readEntrustedLawyers(deps: ViewDeps, ids: number[]): Promise<Map<number, LawyerCard>> {
  const lawyerIds = [...new Set(ids)];
  if (lawyerIds.length === 0) return new Map();
  const cards = await readLawyerCards(deps, {
    where: sql`p.user_id in ${lawyerIds}`,
    orderBy: sql`p.user_id`,
    limit: lawyerIds.length,
    anyStatus: true,
  });
  return new Map(cards.map(({ introduction: _, ...card }) => [card.id, card]));
}

/** The entrustments `where` picks, newest first, with their lawyer, notes and file views. */
export async function readEntrustmentViews(deps: ViewDeps, where: SQL): Promise<EntrustmentView[]> {
  const rows = await deps.db
    .select()
    .from(entrustments)
    .where(where)
    .orderBy(desc(entrustments.createdAt), desc(entrustments.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  // One query after the other: a lawyer's case is read inside a transaction, one connection.
  const cardOf = await readEntrustedLawyers(
    deps,
    rows.map((row) => row.lawyerId),
  );
  const notes = await deps.db
    .select()
    .from(entrustmentNotes)
    .where(inArray(entrustmentNotes.entrustmentId, ids))
    .orderBy(asc(entrustmentNotes.createdAt), asc(entrustmentNotes.id));
  const views = await deps.db
    .select()
    .from(entrustmentFileViews)
    .where(inArray(entrustmentFileViews.entrustmentId, ids))
    .orderBy(asc(entrustmentFileViews.viewedAt), asc(entrustmentFileViews.id));
  const credits = await deps.db
    .select({ entrustmentId: mallRedemptions.entrustmentId, redemptionNo: mallRedemptions.redemptionNo })
    .from(mallRedemptions)
    .where(inArray(mallRedemptions.entrustmentId, ids));
  return rows.flatMap((row) => {
    const lawyer = cardOf.get(row.lawyerId);
    if (!lawyer) return [];
    return [
      {
        id: row.id,
        status: row.status,
        status_label: ENTRUSTMENT_STATUS_LABELS[row.status],
        lawyer,
        note: row.note,
        consented_at: row.consentedAt.toISOString(),
        answer_due_at: row.answerDueAt.toISOString(),
        quote_fen: row.quoteFen,
        member_price:
          row.memberDiscountPercent === null
            ? null
            : { discount_percent: row.memberDiscountPercent, price_fen: row.memberPriceFen },
        consultation_credit: credits.find((credit) => credit.entrustmentId === row.id)?.redemptionNo ?? null,
        plan: row.plan,
        decline_reason: row.declineReason,
        outcome: row.outcome,
        rating: row.rating,
        created_at: row.createdAt.toISOString(),
        answered_at: row.answeredAt?.toISOString() ?? null,
        started_at: row.startedAt?.toISOString() ?? null,
        ended_at: row.endedAt?.toISOString() ?? null,
        progress: notes
          .filter((note) => note.entrustmentId === row.id)
          .map((note) => ({ content: note.content, created_at: note.createdAt.toISOString() })),
        file_views: views
          .filter((view) => view.entrustmentId === row.id)
          .map((view) => ({ viewer: lawyer.display_name, viewed_at: view.viewedAt.toISOString() })),
      },
    ];
  });
}
