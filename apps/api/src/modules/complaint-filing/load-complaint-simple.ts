import type { ContractData, getComplaintSimple } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { COMPLAINT_STATUS_LABELS } from "@tousu/domain";
import { and, count, eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app";
import { notFound } from "../../lib/app-error";

const { complaints, brands, users, complaintProblems, problems, complaintAppeals, appeals, complaintImages } =
  schema;

/** The accelerate page's summary of the user's own complaint; someone else's is as good as missing. */
export async function loadComplaintSimple(
  deps: AppDeps,
  userId: number,
  complaintId: number,
): Promise<ContractData<typeof getComplaintSimple>> {
  const [row] = await deps.db
    .select({
      id: complaints.id,
      title: complaints.title,
      status: complaints.status,
      brandName: sql<string>`coalesce(${brands.name}, ${complaints.customBrandName}, '')`,
      createdAt: complaints.createdAt,
      money: complaints.money,
      isRealNameVerified: users.isRealNameVerified,
      problemNames: sql<string[]>`coalesce((
        select array_agg(${problems.name} order by ${problems.sort}, ${problems.id}) from ${complaintProblems}
        join ${problems} on ${problems.id} = ${complaintProblems.problemId}
        where ${complaintProblems.complaintId} = ${complaints.id}), '{}')`,
      appealNames: sql<string[]>`coalesce((
        select array_agg(${appeals.name} order by ${appeals.sort}) from ${complaintAppeals}
        join ${appeals} on ${appeals.id} = ${complaintAppeals.appealId}
        where ${complaintAppeals.complaintId} = ${complaints.id}), '{}')`,
      imageCount: sql<number>`(select ${count()} from ${complaintImages}
        where ${complaintImages.complaintId} = ${complaints.id})`.mapWith(Number),
    })
    .from(complaints)
    .innerJoin(users, eq(users.id, complaints.userId))
    .leftJoin(brands, eq(brands.id, complaints.brandId))
    .where(and(eq(complaints.id, complaintId), eq(complaints.userId, userId)));
  if (!row) throw notFound("投诉不存在或已删除");
  return {
    id: row.id,
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
