import { schema } from "@tousu/db";
import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { loadComplaintSummaries } from "../../complaint-core/complaint-summaries";
import { readImageDefaults } from "../../complaint-core/image-defaults";
import { isPublicComplaint } from "../../complaint-core/public-complaint";

const { complaints } = schema;

const HOT_WINDOW_DAYS = 30;
const HOT_CANDIDATES = 200;
/** Attention a complaint drew: comments weigh more than views, follows most. */
const hotScore = sql`(${complaints.viewCount} + ${complaints.commentCount} * 20 + ${complaints.followCount} * 50)`;

/**
 * The last 30 days' public complaints that drew the most attention, best first. The score is
 * computed over the window's HOT_CANDIDATES most followed complaints (read through the
 * (follow_count, id) index), never over the whole window: its size grows with the platform's
 * traffic. Views alone do not make a candidate: the most viewed complaints are old ones, so
 * reading that index for recent ones would walk far.
 */
async function pickHotComplaintIds(
  deps: Pick<AppDeps, "db" | "providers">,
  limit: number,
  extraFilter?: SQL,
): Promise<number[]> {
  const since = new Date(deps.providers.now().getTime() - HOT_WINDOW_DAYS * 24 * 60 * 60_000);
  const mostFollowed = deps.db
    .select({ id: complaints.id })
    .from(complaints)
    .where(and(isPublicComplaint(), sql`${complaints.createdAt} >= ${since}`, extraFilter))
    .orderBy(desc(complaints.followCount), desc(complaints.id))
    .limit(HOT_CANDIDATES);
  const rows = await deps.db
    .select({ id: complaints.id })
    .from(complaints)
    .where(inArray(complaints.id, mostFollowed))
    .orderBy(desc(hotScore), desc(complaints.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The hot complaints' summaries. */
export async function listHotComplaints(deps: Pick<AppDeps, "db" | "providers">, limit: number) {
  return loadComplaintSummaries(
    deps.db,
    await pickHotComplaintIds(deps, limit),
    await readImageDefaults(deps.db),
  );
}

/** Sidebars recommend what got solved and drew attention: proof that complaining here works. */
export async function listRecommendedComplaints(deps: Pick<AppDeps, "db" | "providers">, limit: number) {
  return loadComplaintSummaries(
    deps.db,
    await pickHotComplaintIds(deps, limit, eq(complaints.status, "completed")),
    await readImageDefaults(deps.db),
  );
}
