import { schema } from "@tousu/db";
import { type SQL, sql } from "drizzle-orm";

const { brands, complaints } = schema;

/**
 * The name a complaint is against: its listed brand's, else the one the complainant typed in; null
 * with neither. The query left-joins `brands` on the complaint's brand.
 */
export function complaintBrandName(): SQL<string | null> {
  return sql<string | null>`coalesce(${brands.name}, ${complaints.customBrandName})`;
}
