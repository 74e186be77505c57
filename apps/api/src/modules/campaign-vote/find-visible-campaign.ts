import type { DatabaseOrTransaction } from "@tousu/db";
import { schema } from "@tousu/db";
import { and, eq, type SQLWrapper } from "drizzle-orm";

const { campaigns } = schema;

export type VisibleCampaign = typeof campaigns.$inferSelect;

/** How `ref` addresses a campaign: by its number (up to nine digits, within the `integer` column) or its slug. */
export type CampaignAddressKind = "id" | "slug";

export function campaignAddressKind(ref: string): CampaignAddressKind {
  return /^\d{1,9}$/.test(ref) ? "id" : "slug";
}

/**
 * The campaign the public sees at an address of `kind`: the address's value, or a prepared
 * statement's placeholder for it. The one definition of a campaign's address, for the campaign pages
 * and the votes alike; this feature holds it because the campaign pages already read the tallies
 * here, and an import back would be a cycle.
 */
export function visibleCampaignWhere(kind: CampaignAddressKind, value: string | SQLWrapper) {
  return and(
    kind === "id"
      ? eq(campaigns.id, typeof value === "string" ? Number(value) : value)
      : eq(campaigns.slug, value),
    eq(campaigns.visible, true),
  );
}

/** The campaign the public sees at `ref`. */
export function visibleCampaignAt(ref: string) {
  return visibleCampaignWhere(campaignAddressKind(ref), ref);
}

/** The visible campaign at `ref`, or null: each caller refuses it in its own words. */
export async function findVisibleCampaign(
  db: DatabaseOrTransaction,
  ref: string,
): Promise<VisibleCampaign | null> {
  const [campaign] = await db.select().from(campaigns).where(visibleCampaignAt(ref));
  return campaign ?? null;
}
