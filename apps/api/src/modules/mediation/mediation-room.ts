import { schema } from "@tousu/db";
import {
  decideMediation,
  MEDIATION_DISCLAIMER,
  type MediationAction,
  mediationNextSteps,
} from "@tousu/domain";
import { asc, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import {
  type AgreementRow,
  loadMediation,
  type MediationRow,
  mediationSummary,
  mediatorView,
  type RoomSide,
  requireSide,
  SIDE_LABELS,
  snapshotOf,
} from "./mediation-access";

const { complaints, mediationEntries } = schema;

/** The steps a room offers; the server decides each again when it is taken. */
const ROOM_ACTIONS = ["accept", "decline", "post", "draft_agreement", "confirm", "fail"] as const;

export function agreementView(agreement: AgreementRow) {
  return {
    consumer_terms: agreement.consumerTerms,
    consumer_due_on: agreement.consumerDueOn,
    company_terms: agreement.companyTerms,
    company_due_on: agreement.companyDueOn,
    drafted_at: agreement.draftedAt.toISOString(),
    consumer_confirmed: agreement.consumerConfirmedAt !== null,
    company_confirmed: agreement.companyConfirmedAt !== null,
  };
}

export function entryView(entry: typeof mediationEntries.$inferSelect) {
  return {
    id: entry.id,
    side: entry.side,
    side_label: SIDE_LABELS[entry.side],
    kind: entry.kind,
    content: entry.content,
    created_at: entry.createdAt.toISOString(),
  };
}

function actionsFor(
  mediation: MediationRow,
  agreement: AgreementRow | null,
  side: RoomSide,
  now: Date,
): (typeof ROOM_ACTIONS)[number][] {
  const snapshot = snapshotOf(mediation, agreement);
  return ROOM_ACTIONS.filter((action: MediationAction) => decideMediation(snapshot, action, side, now).ok);
}

/** The room as one of its three sides sees it; nobody else reads it. */
export async function mediationRoom(
  deps: Pick<AppDeps, "db" | "providers">,
  mediationId: number,
  userId: number,
) {
  const { mediation, agreement } = await loadMediation(deps.db, mediationId);
  const side = await requireSide(deps.db, mediation, userId);
  const [complaint] = await deps.db
    .select({ id: complaints.id, title: complaints.title })
    .from(complaints)
    .where(eq(complaints.id, mediation.complaintId));
  const entries = await deps.db
    .select()
    .from(mediationEntries)
    .where(eq(mediationEntries.mediationId, mediationId))
    .orderBy(asc(mediationEntries.id));
  return {
    ...mediationSummary(mediation),
    complaint: { id: complaint!.id, title: complaint!.title },
    reason: mediation.reason,
    my_side: side,
    has_mediator: mediation.mediatorId !== null,
    entries: entries.map(entryView),
    agreement: agreement ? agreementView(agreement) : null,
    mediator: await mediatorView(deps.db, mediation),
    failure_note: mediation.failureNote,
    next_steps: mediationNextSteps(mediation.state),
    disclaimer: MEDIATION_DISCLAIMER,
    actions: actionsFor(mediation, agreement, side, deps.providers.now()),
  };
}
