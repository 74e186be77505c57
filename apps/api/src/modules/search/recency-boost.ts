import { type Column, type SQL, sql } from "drizzle-orm";

/** Relevance first; among equally relevant hits the newer one wins, fading over about a month. */
export function recencyBoost(at: Column, now: Date): SQL {
  // date_part is a float; extract(epoch …) would be numeric, several times slower per match.
  return sql`0.2 / (1 + date_part('epoch', ${now}::timestamptz - ${at}) / (30 * 86400))`;
}
