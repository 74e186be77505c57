import type { ContractData, ContractOutput, listMemberFollowUps } from "@tousu/contracts";
import { type DatabaseOrTransaction, schema } from "@tousu/db";
import { FOLLOW_UP_OUTCOME_LABELS, FOLLOW_UP_STATE_LABELS } from "@tousu/domain";
import { asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { complaintBrandName } from "../../complaint-core/complaint-brand-name";
import { readPage } from "../../lib/paging";
import { toIso, toIsoOrNull } from "../../lib/query-helpers";

const { memberFollowUps, memberFollowUpNotes, complaints, brands, enterprises, users } = schema;

type FollowUp = ContractData<typeof listMemberFollowUps>["list"][number];
type ListQuery = ContractOutput<typeof listMemberFollowUps, "query">;

const assignees = alias(users, "assignees");

function followUpRows(db: DatabaseOrTransaction, where: SQL | undefined) {
  return db
    .select({
      id: memberFollowUps.id,
      complaintId: complaints.id,
      sn: complaints.sn,
      title: complaints.title,
      company: sql<string>`coalesce(${enterprises.name}, ${complaintBrandName()}, '')`,
      state: memberFollowUps.state,
      openedAt: memberFollowUps.openedAt,
      assigneeId: memberFollowUps.assigneeId,
      assigneeName: assignees.nickname,
      takenAt: memberFollowUps.takenAt,
      outcome: memberFollowUps.outcome,
      closedAt: memberFollowUps.closedAt,
    })
    .from(memberFollowUps)
    .innerJoin(complaints, eq(complaints.id, memberFollowUps.complaintId))
    .leftJoin(brands, eq(brands.id, complaints.brandId))
    .leftJoin(enterprises, eq(enterprises.id, complaints.enterpriseId))
    .leftJoin(assignees, eq(assignees.id, memberFollowUps.assigneeId))
    .where(where)
    .$dynamic();
}

type FollowUpRow = Awaited<ReturnType<typeof followUpRows>>[number];

async function withNotes(db: DatabaseOrTransaction, rows: FollowUpRow[]): Promise<FollowUp[]> {
  const notes =
    rows.length === 0
      ? []
      : await db
          .select({
            id: memberFollowUpNotes.id,
            followUpId: memberFollowUpNotes.followUpId,
            authorId: memberFollowUpNotes.authorId,
            authorName: users.nickname,
            content: memberFollowUpNotes.content,
            createdAt: memberFollowUpNotes.createdAt,
          })
          .from(memberFollowUpNotes)
          .leftJoin(users, eq(users.id, memberFollowUpNotes.authorId))
          .where(
            inArray(
              memberFollowUpNotes.followUpId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(memberFollowUpNotes.createdAt), asc(memberFollowUpNotes.id));
  return rows.map((row) => ({
    id: row.id,
    complaint: { id: row.complaintId, sn: row.sn, title: row.title },
    company: row.company,
    state: row.state,
    state_label: FOLLOW_UP_STATE_LABELS[row.state],
    opened_at: toIso(row.openedAt),
    assignee: row.assigneeId === null ? null : { id: row.assigneeId, name: row.assigneeName ?? "" },
    taken_at: toIsoOrNull(row.takenAt),
    outcome: row.outcome,
    outcome_label: row.outcome ? FOLLOW_UP_OUTCOME_LABELS[row.outcome] : null,
    closed_at: toIsoOrNull(row.closedAt),
    notes: notes
      .filter((note) => note.followUpId === row.id)
      .map((note) => ({
        id: note.id,
        author: note.authorId === null ? null : { id: note.authorId, name: note.authorName ?? "" },
        content: note.content,
        created_at: toIso(note.createdAt),
      })),
  }));
}

/** The follow-ups, open ones first (oldest first), then those being worked, then the closed. */
export async function listFollowUps(
  db: DatabaseOrTransaction,
  query: ListQuery,
): Promise<ContractData<typeof listMemberFollowUps>> {
  const where = query.state ? eq(memberFollowUps.state, query.state) : undefined;
  // The state enum is declared open, taken, closed: its order is the order of work.
  const rows = followUpRows(db, where).orderBy(
    asc(memberFollowUps.state),
    asc(memberFollowUps.openedAt),
    asc(memberFollowUps.id),
  );
  return readPage(query, { rows, total: db.$count(memberFollowUps, where) }, (page) => withNotes(db, page));
}

/** One follow-up as the list shows it, or null. */
export async function loadFollowUp(db: DatabaseOrTransaction, followUpId: number): Promise<FollowUp | null> {
  const [shaped] = await withNotes(db, await followUpRows(db, eq(memberFollowUps.id, followUpId)));
  return shaped ?? null;
}
