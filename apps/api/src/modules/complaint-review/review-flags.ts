import type { ContractData, listReviewComplaints } from "@tousu/contracts";
import { type Database, schema } from "@tousu/db";
import { asc, inArray } from "drizzle-orm";
import { toIso } from "../../lib/query-helpers";

const { complaintReviewFlags } = schema;

/** What the automatic checks flagged on each of these complaints, oldest first. */
export async function loadReviewFlags(db: Database, complaintIds: number[]) {
  if (complaintIds.length === 0)
    return new Map<number, ContractData<typeof listReviewComplaints>["list"][number]["flags"]>();
  const rows = await db
    .select()
    .from(complaintReviewFlags)
    .where(inArray(complaintReviewFlags.complaintId, complaintIds))
    .orderBy(asc(complaintReviewFlags.createdAt), asc(complaintReviewFlags.id));
  const byComplaint = new Map<number, { reason: string; words: string[]; created_at: string }[]>();
  for (const row of rows) {
    const list = byComplaint.get(row.complaintId) ?? [];
    list.push({ reason: row.reason, words: row.words, created_at: toIso(row.createdAt) });
    byComplaint.set(row.complaintId, list);
  }
  return byComplaint;
}
