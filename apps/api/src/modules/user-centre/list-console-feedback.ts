import type { ContractData, listConsoleFeedback } from "@tousu/contracts";
import { decryptPiiOrNull, schema } from "@tousu/db";
import { asc, count, desc, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { type PageQuery, readPage } from "../../lib/paging";
import { wasMemberAt } from "../../lib/vip-membership";

const { feedback } = schema;

type ConsoleFeedback = ContractData<typeof listConsoleFeedback>["list"][number];

/**
 * Feedback as staff work through it: what is not yet handled first, a member's among it first
 * (membership buys that service: feedback handled first), then the newest first. The contact is
 * decrypted for staff to answer.
 */
export async function listConsoleFeedbackOf(deps: Pick<AppDeps, "db" | "piiKeys">, query: PageQuery) {
  const priority = wasMemberAt(feedback, feedback.userId, feedback.createdAt);
  return readPage(
    query,
    {
      rows: deps.db
        .select({
          id: feedback.id,
          userId: feedback.userId,
          content: feedback.content,
          contact: feedback.contact,
          imageUrls: feedback.imageUrls,
          priority,
          createdAt: feedback.createdAt,
          handledAt: feedback.handledAt,
        })
        .from(feedback)
        .orderBy(
          asc(sql`${feedback.handledAt} is not null`),
          desc(priority),
          desc(feedback.createdAt),
          desc(feedback.id),
        )
        .$dynamic(),
      total: deps.db
        .select({ total: count() })
        .from(feedback)
        .then(([row]) => row?.total ?? 0),
    },
    (rows): ConsoleFeedback[] =>
      rows.map((row) => ({
        id: row.id,
        user_id: row.userId,
        content: row.content,
        contact: decryptPiiOrNull(row.contact, deps.piiKeys.encryptionKey),
        images: row.imageUrls,
        priority: row.priority,
        created_at: row.createdAt.toISOString(),
        handled_at: row.handledAt?.toISOString() ?? null,
      })),
  );
}
