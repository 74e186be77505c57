import type { DuplicateComplaintData } from "@tousu/contracts";
import { schema, type Transaction } from "@tousu/db";
import { and, desc, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";

const { complaints, complaintProblems, collectiveComplaints } = schema;

const DUPLICATE_WINDOW_MS = 24 * 60 * 60_000;
// pg_trgm similarity of the two texts; the database ctype makes Chinese characters trigram material.
const SIMILAR_CONTENT = 0.9;

/**
 * A complaint the same user filed against the same brand in the last 24 hours with the same
 * title or nearly the same text (decision 008): refiling it would only split the company's answer.
 */
export async function findDuplicateComplaint(
  tx: Transaction,
  input: {
    userId: number;
    brandId: number | null;
    customBrandName: string | null;
    title: string;
    content: string;
    problemIds: number[];
    now: Date;
  },
): Promise<DuplicateComplaintData | null> {
  const sameBrand =
    input.brandId !== null
      ? eq(complaints.brandId, input.brandId)
      : and(isNull(complaints.brandId), eq(complaints.customBrandName, input.customBrandName ?? ""));
  const [duplicate] = await tx
    .select({ id: complaints.id })
    .from(complaints)
    .where(
      and(
        eq(complaints.userId, input.userId),
        sameBrand,
        gt(complaints.createdAt, new Date(input.now.getTime() - DUPLICATE_WINDOW_MS)),
        or(
          eq(complaints.title, input.title),
          sql`similarity(${complaints.content}, ${input.content}) >= ${SIMILAR_CONTENT}`,
        ),
      ),
    )
    .orderBy(desc(complaints.createdAt))
    .limit(1);
  if (!duplicate) return null;
  const collective =
    input.brandId === null ? null : await findMatchingCollective(tx, input.brandId, input.problemIds);
  return { duplicate_id: duplicate.id, ...(collective ? { collective } : {}) };
}

/**
 * An open collective complaint of the brand whose members share one of the problems; collectives
 * carry no problems themselves, so their members' problems stand for them.
 */
async function findMatchingCollective(
  tx: Transaction,
  brandId: number,
  problemIds: number[],
): Promise<{ id: number; title: string } | null> {
  const sharesProblem = tx
    .select({ one: sql`1` })
    .from(complaints)
    .innerJoin(complaintProblems, eq(complaintProblems.complaintId, complaints.id))
    .where(
      and(
        eq(complaints.collectiveId, collectiveComplaints.id),
        inArray(complaintProblems.problemId, problemIds),
      ),
    );
  const [collective] = await tx
    .select({ id: collectiveComplaints.id, title: collectiveComplaints.title })
    .from(collectiveComplaints)
    .where(
      and(
        eq(collectiveComplaints.brandId, brandId),
        eq(collectiveComplaints.status, "open"),
        sql`exists (${sharesProblem})`,
      ),
    )
    .orderBy(desc(collectiveComplaints.memberCount), desc(collectiveComplaints.id))
    .limit(1);
  return collective ?? null;
}
