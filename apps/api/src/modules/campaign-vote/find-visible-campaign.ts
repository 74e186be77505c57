import type { DatabaseOrTransaction } from "@tousu/db";
import { schema } from "@tousu/db";
import { and, eq } from "drizzle-orm";

const { campaigns } = schema;

export type VisibleCampaign = typeof campaigns.$inferSelect;

/**
 * The campaign the public sees at `ref`: by its number (up to nine digits, within the `integer`
 * column) or its slug, and visible. The one definition of a campaign's address, for the campaign
 * pages and the votes alike; this feature holds it because the campaign pages already read the
 * tallies here, and an import back would be a cycle.
 */
export function visibleCampaignAt(ref: string) {
  return and(
    /^\d{1,9}$/.test(ref) ? eq(campaigns.id, Number(ref)) : eq(campaigns.slug, ref),
    eq(campaigns.visible, true),
  );
}

/** The visible campaign at `ref`, or null: each caller refuses it in its own words. */
export async function findVisibleCampaign(
  db: DatabaseOrTransaction,
  ref: string,
): Promise<VisibleCampaign | null> {
  const [campaign] = await db.select().from(campaigns).where(visibleCampaignAt(ref));
  return campaign ?? null;
}
