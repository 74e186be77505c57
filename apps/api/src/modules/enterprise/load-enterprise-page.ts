import { type ContractData, ENTERPRISE_LATEST_COMPLAINTS, type getEnterprise } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { and, asc, desc, eq, isNotNull } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { loadComplaintSummaries } from "../../complaint-core/complaint-summaries";
import { readImageDefaults } from "../../complaint-core/image-defaults";
import { isPublicComplaint } from "../../complaint-core/public-complaint";
import { notFound } from "../../lib/app-error";
import { loadComplaintFigures, toFiguresData } from "../../lib/enterprise-figures";

const { enterprises, brands, complaints } = schema;

/** The public company page: who they are, their brands, their published figures, their latest complaints. */
export async function loadEnterprisePage(
  deps: Pick<AppDeps, "db">,
  enterpriseId: number,
): Promise<ContractData<typeof getEnterprise>> {
  const [enterprise] = await deps.db.select().from(enterprises).where(eq(enterprises.id, enterpriseId));
  if (!enterprise) throw notFound("企业不存在");

  const [brandRows, figures, latest, defaults] = await Promise.all([
    deps.db
      .select({
        id: brands.id,
        name: brands.name,
        logo: brands.logoUrl,
        complaint_count: brands.complaintCount,
      })
      .from(brands)
      .where(eq(brands.enterpriseId, enterpriseId))
      .orderBy(desc(brands.complaintCount), asc(brands.id)),
    loadComplaintFigures(deps.db, { enterpriseId }),
    deps.db
      .select({ id: complaints.id })
      .from(complaints)
      .where(
        and(
          eq(complaints.enterpriseId, enterpriseId),
          isPublicComplaint(),
          isNotNull(complaints.dispatchedAt),
        ),
      )
      .orderBy(desc(complaints.dispatchedAt), desc(complaints.id))
      .limit(ENTERPRISE_LATEST_COMPLAINTS),
    readImageDefaults(deps.db),
  ]);

  return {
    id: enterprise.id,
    name: enterprise.name,
    logo: enterprise.logoUrl || defaults.brandLogo,
    description: enterprise.description,
    is_verified: enterprise.isVerified,
    brands: brandRows.map((brand) => ({ ...brand, logo: brand.logo || defaults.brandLogo })),
    figures: toFiguresData(figures),
    latest_complaints: await loadComplaintSummaries(
      deps.db,
      latest.map((row) => row.id),
      defaults,
    ),
  };
}
