import { type Database, schema } from "@tousu/db";
import { eq } from "drizzle-orm";
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
