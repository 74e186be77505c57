import type { ContractData, ContractOutput, listModeratedComments } from "@tousu/contracts";
import { type Database, schema } from "@tousu/db";
import { and, asc, eq, isNull } from "drizzle-orm";
import { readPage } from "../../lib/paging";
import { toIso } from "../../lib/query-helpers";

const { complaints, comments, users } = schema;

/** The comments in one state, oldest first, with the complaint each is under. */
export async function listCommentsForModeration(
  db: Database,
  query: ContractOutput<typeof listModeratedComments, "query">,
): Promise<ContractData<typeof listModeratedComments>> {
  const where = and(eq(comments.status, query.status), isNull(comments.deletedAt));
  const rows = db
    .select({
      id: comments.id,
      content: comments.content,
      status: comments.status,
      nickname: users.nickname,
      complaintId: comments.complaintId,
      complaintTitle: complaints.title,
      articleId: comments.articleId,
      createdAt: comments.createdAt,
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .leftJoin(complaints, eq(complaints.id, comments.complaintId))
    .where(where)
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .$dynamic();
  return readPage(query, { rows, total: db.$count(comments, where) }, (page) =>
    page.map((row) => ({
      id: row.id,
      content: row.content,
      status: row.status,
      author: row.nickname,
      complaint: row.complaintId === null ? null : { id: row.complaintId, title: row.complaintTitle ?? "" },
      article_id: row.articleId,
      created_at: toIso(row.createdAt),
    })),
  );
}
