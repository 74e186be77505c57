import type { BrandListItem } from "@tousu/contracts";
import { type Database, schema } from "@tousu/db";
import { asc, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { readImageDefaults } from "../../complaint-core/image-defaults";
import { escapeLike } from "../../lib/like-pattern";
import { type PageQuery, pageResult, pageWindow } from "../../lib/paging";

const { brands } = schema;

type BrandRow = Pick<typeof brands.$inferSelect, "id" | "name" | "logoUrl" | "industry" | "complaintCount">;

const columns = {
  id: brands.id,
  name: brands.name,
  logoUrl: brands.logoUrl,
  industry: brands.industry,
  complaintCount: brands.complaintCount,
};

async function toItems(db: Database, rows: BrandRow[]): Promise<BrandListItem[]> {
  if (rows.length === 0) return [];
  const { brandLogo } = await readImageDefaults(db);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    logo: row.logoUrl || brandLogo,
    industry: row.industry,
    complaint_count: row.complaintCount,
  }));
}

/** A page of brands, most complained about first; an empty industry narrows nothing. */
export async function listBrands(db: Database, query: PageQuery & { industry?: string | undefined }) {
  const where = query.industry ? eq(brands.industry, query.industry) : undefined;
  const paging = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(brands)
      .where(where)
      .orderBy(desc(brands.complaintCount), asc(brands.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ value: count() }).from(brands).where(where),
  ]);
  return pageResult(await toItems(db, rows), total?.value ?? 0, query);
}

/**
 * The brand picker's autocomplete: the name contains the keyword (trigram index), or the keyword
 * starts the brand's pinyin or initials, so 'yunshan' and 'ysyx' both find 云杉优选.
 * Exact and prefix matches rank first, then the brands people complain about most.
 */
export async function searchBrands(
  db: Database,
  keyword: string,
  query: PageQuery,
): Promise<BrandListItem[]> {
  const paging = pageWindow(query);
  const latin = keyword.toLowerCase().replace(/[\s']+/g, "");
  const escaped = escapeLike(keyword);
  const conditions: SQL[] = [ilike(brands.name, `%${escaped}%`)];
  if (/^[a-z0-9]+$/.test(latin)) {
    conditions.push(sql`${brands.pinyin} like ${`${latin}%`}`, sql`${brands.initials} like ${`${latin}%`}`);
  }
  const rank = sql`case
    when lower(${brands.name}) = lower(${keyword}) then 0
    when ${brands.name} ilike ${`${escaped}%`} then 1
    when ${brands.initials} = ${latin} or ${brands.pinyin} = ${latin} then 2
    else 3 end`;
  const rows = await db
    .select(columns)
    .from(brands)
    .where(or(...conditions))
    .orderBy(rank, desc(brands.complaintCount), asc(brands.id))
    .limit(paging.limit)
    .offset(paging.offset);
  return toItems(db, rows);
}

export async function findBrandByName(db: Database, name: string): Promise<BrandListItem | null> {
  const rows = await db.select(columns).from(brands).where(eq(brands.name, name)).limit(1);
  const [item] = await toItems(db, rows);
  return item ?? null;
}
