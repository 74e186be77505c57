import {
  type ContractData,
  type ContractOutput,
  type listMyComplaints,
  MY_COMPLAINT_GROUP_STATUSES,
  MY_COMPLAINT_GROUPS,
  type MyComplaintGroup,
} from "@tousu/contracts";
import { schema } from "@tousu/db";
import { COMPLAINT_STATUS_LABELS } from "@tousu/domain";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { consumerNextStep } from "../../complaint-core/consumer-next-step";
import { readImageDefaults } from "../../complaint-core/image-defaults";
import { lifecycleFlags } from "../../complaint-core/lifecycle-state";
import { isPubliclyVisible } from "../../complaint-core/public-complaint";
import { pageResult, pageWindow } from "../../lib/paging";

const { complaints, brands } = schema;

/** The logged-in user's complaints of one group (newest first), with the count of every group. */
export async function listMyComplaintsOf(
  deps: Pick<AppDeps, "db">,
  userId: number,
  query: ContractOutput<typeof listMyComplaints, "query">,
): Promise<ContractData<typeof listMyComplaints>> {
  const filter = and(
    eq(complaints.userId, userId),
    inArray(complaints.status, [...MY_COMPLAINT_GROUP_STATUSES[query.status]]),
  );
  const paging = pageWindow(query);
  const [rows, statusCounts, defaults] = await Promise.all([
    deps.db
      .select({ complaint: complaints, brandName: brands.name, brandLogo: brands.logoUrl, ...lifecycleFlags })
      .from(complaints)
      .leftJoin(brands, eq(brands.id, complaints.brandId))
      .where(filter)
      .orderBy(desc(complaints.createdAt), desc(complaints.id))
      .limit(paging.limit)
      .offset(paging.offset),
    deps.db
      .select({ status: complaints.status, value: count() })
      .from(complaints)
      .where(eq(complaints.userId, userId))
      .groupBy(complaints.status),
    readImageDefaults(deps.db),
  ]);

  const byStatus = new Map(statusCounts.map((row) => [row.status, row.value]));
  const counts = Object.fromEntries(
    MY_COMPLAINT_GROUPS.map((group) => [
      group,
      MY_COMPLAINT_GROUP_STATUSES[group].reduce((sum, status) => sum + (byStatus.get(status) ?? 0), 0),
    ]),
  ) as Record<MyComplaintGroup, number>;

  const list = rows.map(({ complaint, brandName, brandLogo, isRated, hasPendingApplication }) => {
    const next = consumerNextStep(complaint, { isRated, hasPendingApplication });
    return {
      id: complaint.id,
      sn: complaint.sn,
      title: complaint.title,
      status: complaint.status,
      status_label: COMPLAINT_STATUS_LABELS[complaint.status],
      brand:
        complaint.brandId === null
          ? null
          : { id: complaint.brandId, name: brandName ?? "", logo: brandLogo || defaults.brandLogo },
      custom_brand_name: complaint.customBrandName,
      is_public: isPubliclyVisible(complaint),
      is_overdue: complaint.isOverdue,
      created_at: complaint.createdAt.toISOString(),
      updated_at: complaint.updatedAt.toISOString(),
      dispatched_at: complaint.dispatchedAt?.toISOString() ?? null,
      replied_at: complaint.repliedAt?.toISOString() ?? null,
      deadline: next.deadline,
      attention: next.attention,
    };
  });
  return {
    ...pageResult(list, counts[query.status], query),
    counts,
  };
}
