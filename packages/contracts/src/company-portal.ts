import {
  BRAND_CLAIM_EVIDENCE_MAX,
  BRAND_CLAIM_EVIDENCE_MIN,
  COMPLAINT_STATUSES,
  LIFECYCLE_ACTIONS,
  type LifecycleAction,
} from "@tousu/domain";
import { defineContract } from "./define-contract";
import { complaintFigures } from "./enterprise";
import {
  calendarDay,
  idSchema,
  isoDateTime,
  keywordQuery,
  pageOf,
  pageQuery,
  phoneSchema,
  requiredText,
} from "./shared";
import { z } from "./zod";

// The company portal (/company/*): what an enterprise's operators read about their complaints and
// their team. Acting on a complaint goes through the lifecycle endpoints (complaint-lifecycle.ts).

const tags = ["company-portal"] as const;

/**
 * The enterprise a request acts for. Operators may belong to several; without a choice the server
 * takes the first membership. Every endpoint checks the caller is a member of it.
 */
export const enterpriseScopeQuery = z.object({
  enterprise_id: idSchema("无效的企业编号").optional(),
});

export const ENTERPRISE_MEMBER_ROLES = ["owner", "agent"] as const;
export type EnterpriseMemberRole = (typeof ENTERPRISE_MEMBER_ROLES)[number];
export const ENTERPRISE_MEMBER_ROLE_LABELS: Record<EnterpriseMemberRole, string> = {
  owner: "管理员",
  agent: "客服专员",
};

export const REVIEW_STATUS_LABELS = { pending: "待审核", approved: "已通过", refused: "未通过" } as const;
const reviewStatus = z.enum(["pending", "approved", "refused"]);

const brandRef = z.object({ id: z.number().int(), name: z.string(), logo: z.string().nullable() });

export const getCompanyMe = defineContract({
  method: "GET",
  path: "/company/me",
  service: "main",
  summary: "当前用户所属企业（角色与旗下品牌）；非企业成员为空列表",
  tags,
  auth: "required",
  data: z.object({
    memberships: z.array(
      z.object({
        enterprise: z.object({
          id: z.number().int(),
          name: z.string(),
          logo: z.string().nullable(),
          is_verified: z.boolean(),
        }),
        role: z.enum(ENTERPRISE_MEMBER_ROLES),
        brands: z.array(brandRef),
      }),
    ),
  }),
});

export const COMPANY_INBOX_SORTS = ["newest", "deadline"] as const;

/** The inbox filters; the CSV export takes the same ones. */
export const companyComplaintFilters = enterpriseScopeQuery
  .extend({
    status: z.enum(COMPLAINT_STATUSES, { message: "无效的投诉状态" }).optional(),
    brand_id: idSchema("无效的品牌编号").optional(),
    overdue: z.stringbool({ error: "超时筛选只能是true或false" }).optional(),
    keyword: keywordQuery,
    from: calendarDay("开始日期格式应为YYYY-MM-DD").optional(),
    to: calendarDay("结束日期格式应为YYYY-MM-DD").optional(),
    sort: z.enum(COMPANY_INBOX_SORTS, { message: "无效的排序方式" }).default("newest"),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: "开始日期不能晚于结束日期",
    path: ["from"],
  });

const deadline = z.object({
  kind: z.enum(["company_response", "company_reply", "consumer_confirm"]),
  label: z.string(),
  due_at: isoDateTime,
  paused: z.boolean(),
});

const pendingApplication = z.object({
  kind: z.enum(["archive", "end"]),
  kind_label: z.string(),
  reason: z.string(),
  created_at: isoDateTime,
});

const inboxRow = z.object({
  id: z.number().int(),
  sn: z.string(),
  title: z.string(),
  brand: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  status: z.enum(COMPLAINT_STATUSES),
  status_label: z.string(),
  is_overdue: z.boolean(),
  deadline: deadline.nullable(),
  consumer_nickname: z.string(),
  created_at: isoDateTime,
  dispatched_at: isoDateTime,
  pending_application: pendingApplication.nullable(),
  actions: z.array(z.enum(LIFECYCLE_ACTIONS as [LifecycleAction, ...LifecycleAction[]])),
});
export type CompanyInboxRow = z.infer<typeof inboxRow>;

export const listCompanyComplaints = defineContract({
  method: "GET",
  path: "/company/complaints",
  service: "main",
  summary: "企业投诉收件箱（筛选、分页、按截止时间或最新排序）",
  tags,
  auth: "required",
  query: companyComplaintFilters.and(pageQuery),
  data: pageOf(inboxRow),
});

export const exportCompanyComplaints = defineContract({
  method: "GET",
  path: "/company/complaints/export",
  service: "main",
  summary: "导出企业投诉（CSV，UTF-8 带 BOM，最多10000条）",
  tags,
  auth: "required",
  query: companyComplaintFilters,
  mediaTypes: ["text/csv"],
  data: z.string().describe("the CSV file itself, not an envelope"),
});

export const COMPANY_EXPORT_MAX_ROWS = 10_000;

export const getCompanyComplaint = defineContract({
  method: "GET",
  path: "/company/complaints/:id",
  service: "main",
  summary: "企业查看投诉详情（内容、证据、时间线、待审申请）",
  tags,
  auth: "required",
  params: z.object({ id: idSchema("无效的投诉编号") }),
  data: inboxRow.extend({
    content: z.string(),
    subtype: z.string(),
    problems: z.array(z.string()),
    appeals: z.array(z.string()),
    money: z.number(),
    attributes: z.array(z.object({ name: z.string(), value: z.string() })),
    images: z.array(z.object({ url: z.string(), thumb_url: z.string().nullable() })),
    consumer: z.object({
      nickname: z.string(),
      phone: z.string().nullable().describe("masked"),
      real_name: z.string().nullable().describe("masked"),
    }),
    enterprise_id: z.number().int(),
    timeline: z.array(
      z.object({
        id: z.number().int(),
        action: z.string(),
        action_label: z.string(),
        actor_type: z.enum(["user", "company", "platform", "system"]),
        content: z.string().nullable(),
        payload: z.record(z.string(), z.unknown()),
        is_public: z.boolean(),
        created_at: isoDateTime,
      }),
    ),
  }),
});

export const DASHBOARD_PERIODS = [30, 90, 365] as const;

export const getCompanyDashboard = defineContract({
  method: "GET",
  path: "/company/dashboard",
  service: "main",
  summary: "企业工作台：累计指标，所选周期的投诉量与回复趋势、高频问题、状态分布",
  tags,
  auth: "required",
  query: enterpriseScopeQuery.extend({
    days: z.coerce
      .number()
      .int()
      .refine((days) => (DASHBOARD_PERIODS as readonly number[]).includes(days), {
        message: "统计周期只能是30、90或365天",
      })
      .default(30),
  }),
  data: z.object({
    figures: complaintFigures,
    /** Per day for 30 days, per week (starting Monday) for longer periods; Shanghai calendar. */
    bucket: z.enum(["day", "week"]),
    series: z.array(
      z.object({
        date: z.string().describe("YYYY-MM-DD, start of the bucket"),
        complaints: z.number().int().describe("published in the bucket"),
        replies: z.number().int().describe("complaints whose reply (replied_at) falls in the bucket"),
      }),
    ),
    top_problems: z.array(z.object({ name: z.string(), count: z.number().int() })),
    statuses: z.array(
      z.object({ status: z.enum(COMPLAINT_STATUSES), label: z.string(), count: z.number().int() }),
    ),
  }),
});

export const VISITS_PERIODS = [7, 30, 90] as const;
/** How many of the enterprise's most-visited complaints the visits page lists. */
export const VISITS_TOP_COMPLAINTS = 10;

const pageVisits = z.object({
  visits: z.number().int().describe("page views"),
  visitors: z.number().int().describe("distinct visitors of the day (per site: PC and H5 count apart)"),
});

export const getCompanyVisits = defineContract({
  method: "GET",
  path: "/company/visits",
  service: "main",
  summary: "企业页面访问：品牌页、企业页与投诉页每日的访问量与访客数（PC与H5），浏览最多的投诉及回复情况",
  tags,
  auth: "required",
  query: enterpriseScopeQuery.extend({
    days: z.coerce
      .number()
      .int()
      .refine((days) => (VISITS_PERIODS as readonly number[]).includes(days), {
        message: "统计周期只能是7、30或90天",
      })
      .default(30),
  }),
  data: z.object({
    /** The last day counted: the daily roll-up's latest full day (UTC), yesterday. */
    through: z.string().describe("YYYY-MM-DD"),
    series: z.array(
      z.object({
        date: z.string().describe("YYYY-MM-DD (UTC day)"),
        all: pageVisits,
        pc: pageVisits,
        h5: pageVisits,
        brand: pageVisits.describe("its brand pages, both sites"),
        enterprise: pageVisits.describe("its enterprise page, both sites"),
        complaint: pageVisits.describe("its complaints' pages, both sites"),
      }),
    ),
    /** Complaints whose page was viewed in the period, and how many of them have a reply. */
    viewed_complaints: z.object({ count: z.number().int(), replied: z.number().int() }),
    top_complaints: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        status: z.enum(COMPLAINT_STATUSES),
        status_label: z.string(),
        replied: z.boolean(),
        visits: z.number().int(),
      }),
    ),
  }),
});

const memberRow = z.object({
  user_id: z.number().int(),
  nickname: z.string(),
  phone: z.string().nullable().describe("masked; null until the account binds a phone"),
  role: z.enum(ENTERPRISE_MEMBER_ROLES),
  role_label: z.string(),
  joined_at: isoDateTime,
});

export const listCompanyMembers = defineContract({
  method: "GET",
  path: "/company/members",
  service: "main",
  summary: "企业成员列表",
  tags,
  auth: "required",
  query: enterpriseScopeQuery,
  data: z.array(memberRow),
});

export const inviteCompanyMember = defineContract({
  method: "POST",
  path: "/company/members",
  service: "main",
  summary: "按手机号邀请成员（仅管理员；无账号则创建）",
  tags,
  auth: "required",
  query: enterpriseScopeQuery,
  body: z.object({
    phone: phoneSchema,
    role: z.enum(ENTERPRISE_MEMBER_ROLES, { message: "请选择成员角色" }),
  }),
  data: memberRow,
});

export const removeCompanyMember = defineContract({
  method: "DELETE",
  path: "/company/members/:userId",
  service: "main",
  summary: "移除企业成员（仅管理员；至少保留一名管理员）",
  tags,
  auth: "required",
  params: z.object({ userId: idSchema("无效的用户编号") }),
  query: enterpriseScopeQuery,
  data: z.object({ user_id: z.number().int() }),
});

const brandClaimRow = z.object({
  id: z.number().int(),
  brand: brandRef,
  evidence: z.string(),
  status: reviewStatus,
  status_label: z.string(),
  review_note: z.string().nullable(),
  created_at: isoDateTime,
  reviewed_at: isoDateTime.nullable(),
});

export const listBrandClaims = defineContract({
  method: "GET",
  path: "/company/brand-claims",
  service: "main",
  summary: "企业的品牌认领申请",
  tags,
  auth: "required",
  query: enterpriseScopeQuery,
  data: z.array(brandClaimRow),
});

export const createBrandClaim = defineContract({
  method: "POST",
  path: "/company/brand-claims",
  service: "main",
  summary: "申请认领品牌（仅管理员；平台审核）",
  tags,
  auth: "required",
  query: enterpriseScopeQuery,
  body: z.object({
    brand_id: idSchema("请选择品牌"),
    evidence: requiredText("认领依据", BRAND_CLAIM_EVIDENCE_MIN, BRAND_CLAIM_EVIDENCE_MAX),
  }),
  data: brandClaimRow,
});
