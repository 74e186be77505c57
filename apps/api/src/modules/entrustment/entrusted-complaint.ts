import { type DatabaseOrTransaction, schema } from "@tousu/db";
import { entrustRefusal } from "@tousu/domain";
import { eq, sql } from "drizzle-orm";
import { complaintBrandName } from "../../complaint-core/complaint-brand-name";
import { isPubliclyVisible } from "../../complaint-core/public-complaint";
import { forbidden, notFound } from "../../lib/app-error";

const { brands, cities, complaints } = schema;

/** What entrusting reads of a complaint: its author, its enterprise (conflicts), its sector and city. */
export interface EntrustedComplaint {
  id: number;
  userId: number;
  title: string;
  enterpriseId: number | null;
  brandName: string | null;
  industry: string | null;
  /** The complaint's city without its 市, as lawyers' profiles name cities. */
  city: string | null;
  /** Why it cannot be entrusted now (how it was closed), or null (decision 062). */
  refusal: string | null;
}

/**
 * The caller's own complaint, published and not hidden: only its author may entrust it, and a
 * complaint staff took down is not handed on. Whether its state still allows a new entrustment is
 * `refusal`: its page still shows its entrustments so far.
 */
export async function loadOwnEntrustableComplaint(
  db: DatabaseOrTransaction,
  complaintId: number,
  userId: number,
): Promise<EntrustedComplaint> {
  const [row] = await db
    .select({
      id: complaints.id,
      userId: complaints.userId,
      title: complaints.title,
      enterpriseId: complaints.enterpriseId,
      status: complaints.status,
      closeReason: complaints.closeReason,
      dispatchedAt: complaints.dispatchedAt,
      isHidden: complaints.isHidden,
      brandName: complaintBrandName(),
      industry: brands.industry,
      city: sql<string | null>`regexp_replace(${cities.name}, '市$', '')`,
    })
    .from(complaints)
    .leftJoin(brands, eq(brands.id, complaints.brandId))
    .leftJoin(cities, eq(cities.id, complaints.cityId))
    .where(eq(complaints.id, complaintId));
  if (!row) throw notFound("投诉不存在或已删除");
  if (row.userId !== userId) throw forbidden("只有投诉人可以委托律师处理该投诉");
  if (!isPubliclyVisible(row)) throw forbidden("该投诉未公开或已被隐藏，暂不能委托律师");
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    enterpriseId: row.enterpriseId,
    brandName: row.brandName,
    industry: row.industry,
    city: row.city,
    refusal: entrustRefusal(row),
  };
}
