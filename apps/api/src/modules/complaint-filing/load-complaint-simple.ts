import type { ContractData, getComplaintSimple } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { COMPLAINT_STATUS_LABELS } from "@tousu/domain";
import { and, eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { complaintBrandName } from "../../complaint-core/complaint-brand-name";
import { notFound } from "../../lib/app-error";
import { complaintColumns } from "../../lib/complaint-columns";

const { complaints, brands, users } = schema;

/** The accelerate page's summary of the user's own complaint; someone else's is as good as missing. */
export async function loadComplaintSimple(
  deps: Pick<AppDeps, "db">,
  userId: number,
  complaintId: number,
): Promise<ContractData<typeof getComplaintSimple>> {
  const [row] = await deps.db
    .select({
      id: complaints.id,
      sn: complaints.sn,
      title: complaints.title,
      status: complaints.status,
      brandName: sql<string>`coalesce(${complaintBrandName()}, '')`,
      createdAt: complaints.createdAt,
      money: complaints.money,
      isRealNameVerified: users.isRealNameVerified,
      problemNames: complaintColumns.problemNames,
      appealNames: complaintColumns.appealNames,
      imageCount: complaintColumns.imageCount,
    })
    .from(complaints)
    .innerJoin(users, eq(users.id, complaints.userId))
    .leftJoin(brands, eq(brands.id, complaints.brandId))
    .where(and(eq(complaints.id, complaintId), eq(complaints.userId, userId)));
  if (!row) throw notFound("投诉不存在或已删除");
  return {
    id: row.id,
    sn: row.sn,
    title: row.title,
    status: row.status,
    status_label: COMPLAINT_STATUS_LABELS[row.status],
    brand_name: row.brandName,
    created_at: row.createdAt.toISOString(),
    problems: row.problemNames,
    appeals: row.appealNames,
    money: Number(row.money),
    is_real_name_verified: row.isRealNameVerified,
    image_count: row.imageCount,
  };
}
