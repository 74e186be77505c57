import { type Database, schema } from "@tousu/db";
import { inArray } from "drizzle-orm";
import { expiringValue } from "../lib/expiring-value";

export interface ImageDefaults {
  userAvatar: string;
  brandLogo: string;
}

// Every list and page reads these; only the seed writes them (no settings screen yet, which would
// have to forget this). A minute per process keeps them out of the hot path's queries.
const IMAGE_DEFAULTS_TTL_MS = 60_000;
const imageDefaultsByDatabase = new WeakMap<Database, () => Promise<ImageDefaults>>();

/** The fallback images every list needs for users and brands without their own. */
export function readImageDefaults(db: Database): Promise<ImageDefaults> {
  let read = imageDefaultsByDatabase.get(db);
  if (!read) {
    read = expiringValue(() => queryImageDefaults(db), IMAGE_DEFAULTS_TTL_MS, Date.now);
    imageDefaultsByDatabase.set(db, read);
  }
  return read();
}

async function queryImageDefaults(db: Database): Promise<ImageDefaults> {
  const rows = await db
    .select({ menuName: schema.systemConfig.menuName, value: schema.systemConfig.value })
    .from(schema.systemConfig)
    .where(inArray(schema.systemConfig.menuName, ["default_user_avatar", "default_brand_logo"]));
  const values = new Map(rows.map((row) => [row.menuName, row.value]));
  return {
    userAvatar: values.get("default_user_avatar") ?? "",
    brandLogo: values.get("default_brand_logo") ?? "",
  };
}
