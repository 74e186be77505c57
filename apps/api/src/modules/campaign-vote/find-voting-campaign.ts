import type { DatabaseOrTransaction } from "@tousu/db";
import { schema } from "@tousu/db";
import { CAMPAIGN_VOTE_MESSAGES } from "@tousu/domain";
import { and, eq } from "drizzle-orm";
import { notFound } from "../../lib/app-error";

export type VotingCampaign = Pick<
  typeof schema.campaigns.$inferSelect,
  | "id"
  | "title"
  | "votingStartsAt"
  | "votingEndsAt"
  | "resultsPublishedAt"
  | "votesPerDay"
  | "votesPerPlayerPerDay"
>;

/** A campaign the public sees, by its number or its slug; 404 for any other. */
export async function findVotingCampaign(db: DatabaseOrTransaction, ref: string): Promise<VotingCampaign> {
  const { campaigns } = schema;
  const [campaign] = await db
    .select({
      id: campaigns.id,
      title: campaigns.title,
      votingStartsAt: campaigns.votingStartsAt,
      votingEndsAt: campaigns.votingEndsAt,
      resultsPublishedAt: campaigns.resultsPublishedAt,
      votesPerDay: campaigns.votesPerDay,
      votesPerPlayerPerDay: campaigns.votesPerPlayerPerDay,
    })
    .from(campaigns)
    .where(
      and(
        /^\d{1,9}$/.test(ref) ? eq(campaigns.id, Number(ref)) : eq(campaigns.slug, ref),
        eq(campaigns.visible, true),
      ),
    );
  if (!campaign) throw notFound(CAMPAIGN_VOTE_MESSAGES.campaignNotFound);
  return campaign;
}
