import {
  CAMPAIGN_DATA_FIGURES,
  CAMPAIGN_DATA_LIST_MAX,
  CAMPAIGN_MAX_VOTES_PER_DAY,
  CAMPAIGN_PLAYER_KINDS,
  CAMPAIGN_PLAYER_SOURCES,
  CAMPAIGN_PLAYER_STATUSES,
  CAMPAIGN_SECTION_KINDS,
  CAMPAIGN_STATES,
  CAMPAIGN_TALLY_VISIBILITIES,
  LIST_KEYWORD_MAX,
} from "@tousu/domain";
import { enterpriseScopeQuery } from "./company-portal";
import { type ContractData, defineContract } from "./define-contract";
import {
  idParam,
  idSchema,
  isoDateTime,
  optionalNote,
  pageOf,
  pageQuery,
  requiredText,
  textUpTo,
} from "./shared";
import { z } from "./zod";

// 3·15 campaigns (docs/decisions/095, 096): the public pages' reads, the console's editing,
// reviewing and publishing, and a company's application. Votes are their own endpoints.

const tags = ["campaign"] as const;
const EDITORS = ["editor"] as const;

/** A campaign's address: a slug (it starts with a letter, so a number is always an id) or its id. */
export const CAMPAIGN_SLUG_PATTERN = /^[a-z][a-z0-9-]{2,39}$/;
const campaignKey = z.object({
  key: z
    .string()
    .regex(/^(?:[0-9]{1,9}|[a-z][a-z0-9-]{2,39})$/, { message: "活动不存在" })
    .describe("the campaign's slug (act2024315) or numeric id"),
});

const campaignState = z.enum(CAMPAIGN_STATES);

export const campaignSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  cover_url: z.string().nullable(),
  state: campaignState,
  state_label: z.string(),
  voting_starts_at: isoDateTime,
  voting_ends_at: isoDateTime,
  results_published_at: isoDateTime.nullable(),
  section_count: z.number().int(),
  player_count: z.number().int().describe("approved players over the voting sections"),
});

export const listCampaigns = defineContract({
  method: "GET",
  path: "/activity/list",
  service: "main",
  summary: "活动列表（投票进行中在前，其次即将开始，其余按时间由近到远；仅公开的活动）",
  tags,
  auth: "none",
  query: pageQuery,
  data: pageOf(campaignSummary),
});

const rate = z.number().nullable().describe("0–1; null below the minimum sample");

export const campaignPlayer = z.object({
  id: z.number().int(),
  kind: z.enum(CAMPAIGN_PLAYER_KINDS),
  name: z.string(),
  logo: z.string().nullable(),
  href: z.string().nullable().describe("the subject's own page: /enterprise/{id}, /brands/{id}, /tousu/{id}"),
  statement: z.string(),
  figures: z
    .object({
      complaint_count: z.number().int(),
      reply_rate: rate,
      completion_rate: rate,
      satisfaction: z.number().nullable(),
    })
    .nullable()
    .describe("an enterprise's or brand's platform figures; null for a story"),
  story: z
    .object({
      complaint_id: z.number().int(),
      title: z.string(),
      summary: z.string(),
      author: z.string(),
      brand_name: z.string().nullable(),
    })
    .nullable()
    .describe("a story's complaint, personal data masked"),
  tally: z
    .object({
      rank: z.number().int(),
      share: z.number().nullable(),
      valid_votes: z.number().int().nullable(),
      voided_votes: z.number().int().nullable(),
    })
    .nullable()
    .describe(
      "as the campaign's tally_visibility shows while running; exact after the close; null when hidden",
    ),
});

export const campaignDataRow = z.object({
  rank: z.number().int(),
  brand_id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  complaint_count: z.number().int(),
  value: z.number(),
});

export const campaignSection = z.object({
  id: z.number().int(),
  kind: z.enum(CAMPAIGN_SECTION_KINDS),
  title: z.string(),
  description: z.string(),
  players: z.array(campaignPlayer),
  data_list: z
    .object({
      figure: z.enum(CAMPAIGN_DATA_FIGURES),
      figure_label: z.string(),
      rule_text: z.string(),
      rows: z.array(campaignDataRow),
    })
    .nullable(),
});

export const getCampaign = defineContract({
  method: "GET",
  path: "/activity/:key",
  service: "main",
  summary: "活动详情：规则、各单元、已通过的选手及其平台数据与票数（按公开方式）、数据榜单",
  tags,
  auth: "none",
  params: campaignKey,
  data: campaignSummary.extend({
    rules: z.array(z.string()),
    tie_rule: z.string(),
    votes_per_day: z.number().int(),
    votes_per_player_per_day: z.number().int(),
    tally_visibility: z.enum(CAMPAIGN_TALLY_VISIBILITIES),
    tally_visibility_text: z.string(),
    sections: z.array(campaignSection),
  }),
});

export type CampaignSummary = z.infer<typeof campaignSummary>;
export type CampaignDetail = ContractData<typeof getCampaign>;
export type CampaignPlayer = z.infer<typeof campaignPlayer>;
export type CampaignSection = z.infer<typeof campaignSection>;

// ── The console ────────────────────────────────────────────────────────────────────────────────

const campaignFields = z
  .object({
    slug: z.string().trim().regex(CAMPAIGN_SLUG_PATTERN, {
      message: "地址须以小写字母开头，由 3–40 个小写字母、数字或连字符组成",
    }),
    title: requiredText("标题", 2, 60),
    summary: textUpTo("简介", 300).default(""),
    cover_url: z.string().trim().url({ message: "封面须为图片地址" }).max(500).nullable().default(null),
    rules: z
      .array(requiredText("规则", 2, 500))
      .min(1, { message: "请填写活动规则" })
      .max(20, { message: "规则不能超过20条" }),
    voting_starts_at: z.string().datetime({ offset: true, message: "请选择投票开始时间" }),
    voting_ends_at: z.string().datetime({ offset: true, message: "请选择投票结束时间" }),
    votes_per_day: z
      .number()
      .int()
      .min(1)
      .max(CAMPAIGN_MAX_VOTES_PER_DAY, {
        message: `每日票数不能超过${CAMPAIGN_MAX_VOTES_PER_DAY}`,
      }),
    votes_per_player_per_day: z.number().int().min(1, { message: "每位选手每日至少1票" }),
    tally_visibility: z.enum(CAMPAIGN_TALLY_VISIBILITIES),
    visible: z.boolean(),
  })
  .refine((c) => Date.parse(c.voting_starts_at) < Date.parse(c.voting_ends_at), {
    message: "投票结束时间须晚于开始时间",
    path: ["voting_ends_at"],
  })
  .refine((c) => c.votes_per_player_per_day <= c.votes_per_day, {
    message: "每位选手每日票数不能超过每日总票数",
    path: ["votes_per_player_per_day"],
  });

const adminCampaignRow = campaignSummary.extend({
  visible: z.boolean(),
  pending_count: z.number().int(),
});

export const listAdminCampaigns = defineContract({
  method: "GET",
  path: "/admin/campaigns",
  service: "main",
  summary: "控制台：全部活动（含未公开），最新开始的在前",
  tags,
  auth: "required",
  staffRoles: EDITORS,
  query: pageQuery,
  data: pageOf(adminCampaignRow),
});

const adminPlayer = z.object({
  id: z.number().int(),
  section_id: z.number().int(),
  kind: z.enum(CAMPAIGN_PLAYER_KINDS),
  name: z.string(),
  source: z.enum(CAMPAIGN_PLAYER_SOURCES),
  status: z.enum(CAMPAIGN_PLAYER_STATUSES),
  statement: z.string(),
  review_note: z.string().nullable(),
  reviewed_at: isoDateTime.nullable(),
  created_at: isoDateTime,
  valid_votes: z.number().int(),
  voided_votes: z.number().int(),
});

const dataRuleFields = z.object({
  figure: z.enum(CAMPAIGN_DATA_FIGURES),
  order: z.enum(["desc", "asc"]),
  min_complaints: z.number().int().min(1, { message: "最少投诉数须大于0" }).max(100_000),
  limit: z
    .number()
    .int()
    .min(1)
    .max(CAMPAIGN_DATA_LIST_MAX, { message: `最多列出${CAMPAIGN_DATA_LIST_MAX}名` }),
  period_days: z.number().int().min(1).max(3660),
});

const adminSection = z.object({
  id: z.number().int(),
  kind: z.enum(CAMPAIGN_SECTION_KINDS),
  title: z.string(),
  description: z.string(),
  data_rule: dataRuleFields.nullable(),
  sort_order: z.number().int(),
});

export const getAdminCampaign = defineContract({
  method: "GET",
  path: "/admin/campaigns/:id",
  service: "main",
  summary: "控制台：活动及其单元、全部选手（含待审核）与计票",
  tags,
  auth: "required",
  staffRoles: EDITORS,
  params: idParam,
  data: adminCampaignRow.extend({
    rules: z.array(z.string()),
    votes_per_day: z.number().int(),
    votes_per_player_per_day: z.number().int(),
    tally_visibility: z.enum(CAMPAIGN_TALLY_VISIBILITIES),
    sections: z.array(adminSection),
    players: z.array(adminPlayer),
  }),
});

export const createCampaign = defineContract({
  method: "POST",
  path: "/admin/campaigns",
  service: "main",
  summary: "控制台：新建活动",
  tags,
  auth: "required",
  staffRoles: EDITORS,
  body: campaignFields,
  data: z.object({ id: z.number().int() }),
});

export const updateCampaign = defineContract({
  method: "PUT",
  path: "/admin/campaigns/:id",
  service: "main",
  summary: "控制台：修改活动（结果公布后不可修改）",
  tags,
  auth: "required",
  staffRoles: EDITORS,
  params: idParam,
  body: campaignFields,
  data: z.object({ id: z.number().int() }),
});

const sectionFields = z
  .object({
    kind: z.enum(CAMPAIGN_SECTION_KINDS),
    title: requiredText("单元名称", 2, 30),
    description: textUpTo("单元说明", 300).default(""),
    data_rule: dataRuleFields.nullable().default(null),
    sort_order: z.number().int().min(0).max(1000).default(0),
  })
  .refine((s) => (s.kind === "data_list") === (s.data_rule !== null), {
    message: "数据榜单须设置统计规则，投票单元不设",
    path: ["data_rule"],
  });

export const createCampaignSection = defineContract({
  method: "POST",
  path: "/admin/campaigns/:id/sections",
  service: "main",
  summary: "控制台：新建活动单元",
  tags,
  auth: "required",
  staffRoles: EDITORS,
  params: idParam,
  body: sectionFields,
  data: z.object({ id: z.number().int() }),
});

export const updateCampaignSection = defineContract({
  method: "PUT",
  path: "/admin/campaign-sections/:id",
  service: "main",
  summary: "控制台：修改活动单元（类型不可改）",
  tags,
  auth: "required",
  staffRoles: EDITORS,
  params: idParam,
  body: sectionFields,
  data: z.object({ id: z.number().int() }),
});

export const nominateCampaignPlayer = defineContract({
  method: "POST",
  path: "/admin/campaign-sections/:id/players",
  service: "main",
  summary: "控制台：提名企业或品牌为服务之星单元的选手（直接通过）",
  tags,
  auth: "required",
  staffRoles: EDITORS,
  params: idParam,
  body: z.union([
    z.object({ enterprise_id: idSchema("无效的企业编号"), statement: textUpTo("推荐语", 300).default("") }),
    z.object({ brand_id: idSchema("无效的品牌编号"), statement: textUpTo("推荐语", 300).default("") }),
  ]),
  data: z.object({ id: z.number().int() }),
});

/** How many enterprises, and how many brands, the nomination picker is shown for a typed name. */
export const CAMPAIGN_NOMINEES_PER_KIND = 8;

const campaignNominee = z.object({
  kind: z.enum(["enterprise", "brand"]),
  id: z.number().int(),
  name: z.string(),
  /** A brand's own; an enterprise's are those of its brands, or null without any. */
  industry: z.string().nullable(),
  logo: z.string(),
});
export type CampaignNominee = z.infer<typeof campaignNominee>;

export const searchCampaignNominees = defineContract({
  method: "GET",
  path: "/admin/campaign-nominees",
  service: "main",
  summary: "控制台：按名称查找可提名的企业和品牌（名称、行业、标志）",
  tags,
  auth: "required",
  staffRoles: EDITORS,
  query: z.object({ keyword: requiredText("企业或品牌名称", 1, LIST_KEYWORD_MAX) }),
  data: z.array(campaignNominee),
});

export const CAMPAIGN_REVIEW_DECISIONS = ["approve", "refuse", "withdraw"] as const;

export const reviewCampaignPlayer = defineContract({
  method: "POST",
  path: "/admin/campaign-players/:id/review",
  service: "main",
  summary: "控制台：通过或拒绝报名与提名，或撤下已通过的选手（附备注）",
  tags,
  auth: "required",
  staffRoles: EDITORS,
  params: idParam,
  body: z.object({ decision: z.enum(CAMPAIGN_REVIEW_DECISIONS), note: optionalNote }),
  data: z.object({ status: z.enum(CAMPAIGN_PLAYER_STATUSES) }),
});

export const publishCampaignResults = defineContract({
  method: "POST",
  path: "/admin/campaigns/:id/results",
  service: "main",
  summary: "控制台：投票截止后公布结果（冻结名次与票数；重复提交得到同一结果）",
  tags,
  auth: "required",
  staffRoles: EDITORS,
  params: idParam,
  data: z.object({ published_at: isoDateTime, ranked: z.number().int() }),
});

export type AdminCampaign = ContractData<typeof getAdminCampaign>;
export type AdminCampaignRow = z.infer<typeof adminCampaignRow>;

// ── The company portal ─────────────────────────────────────────────────────────────────────────

const companyEntry = z.object({
  player_id: z.number().int(),
  campaign: z.object({ id: z.number().int(), slug: z.string(), title: z.string(), state_label: z.string() }),
  section_title: z.string(),
  source: z.enum(CAMPAIGN_PLAYER_SOURCES),
  status: z.enum(CAMPAIGN_PLAYER_STATUSES),
  statement: z.string(),
  review_note: z.string().nullable(),
  created_at: isoDateTime,
});

export const getCompanyCampaigns = defineContract({
  method: "GET",
  path: "/company/campaigns",
  service: "main",
  summary: "企业在各活动中的提名与报名，以及可报名的服务之星单元",
  tags,
  auth: "required",
  query: enterpriseScopeQuery,
  data: z.object({
    entries: z.array(companyEntry),
    open_sections: z.array(
      z.object({
        section_id: z.number().int(),
        section_title: z.string(),
        campaign: z.object({
          id: z.number().int(),
          slug: z.string(),
          title: z.string(),
          state_label: z.string(),
        }),
        voting_starts_at: isoDateTime,
        voting_ends_at: isoDateTime,
      }),
    ),
  }),
});

export const applyToCampaign = defineContract({
  method: "POST",
  path: "/company/campaigns/apply",
  service: "main",
  summary: "企业报名即将开始或进行中活动的服务之星单元（待平台审核）",
  tags,
  auth: "required",
  query: enterpriseScopeQuery,
  body: z.object({
    section_id: idSchema("无效的单元编号"),
    statement: requiredText("参评承诺", 10, 300),
  }),
  data: z.object({ player_id: z.number().int(), status: z.enum(CAMPAIGN_PLAYER_STATUSES) }),
});

export type CompanyCampaigns = ContractData<typeof getCompanyCampaigns>;

// ── A consumer's story ─────────────────────────────────────────────────────────────────────────

const storyEntry = z.object({
  player_id: z.number().int(),
  campaign: z.object({ slug: z.string(), title: z.string() }),
  section_title: z.string(),
  status: z.enum(CAMPAIGN_PLAYER_STATUSES),
  review_note: z.string().nullable(),
});

export const getComplaintStoryCampaigns = defineContract({
  method: "GET",
  path: "/user/complaint/:id/campaign_stories",
  service: "main",
  summary: "作者本人：这条投诉报名的维权故事，以及可报名的维权故事单元（仅消费者确认完成且公开的投诉）",
  tags,
  auth: "required",
  params: idParam,
  data: z.object({
    eligible: z.boolean().describe("completed by its author's confirmation and public"),
    entries: z.array(storyEntry),
    open_sections: z.array(
      z.object({
        section_id: z.number().int(),
        section_title: z.string(),
        campaign: z.object({ slug: z.string(), title: z.string(), state_label: z.string() }),
      }),
    ),
  }),
});

export const nominateComplaintStory = defineContract({
  method: "POST",
  path: "/user/complaint/:id/campaign_stories",
  service: "main",
  summary: "作者本人以已完成的投诉报名维权故事（须同意公开，展示时隐去个人信息；待平台审核）",
  tags,
  auth: "required",
  params: idParam,
  body: z.object({
    section_id: idSchema("无效的单元编号"),
    statement: requiredText("维权心得", 10, 300),
    consent: z.literal(true, { message: "请勾选同意公开这条投诉作为维权故事" }),
  }),
  data: z.object({ player_id: z.number().int(), status: z.enum(CAMPAIGN_PLAYER_STATUSES) }),
});

export type ComplaintStoryCampaigns = ContractData<typeof getComplaintStoryCampaigns>;
