import { type DatabaseOrTransaction, schema } from "@tousu/db";
import type { ComplaintTimelineAction } from "@tousu/domain";
import { and, asc, eq } from "drizzle-orm";

const { complaintOperatorStream } = schema;

/** One kind of step on a complaint's timeline (its appeals…), oldest first, public or not. */
export function loadStreamSteps(
  db: DatabaseOrTransaction,
  complaintId: number,
  action: ComplaintTimelineAction,
) {
  return db
    .select({
      content: complaintOperatorStream.content,
      payload: complaintOperatorStream.payload,
      createdAt: complaintOperatorStream.createdAt,
    })
    .from(complaintOperatorStream)
    .where(
      and(eq(complaintOperatorStream.complaintId, complaintId), eq(complaintOperatorStream.action, action)),
    )
    .orderBy(asc(complaintOperatorStream.createdAt), asc(complaintOperatorStream.id));
}
