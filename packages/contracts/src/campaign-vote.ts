import { CAMPAIGN_VOTE_FLAG_STATES, CAMPAIGN_VOTE_MESSAGES } from "@tousu/domain";
import { defineContract } from "./define-contract";
import { TAGS as CONSOLE_TAGS, namedRef, reasonBody } from "./moderation-console/fields";
import { idSchema, isoDateTime, optionalNote, pageOf, pageQuery } from "./shared";
import { z } from "./zod";

// Votes in a 3·15 campaign (docs/decisions/097): a member votes for a player and reads what is left
// of their day; staff read the bursts flagged from one network and void their votes or dismiss them.

const TAGS = ["campaign"] as const;

/** A campaign by its number or its slug (`/activity/12`, `/activity/act2024315`). */
export const campaignRef = z.object({
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, { message: CAMPAIGN_VOTE_MESSAGES.campaignNotFound })
    .describe("the campaign's id or slug"),
});

const remainingToday = {
  vote_day: z.string().describe("YYYY-MM-DD, the Beijing day the votes count against"),
  votes_per_day: z.number().int(),
  votes_per_player_per_day: z.number().int(),
  remaining_today: z.number().int().describe("votes left today over the whole campaign"),
  resets_at: isoDateTime.describe("the next 0:00, Beijing time"),
};

export const castCampaignVote = defineContract({
  method: "POST",
  path: "/activity/:id/vote",
  service: "main",
  summary: "投票：为活动的一位选手投一票（需登录并绑定手机号），返回今日剩余票数",
  tags: TAGS,
  auth: "required",
  params: campaignRef,
  body: z.object({
    player_id: idSchema("请选择要投票的选手"),
    captcha_token: z
      .string()
      .max(200)
      .optional()
      .describe("from POST /auth/captcha_verify; required once an answer said captcha_required"),
  }),
  data: z.object({
    player_id: z.number().int(),
    ...remainingToday,
    remaining_for_player: z.number().int().describe("votes left today for this player"),
    captcha_required: z.boolean().describe("whether the next vote needs a solved captcha"),
  }),
});

export const myCampaignVotes = defineContract({
  method: "GET",
  path: "/activity/:id/my_votes",
  service: "main",
  summary: "我的投票：今日已投与剩余票数（按选手）",
  tags: TAGS,
  auth: "required",
  params: campaignRef,
  data: z.object({
    ...remainingToday,
    votes_today: z.number().int(),
    players: z.array(
      z.object({
        player_id: z.number().int(),
        votes_today: z.number().int(),
        remaining: z
          .number()
          .int()
          .describe("votes left today for this player, the day's remainder included"),
      }),
    ),
  }),
});

export const campaignVoteFlag = z.object({
  id: z.number().int(),
  campaign: z.object({ id: z.number().int(), title: z.string() }),
  network: z.string().describe("a short keyed hash of the network (IPv4 /24, IPv6 /48), never the address"),
  window_start: isoDateTime,
  window_end: isoDateTime,
  vote_count: z.number().int(),
  account_count: z.number().int(),
  valid_votes: z.number().int().describe("the flagged votes not voided yet"),
  state: z.enum(CAMPAIGN_VOTE_FLAG_STATES),
  note: z.string().nullable(),
  handled_by: namedRef.nullable(),
  handled_at: isoDateTime.nullable(),
  created_at: isoDateTime,
});
export type CampaignVoteFlag = z.infer<typeof campaignVoteFlag>;

export const listCampaignVoteFlags = defineContract({
  method: "GET",
  path: "/admin/campaign-vote-flags",
  service: "main",
  summary: "异常投票：同一网络短时间内的集中投票（待处理的在前）",
  tags: CONSOLE_TAGS,
  auth: "required",
  staffRoles: ["moderator"],
  query: pageQuery.extend({
    campaign_id: idSchema("无效的活动编号").optional(),
    state: z.enum(CAMPAIGN_VOTE_FLAG_STATES, { message: "无效的处理状态" }).optional(),
  }),
  data: pageOf(campaignVoteFlag),
});

export const voidCampaignVoteFlag = defineContract({
  method: "POST",
  path: "/admin/campaign-vote-flags/:id/void",
  service: "main",
  summary: "作废异常投票：作废该网络在该时段的全部投票（记录原因，计票随之调整）",
  tags: CONSOLE_TAGS,
  auth: "required",
  staffRoles: ["moderator"],
  params: z.object({ id: idSchema() }),
  body: reasonBody,
  data: z.object({ flag: campaignVoteFlag, voided_votes: z.number().int() }),
});

export const dismissCampaignVoteFlag = defineContract({
  method: "POST",
  path: "/admin/campaign-vote-flags/:id/dismiss",
  service: "main",
  summary: "忽略异常投票：确认为正常投票（如校园、单位网络）",
  tags: CONSOLE_TAGS,
  auth: "required",
  staffRoles: ["moderator"],
  params: z.object({ id: idSchema() }),
  body: z.object({ note: optionalNote }),
  data: z.object({ flag: campaignVoteFlag }),
});
