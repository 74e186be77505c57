import {
  LAWYER_CLIENTS_MAX,
  LAWYER_CLIENTS_MAX_MESSAGE,
  type LawyerEnterpriseClient,
} from "@tousu/contracts";
import { type DatabaseOrTransaction, schema } from "@tousu/db";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { badRequest, forbidden } from "../../lib/app-error";

const { brands, enterprises, lawyerEnterpriseClients, lawyerProfiles } = schema;

/** Brands shown beside each enterprise's name. */
const BRANDS_SHOWN = 3;

/**
 * The enterprises a lawyer acts for, oldest declaration first. The list is bounded by
 * LAWYER_CLIENTS_MAX, so one read with each enterprise's few best-known brands is enough.
 */
export async function readEnterpriseClients(
  db: DatabaseOrTransaction,
  lawyerId: number,
): Promise<LawyerEnterpriseClient[]> {
  const rows = await db
    .select({
      enterpriseId: enterprises.id,
      name: enterprises.name,
      brandNames: sql<string[]>`array(select b.name from ${brands} b where b.enterprise_id = ${enterprises.id}
        order by b.complaint_count desc, b.id limit ${BRANDS_SHOWN})`,
      declaredAt: lawyerEnterpriseClients.createdAt,
    })
    .from(lawyerEnterpriseClients)
    .innerJoin(enterprises, eq(enterprises.id, lawyerEnterpriseClients.enterpriseId))
    .where(eq(lawyerEnterpriseClients.lawyerId, lawyerId))
    .orderBy(asc(lawyerEnterpriseClients.createdAt), asc(enterprises.id))
    .limit(LAWYER_CLIENTS_MAX);
  return rows.map((row) => ({
    enterprise_id: row.enterpriseId,
    name: row.name,
    brands: row.brandNames,
    declared_at: row.declaredAt.toISOString(),
  }));
}

/**
 * Only a lawyer declares their clients: an applicant under review or a verified lawyer (whose
 * profile they may edit). The profile row is locked so two additions at once count each other.
 */
async function lockOwnProfile(tx: DatabaseOrTransaction, userId: number): Promise<void> {
  const [profile] = await tx
    .select({ status: lawyerProfiles.status })
    .from(lawyerProfiles)
    .where(eq(lawyerProfiles.userId, userId))
    .for("update");
  if (!profile) throw forbidden("只有律师可以登记代理企业");
  if (profile.status !== "verified" && profile.status !== "pending") {
    throw badRequest("当前状态下不能修改资料，请重新提交申请或联系客服");
  }
}

export async function listOwnEnterpriseClients(
  deps: Pick<AppDeps, "db">,
  userId: number,
): Promise<{ list: LawyerEnterpriseClient[] }> {
  const [profile] = await deps.db
    .select({ userId: lawyerProfiles.userId })
    .from(lawyerProfiles)
    .where(eq(lawyerProfiles.userId, userId));
  if (!profile) throw forbidden("只有律师可以登记代理企业");
  return { list: await readEnterpriseClients(deps.db, userId) };
}

/** The lawyer names the enterprise by one of its brands (the brand search finds it by name). */
export async function addEnterpriseClient(
  deps: Pick<AppDeps, "db" | "providers">,
  userId: number,
  brandId: number,
): Promise<{ list: LawyerEnterpriseClient[] }> {
  return deps.db.transaction(async (tx) => {
    await lockOwnProfile(tx, userId);
    const [brand] = await tx
      .select({ enterpriseId: brands.enterpriseId })
      .from(brands)
      .where(eq(brands.id, brandId));
    if (!brand) throw badRequest("未找到该企业，请从搜索结果中选择");
    if (brand.enterpriseId === null) throw badRequest("该品牌尚未关联企业，暂不能登记");
    const [declared] = await tx
      .select({ value: count() })
      .from(lawyerEnterpriseClients)
      .where(eq(lawyerEnterpriseClients.lawyerId, userId));
    if ((declared?.value ?? 0) >= LAWYER_CLIENTS_MAX) throw badRequest(LAWYER_CLIENTS_MAX_MESSAGE);
    const added = await tx
      .insert(lawyerEnterpriseClients)
      .values({ lawyerId: userId, enterpriseId: brand.enterpriseId, createdAt: deps.providers.now() })
      .onConflictDoNothing()
      .returning({ enterpriseId: lawyerEnterpriseClients.enterpriseId });
    if (added.length === 0) throw badRequest("您已登记过该企业");
    return { list: await readEnterpriseClients(tx, userId) };
  });
}

/** Removing deletes the declaration (decision 055): the conflict check concerns whom they act for now. */
export async function removeEnterpriseClient(
  deps: Pick<AppDeps, "db">,
  userId: number,
  enterpriseId: number,
): Promise<{ list: LawyerEnterpriseClient[] }> {
  return deps.db.transaction(async (tx) => {
    await lockOwnProfile(tx, userId);
    await tx
      .delete(lawyerEnterpriseClients)
      .where(
        and(
          eq(lawyerEnterpriseClients.lawyerId, userId),
          eq(lawyerEnterpriseClients.enterpriseId, enterpriseId),
        ),
      );
    return { list: await readEnterpriseClients(tx, userId) };
  });
}
