import { type Database, schema } from "@tousu/db";
import { eq } from "drizzle-orm";
import { notFound } from "../../lib/app-error";

export async function assertSubtypeExists(db: Database, subtypeId: number): Promise<void> {
  const [row] = await db
    .select({ id: schema.complaintSubtypes.id })
    .from(schema.complaintSubtypes)
    .where(eq(schema.complaintSubtypes.id, subtypeId))
    .limit(1);
  if (!row) throw notFound("投诉类型不存在，请重新选择");
}

export async function assertBrandExists(db: Database, brandId: number): Promise<void> {
  const [row] = await db
    .select({ id: schema.brands.id })
    .from(schema.brands)
    .where(eq(schema.brands.id, brandId))
    .limit(1);
  if (!row) throw notFound("品牌不存在，请重新选择");
}
