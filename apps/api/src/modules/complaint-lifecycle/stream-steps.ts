import { type DatabaseOrTransaction, schema } from "@tousu/db";
import type { ComplaintTimelineAction } from "@tousu/domain";
import { and, asc, eq, type SQL } from "drizzle-orm";

const { complaintOperatorStream } = schema;

/** One kind of step on a complaint's timeline (its replies, its appeals), oldest first. */
export function loadStreamSteps(
  db: DatabaseOrTransaction,
  complaintId: number,
  action: ComplaintTimelineAction,
  options: { publicOnly: boolean },
) {
  const conditions: SQL[] = [
    eq(complaintOperatorStream.complaintId, complaintId),
    eq(complaintOperatorStream.action, action),
  ];
  if (options.publicOnly) conditions.push(eq(complaintOperatorStream.isPublic, true));
  return db
    .select({
      content: complaintOperatorStream.content,
      payload: complaintOperatorStream.payload,
      createdAt: complaintOperatorStream.createdAt,
    })
    .from(complaintOperatorStream)
    .where(and(...conditions))
    .orderBy(asc(complaintOperatorStream.createdAt), asc(complaintOperatorStream.id));
}
