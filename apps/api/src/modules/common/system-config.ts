import { type Database, schema } from "@tousu/db";
import { eq, inArray } from "drizzle-orm";
import { notFound } from "../../lib/app-error";

export async function readSystemConfig(db: Database, menuName: string): Promise<string> {
  const [row] = await db
    .select({ value: schema.systemConfig.value })
    .from(schema.systemConfig)
    .where(eq(schema.systemConfig.menuName, menuName))
    .limit(1);
  if (!row) throw notFound("配置项不存在");
  return row.value;
}

/** The fallback images every list needs for users and brands without their own. */
export async function readImageDefaults(db: Database): Promise<{ userAvatar: string; brandLogo: string }> {
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
