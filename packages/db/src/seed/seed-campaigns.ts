import { rankByVotes, storedCampaignDataRule } from "@tousu/domain";
import { sql } from "drizzle-orm";
import * as schema from "../schema";
import type { SeedDatabase } from "./insert-rows";
import type { WriteTracker } from "./write-tracker";

// The demo's 3·15 campaigns (decision 096): two past ones with their results published, and the
// coming one, with a company vote, consumers' stories and data lists. Dates are fixed: a campaign
// belongs to its March.

const VOTES_PER_DAY = 3;
const VOTES_PER_PLAYER_PER_DAY = 1;

/** The rules every demo campaign publishes, in plain words, with its own period; the page adds the tie rule. */
function campaignRules(period: string): string[] {
  return [
    `投票时间：${period}（北京时间）。`,
    "谁可以投票：已登录且绑定手机号的诉达账号；一个手机号只能绑定一个账号。",
    `投票次数：每个账号每天（北京时间，0 时起算）最多投 ${VOTES_PER_DAY} 票，同一位选手每天最多 ${VOTES_PER_PLAYER_PER_DAY} 票。`,
    "作废：使用脚本或批量注册的账号投票、同一网络在短时间内集中投票等异常情况，经平台核查后作废，作废的票不计入名次，其数量在结果中公开。",
    "分享：本活动不设任何分享或拉票奖励，请勿购买、出售或诱导投票。",
    "选手：企业由平台提名或自行报名、经平台审核后参加；维权故事由消费者本人用已完成的投诉报名并同意公开，展示时隐去个人信息。",
  ];
}

/** Beijing midnight of a day, as an instant. */
const beijing = (day: string, time = "00:00") => new Date(`${day}T${time}:00+08:00`);

/** Invented but plausible final counts, most first; two share one count so the tie rule shows. */
const PAST_VALID_VOTES = [18_342, 15_907, 15_907, 12_480, 9_866, 7_215, 5_031, 3_688];
const PAST_VOIDED_VOTES = [1_204, 316, 88, 2_561, 41, 0, 127, 9];

interface Candidates {
  enterprises: { id: number; brandId: number }[];
  stories: { id: number; userId: number }[];
}

async function findCandidates(db: SeedDatabase, demoEnterpriseId: number): Promise<Candidates> {
  // The enterprises (and one brand of each) with the most published complaints, the demo enterprise
  // left out so its owner can apply to the coming campaign from the portal.
  const enterprises = await db.execute<{ id: number; brand_id: number }>(sql`
    select b.enterprise_id as id, min(b.id) as brand_id
    from brands b join brand_daily_stats s on s.brand_id = b.id
    where b.enterprise_id is not null and b.enterprise_id <> ${demoEnterpriseId}
    group by b.enterprise_id
    order by sum(s.complaint_count) desc, b.enterprise_id
    limit 8`);
  // Completed complaints confirmed and rated by their authors: stories of rights obtained.
  const stories = await db.execute<{ id: number; user_id: number }>(sql`
    select c.id, c.user_id from complaints c join complaint_ratings r on r.complaint_id = c.id
    where c.status = 'completed' and not c.is_auto_completed and not c.is_hidden
      and c.dispatched_at is not null and r.satisfaction_score >= 4
    order by c.id desc limit 3`);
  return {
    enterprises: enterprises.rows.map((row) => ({ id: Number(row.id), brandId: Number(row.brand_id) })),
    stories: stories.rows.map((row) => ({ id: Number(row.id), userId: Number(row.user_id) })),
  };
}

export async function seedCampaigns(
  db: SeedDatabase,
  tracker: WriteTracker,
  input: { demoEnterpriseId: number; staffId: number },
): Promise<void> {
  const candidates = await findCandidates(db, input.demoEnterpriseId);
  if (candidates.enterprises.length < 4) return;

  await seedPastCampaign(db, {
    slug: "act2023331",
    title: "2023 消费者信赖企业评选",
    summary: "由消费者投票选出 2023 年处理投诉最认真的企业，结果已于 4 月初公布。",
    period: "2023 年 3 月 1 日 0 时至 3 月 31 日 0 时",
    startsAt: beijing("2023-03-01"),
    endsAt: beijing("2023-03-31"),
    publishedAt: beijing("2023-04-03", "10:00"),
    tallyVisibility: "rank_and_share",
    section: { title: "信赖企业", description: "投诉处理及时、沟通真诚的企业。" },
    players: candidates.enterprises.map((enterprise) => ({
      kind: "enterprise" as const,
      enterpriseId: enterprise.id,
    })),
    staffId: input.staffId,
  });
  await seedPastCampaign(db, {
    slug: "act2024315",
    title: "2024 3·15 服务之星",
    summary: "3·15 消费维权月：消费者为回应投诉最用心的品牌投票，结果与作废票数一并公布。",
    period: "2024 年 3 月 1 日 0 时至 3 月 15 日 24 时",
    startsAt: beijing("2024-03-01"),
    endsAt: beijing("2024-03-16"),
    publishedAt: beijing("2024-03-20", "10:00"),
    tallyVisibility: "exact",
    section: { title: "服务之星", description: "回应投诉快、解决问题实在的品牌。" },
    players: candidates.enterprises.map((enterprise) => ({
      kind: "brand" as const,
      brandId: enterprise.brandId,
    })),
    staffId: input.staffId,
  });
  await seedComingCampaign(db, candidates, input.staffId);
  tracker.counts.campaigns = 3;
}

type PlayerSubject = { kind: "enterprise"; enterpriseId: number } | { kind: "brand"; brandId: number };

async function seedPastCampaign(
  db: SeedDatabase,
  campaign: {
    slug: string;
    title: string;
    summary: string;
    period: string;
    startsAt: Date;
    endsAt: Date;
    publishedAt: Date;
    tallyVisibility: "rank_and_share" | "exact";
    section: { title: string; description: string };
    players: PlayerSubject[];
    staffId: number;
  },
): Promise<void> {
  const [row] = await db
    .insert(schema.campaigns)
    .values({
      slug: campaign.slug,
      title: campaign.title,
      summary: campaign.summary,
      rules: campaignRules(campaign.period),
      votingStartsAt: campaign.startsAt,
      votingEndsAt: campaign.endsAt,
      resultsPublishedAt: campaign.publishedAt,
      votesPerDay: VOTES_PER_DAY,
      votesPerPlayerPerDay: VOTES_PER_PLAYER_PER_DAY,
      tallyVisibility: campaign.tallyVisibility,
      visible: true,
      createdAt: new Date(campaign.startsAt.getTime() - 20 * 86_400_000),
      updatedAt: campaign.publishedAt,
    })
    .returning({ id: schema.campaigns.id });
  const campaignId = row!.id;
  const [section] = await db
    .insert(schema.campaignSections)
    .values({ campaignId, kind: "company_vote", ...campaign.section })
    .returning({ id: schema.campaignSections.id });
  const sectionId = section!.id;
  const reviewedAt = new Date(campaign.startsAt.getTime() - 3 * 86_400_000);
  const players = await db
    .insert(schema.campaignPlayers)
    .values(
      campaign.players.map((subject, index) => ({
        campaignId,
        sectionId,
        ...subject,
        source: "staff" as const,
        status: "approved" as const,
        statement: "承诺 48 小时内回应每一条投诉，处理进展在平台公开。",
        nominatedBy: campaign.staffId,
        reviewedBy: campaign.staffId,
        reviewedAt,
        sortOrder: index,
      })),
    )
    .returning({ id: schema.campaignPlayers.id });
  // The counters as voting left them, and the results ranked from them by the published rule.
  const tallies = players.map((player, index) => ({
    playerId: player.id,
    campaignId,
    validVotes: PAST_VALID_VOTES[(index * 5) % PAST_VALID_VOTES.length]!,
    voidedVotes: PAST_VOIDED_VOTES[(index * 5) % PAST_VOIDED_VOTES.length]!,
    updatedAt: campaign.endsAt,
  }));
  await db.insert(schema.campaignTallies).values(tallies);
  await db.insert(schema.campaignResults).values(
    rankByVotes(tallies).map((entry) => ({
      playerId: entry.playerId,
      campaignId,
      sectionId,
      rank: entry.rank,
      validVotes: entry.validVotes,
      voidedVotes: entry.voidedVotes,
      publishedAt: campaign.publishedAt,
    })),
  );
}

async function seedComingCampaign(db: SeedDatabase, candidates: Candidates, staffId: number): Promise<void> {
  const startsAt = beijing("2027-03-01");
  const [row] = await db
    .insert(schema.campaigns)
    .values({
      slug: "act2027315",
      title: "2027 3·15 消费维权月",
      summary: "为认真回应投诉的企业投票，读消费者维权成功的故事，看平台数据里回复最积极和最消极的品牌。",
      rules: campaignRules("2027 年 3 月 1 日 0 时至 3 月 31 日 24 时"),
      votingStartsAt: startsAt,
      votingEndsAt: beijing("2027-04-01"),
      votesPerDay: VOTES_PER_DAY,
      votesPerPlayerPerDay: VOTES_PER_PLAYER_PER_DAY,
      tallyVisibility: "rank_and_share",
      visible: true,
    })
    .returning({ id: schema.campaigns.id });
  const campaignId = row!.id;
  const dataList = (figure: "reply_rate", order: "desc" | "asc") =>
    storedCampaignDataRule({ figure, order, minComplaints: 30, limit: 10, periodDays: 365 });
  const sections = await db
    .insert(schema.campaignSections)
    .values([
      {
        campaignId,
        kind: "company_vote" as const,
        title: "服务之星",
        description: "投诉处理及时、沟通真诚的企业，由平台提名或企业报名。",
        sortOrder: 0,
      },
      {
        campaignId,
        kind: "consumer_stories" as const,
        title: "维权故事",
        description: "消费者讲述自己已完成的投诉：怎样沟通、怎样拿回权益。",
        sortOrder: 1,
      },
      {
        campaignId,
        kind: "data_list" as const,
        title: "回复率最高",
        description: "平台数据自动计算，不参与投票。",
        dataRule: dataList("reply_rate", "desc"),
        sortOrder: 2,
      },
      {
        campaignId,
        kind: "data_list" as const,
        title: "回复率最低",
        description: "平台数据自动计算，不参与投票。",
        dataRule: dataList("reply_rate", "asc"),
        sortOrder: 3,
      },
    ])
    .returning({ id: schema.campaignSections.id });
  const [companySection, storySection] = sections;
  const reviewedAt = new Date(startsAt.getTime() - 30 * 86_400_000);
  await db.insert(schema.campaignPlayers).values([
    ...candidates.enterprises.slice(0, 6).map((enterprise, index) => ({
      campaignId,
      sectionId: companySection!.id,
      kind: "enterprise" as const,
      enterpriseId: enterprise.id,
      source: "staff" as const,
      status: "approved" as const,
      statement: "承诺 24 小时内首次回应，处理结果请消费者确认。",
      nominatedBy: staffId,
      reviewedBy: staffId,
      reviewedAt,
      sortOrder: index,
    })),
    ...candidates.stories.map((story, index) => ({
      campaignId,
      sectionId: storySection!.id,
      kind: "story" as const,
      complaintId: story.id,
      source: "consumer_nomination" as const,
      status: "approved" as const,
      statement: "把经过和凭证写清楚，商家很快就回应了，希望对遇到同样问题的人有用。",
      nominatedBy: story.userId,
      consentedAt: new Date(reviewedAt.getTime() - 86_400_000),
      reviewedBy: staffId,
      reviewedAt,
      sortOrder: index,
    })),
  ]);
}
