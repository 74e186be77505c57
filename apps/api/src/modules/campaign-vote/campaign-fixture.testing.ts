import { type Database, schema } from "@tousu/db";
import { createEnterprise, TEST_SEED_NOW } from "@tousu/db/testing";
import type { CampaignPlayerStatus } from "@tousu/domain";

const DAY_MS = 24 * 60 * 60_000;
let campaignCount = 0;

export interface CampaignFixture {
  id: number;
  slug: string;
  sectionId: number;
  /** Approved players, in order. */
  players: number[];
}

/**
 * A visible campaign with one voting section of approved enterprise players, voting from a week
 * before the seed's clock to a week after, made directly in the database.
 */
export async function createVotingCampaign(
  db: Database,
  options: {
    players?: number;
    votesPerDay?: number;
    votesPerPlayerPerDay?: number;
    startsAt?: Date;
    endsAt?: Date;
  } = {},
): Promise<CampaignFixture> {
  campaignCount += 1;
  const slug = `vote-test-${process.pid}-${campaignCount}`;
  const [campaign] = await db
    .insert(schema.campaigns)
    .values({
      slug,
      title: `测试投票活动${campaignCount}`,
      votingStartsAt: options.startsAt ?? new Date(TEST_SEED_NOW.getTime() - 7 * DAY_MS),
      votingEndsAt: options.endsAt ?? new Date(TEST_SEED_NOW.getTime() + 7 * DAY_MS),
      votesPerDay: options.votesPerDay ?? 3,
      votesPerPlayerPerDay: options.votesPerPlayerPerDay ?? 1,
      visible: true,
    })
    .returning({ id: schema.campaigns.id });
  const [section] = await db
    .insert(schema.campaignSections)
    .values({ campaignId: campaign!.id, kind: "company_vote", title: "服务之星" })
    .returning({ id: schema.campaignSections.id });
  const players: number[] = [];
  for (let index = 0; index < (options.players ?? 3); index += 1) {
    players.push(await addPlayer(db, { id: campaign!.id, sectionId: section!.id }, "approved"));
  }
  return { id: campaign!.id, slug, sectionId: section!.id, players };
}

/** An enterprise player of the campaign's section in the given state. */
export async function addPlayer(
  db: Database,
  campaign: { id: number; sectionId: number },
  status: CampaignPlayerStatus,
): Promise<number> {
  const enterprise = await createEnterprise(db);
  const [player] = await db
    .insert(schema.campaignPlayers)
    .values({
      campaignId: campaign.id,
      sectionId: campaign.sectionId,
      kind: "enterprise",
      enterpriseId: enterprise.id,
      source: "staff",
      status,
    })
    .returning({ id: schema.campaignPlayers.id });
  return player!.id;
}
