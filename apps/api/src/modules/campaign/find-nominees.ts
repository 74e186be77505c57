import { CAMPAIGN_NOMINEES_PER_KIND, type CampaignNominee } from "@tousu/contracts";
import { type Database, schema } from "@tousu/db";
import { asc, ilike, sql } from "drizzle-orm";
import { readImageDefaults } from "../../complaint-core/image-defaults";
import { escapeLike } from "../../lib/like-pattern";
import { searchBrands } from "../brand-lookup";

const { enterprises, brands } = schema;

/**
 * The console's nomination picker (decision 096): enterprises whose name contains what the editor
 * typed, exact and prefix matches first, and brands as the brand pickers find them (name, pinyin,
 * initials). Enterprises come first: a company section nominates the company most often.
 */
export async function findCampaignNominees(db: Database, keyword: string): Promise<CampaignNominee[]> {
  const escaped = escapeLike(keyword);
  const [enterpriseRows, brandItems, defaults] = await Promise.all([
    db
      .select({
        id: enterprises.id,
        name: enterprises.name,
        logoUrl: enterprises.logoUrl,
        industry: sql<
          string | null
        >`(select string_agg(distinct b.industry, '、') from ${brands} b where b.enterprise_id = "enterprises"."id")`,
      })
      .from(enterprises)
      .where(ilike(enterprises.name, `%${escaped}%`))
      .orderBy(
        sql`case when lower(${enterprises.name}) = lower(${keyword}) then 0
          when ${enterprises.name} ilike ${`${escaped}%`} then 1 else 2 end`,
        sql`length(${enterprises.name})`,
        asc(enterprises.id),
      )
      .limit(CAMPAIGN_NOMINEES_PER_KIND),
    searchBrands(db, keyword, { page: 1, page_size: CAMPAIGN_NOMINEES_PER_KIND }),
    readImageDefaults(db),
  ]);
  return [
    ...enterpriseRows.map((row) => ({
      kind: "enterprise" as const,
      id: row.id,
      name: row.name,
      industry: row.industry,
      logo: row.logoUrl || defaults.brandLogo,
    })),
    ...brandItems.map((brand) => ({
      kind: "brand" as const,
      id: brand.id,
      name: brand.name,
      industry: brand.industry,
      logo: brand.logo,
    })),
  ];
}
