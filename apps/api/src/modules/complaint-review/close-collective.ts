import type { CollectiveSummary } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { and, eq, ne } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { badRequest, notFound } from "../../lib/app-error";
import { recordStaffAction } from "../../lib/staff-actions";
import { requireCollectiveSummary } from "./require-collective-summary";

const { collectiveComplaints } = schema;

/** Ends a collective's collection, once. */
export async function closeCollective(
  deps: Pick<AppDeps, "db" | "providers">,
  staffId: number,
  id: number,
): Promise<CollectiveSummary> {
  const now = deps.providers.now();
  await deps.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ status: collectiveComplaints.status })
      .from(collectiveComplaints)
      .where(eq(collectiveComplaints.id, id));
    if (!existing) throw notFound("集体投诉不存在");
    const closed = await tx
      .update(collectiveComplaints)
      .set({ status: "closed", closedAt: now, updatedAt: now })
      .where(and(eq(collectiveComplaints.id, id), ne(collectiveComplaints.status, "closed")))
      .returning({ id: collectiveComplaints.id });
    if (closed.length === 0) throw badRequest("该集体投诉已结束");
    await recordStaffAction(tx, {
      staffId,
      action: "collective.close",
      targetType: "collective",
      targetId: id,
      detail: { previous_status: existing.status },
      now,
    });
  });
  return requireCollectiveSummary(deps, id);
}
