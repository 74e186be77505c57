import { schema } from "@tousu/db";
import { isComplaintNumber } from "@tousu/domain";
import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { isPublicComplaint } from "../../complaint-core/public-complaint";

const { complaints } = schema;

/** A whole complaint number finds that complaint (decision 029), when it is public. */
export async function findNumberedComplaint(deps: Pick<AppDeps, "db">, key: string): Promise<number | null> {
  if (!isComplaintNumber(key)) return null;
  const [row] = await deps.db
    .select({ id: complaints.id })
    .from(complaints)
    .where(and(isPublicComplaint(), eq(complaints.sn, key)));
  return row?.id ?? null;
}
