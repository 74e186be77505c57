import {
  CONSULTATION_CREDIT_MESSAGE,
  ENTRUSTMENT_CONSENT_MESSAGE,
  ENTRUSTMENT_NOTE_MAX,
  ENTRUSTMENT_OUTCOME_MAX,
  ENTRUSTMENT_PLAN_MAX,
  ENTRUSTMENT_PLAN_MIN,
  ENTRUSTMENT_PROGRESS_MAX,
  ENTRUSTMENT_QUOTE_MAX_YUAN,
  ENTRUSTMENT_RATING_MAX,
  ENTRUSTMENT_REASON_MAX,
  ENTRUSTMENT_REASON_MIN,
  ENTRUSTMENT_STATUSES,
  MALL_REDEMPTION_NO_PATTERN,
} from "@tousu/domain";
import { defineContract } from "./define-contract";
import { lawyerCard } from "./lawyer-directory";
import { idParam, idSchema, isoDateTime, pageOf, pageQuery, requiredText, textUpTo } from "./shared";
import { z } from "./zod";

// Entrusting a complaint to a lawyer (/law/entrust/{id}; docs/decisions/050). The consumer's side
// and the lawyer's side, on the lawyer service.

const entrustmentStatus = z.enum(ENTRUSTMENT_STATUSES);

export const entrustmentView = z.object({
  id: z.number().int(),
  status: entrustmentStatus,
  status_label: z.string(),
  lawyer: lawyerCard,
  note: z.string(),
  consented_at: isoDateTime,
  answer_due_at: isoDateTime,
  /** The lawyer's fee for the plan, in fen, as quoted; null until they accept. */
  quote_fen: z.number().int().nullable(),
  /**
   * The lawyer's member discount, copied when a member requested the entrustment (decision 098):
   * the percentage and, once quoted, the member price in fen. Null for anyone else's request or when
   * the lawyer offered none; read only by the entrustment's consumer and lawyer.
   */
  member_price: z
    .object({ discount_percent: z.number().int(), price_fen: z.number().int().nullable() })
    .nullable(),
  /**
   * The points mall's 律师咨询券 the request used (its number, decision 111); it goes back to the
   * member when the request ends without the lawyer taking it on.
   */
  consultation_credit: z.string().nullable(),
  plan: z.string().nullable(),
  decline_reason: z.string().nullable(),
  outcome: z.string().nullable(),
  /** The consumer's rating of the service once closed (1–5), null until given. */
  rating: z.number().int().nullable(),
  created_at: isoDateTime,
  answered_at: isoDateTime.nullable(),
  started_at: isoDateTime.nullable(),
  ended_at: isoDateTime.nullable(),
  progress: z.array(z.object({ content: z.string(), created_at: isoDateTime })),
  /** Every time the lawyer opened the complaint file. */
  file_views: z.array(z.object({ viewer: z.string(), viewed_at: isoDateTime })),
});
export type EntrustmentView = z.infer<typeof entrustmentView>;

export const getEntrustPage = defineContract({
  method: "GET",
  path: "/entrust/:id",
  service: "lawyer",
  summary: "委托律师页：投诉、推荐律师与该投诉的委托记录（仅投诉人）",
  tags: ["entrustment"],
  auth: "required",
  params: idParam,
  data: z.object({
    complaint: z.object({
      id: z.number().int(),
      title: z.string(),
      brand_name: z.string().nullable(),
      industry: z.string().nullable(),
      city: z.string().nullable(),
    }),
    entrust_refusal: z
      .string()
      .nullable()
      .describe(
        "why the complaint cannot be entrusted now (how it was closed), in Chinese; null when it can",
      ),
    recommended: z.array(lawyerCard),
    /** The running entrustment, if any: a complaint has at most one at a time. */
    current: entrustmentView.nullable(),
    history: z.array(entrustmentView),
  }),
});

/** One of the consumer's entrustments in their list: enough to find it and open its page. */
export const myEntrustmentItem = z.object({
  id: z.number().int(),
  status: entrustmentStatus,
  status_label: z.string(),
  lawyer: lawyerCard.pick({ id: true, display_name: true, law_firm: true }),
  complaint: z.object({ id: z.number().int(), title: z.string(), brand_name: z.string().nullable() }),
  created_at: isoDateTime,
  last_message_at: isoDateTime
    .nullable()
    .describe("the newest message with the lawyer, null before the first"),
});
export type MyEntrustmentItem = z.infer<typeof myEntrustmentItem>;

export const listMyEntrustments = defineContract({
  method: "GET",
  path: "/user/entrustments",
  service: "lawyer",
  summary: "我的委托（新委托在前）：律师、投诉、状态与最近一条消息的时间",
  tags: ["entrustment"],
  auth: "required",
  query: pageQuery,
  data: pageOf(myEntrustmentItem),
});

export const requestEntrustment = defineContract({
  method: "POST",
  path: "/entrust/:id",
  service: "lawyer",
  summary: "委托律师：选择律师并同意向其提供投诉材料",
  tags: ["entrustment"],
  auth: "required",
  params: idParam,
  body: z.object({
    lawyer_id: idSchema("请选择律师"),
    consent: z.literal(true, { message: ENTRUSTMENT_CONSENT_MESSAGE }),
    note: textUpTo("委托说明", ENTRUSTMENT_NOTE_MAX).default(""),
    consultation_credit: z
      .string()
      .regex(MALL_REDEMPTION_NO_PATTERN, { message: CONSULTATION_CREDIT_MESSAGE })
      .optional()
      .describe("the number of an unused 律师咨询券 from the points mall, used by this request"),
  }),
  data: z.object({ entrustment_id: z.number().int() }),
});

/** What every step on one entrustment answers: the status it leads to. */
const stepAnswer = z.object({ status: entrustmentStatus });

/**
 * A step on one entrustment, `POST /entrustments/{id}/{step}`, by its consumer or its lawyer (the
 * server checks which), answering the status it leads to; `extra` holds what the step sends.
 */
function entrustmentStep<
  const Step extends string,
  const Extra extends { body?: z.ZodType } = Record<never, never>,
>(step: Step, summary: string, extra?: Extra) {
  return defineContract({
    method: "POST",
    path: `/entrustments/:id/${step}`,
    service: "lawyer",
    summary,
    tags: ["entrustment"],
    auth: "required",
    params: idParam,
    data: stepAnswer,
    ...(extra as Extra),
  });
}

export const withdrawEntrustment = entrustmentStep("withdraw", "撤回委托（律师答复前）");

export const confirmEntrustment = entrustmentStep("confirm", "确认律师的报价与方案，委托开始办理");

export const rateEntrustment = entrustmentStep("rate", "委托人评价律师的服务（结案后一次）", {
  body: z.object({
    rating: z.coerce
      .number({ message: "请选择评分" })
      .int({ message: "请选择评分" })
      .min(1, { message: "请选择评分" })
      .max(ENTRUSTMENT_RATING_MAX, { message: "请选择评分" }),
  }),
});

export const lawyerInboxItem = z.object({
  id: z.number().int(),
  status: entrustmentStatus,
  status_label: z.string(),
  complaint: z.object({ id: z.number().int(), title: z.string(), brand_name: z.string().nullable() }),
  note: z.string(),
  /** The member discount copied at a member's request (decision 098): the member price applies. */
  member_discount_percent: z.number().int().nullable(),
  answer_due_at: isoDateTime,
  created_at: isoDateTime,
});

export const getLawyerInbox = defineContract({
  method: "GET",
  path: "/inbox",
  service: "lawyer",
  summary: "律师收到的委托",
  tags: ["entrustment"],
  auth: "required",
  data: z.object({ list: z.array(lawyerInboxItem) }),
});

/** One case as its lawyer sees it: the request, their answer, the progress and the file's readings. */
export const lawyerCaseView = entrustmentView.omit({ lawyer: true }).extend({
  complaint: z.object({ id: z.number().int(), title: z.string(), brand_name: z.string().nullable() }),
});
export type LawyerCaseView = z.infer<typeof lawyerCaseView>;

export const getLawyerCase = defineContract({
  method: "GET",
  path: "/entrustments/:id",
  service: "lawyer",
  summary: "律师查看一件委托：请求、答复、办理进展与投诉材料的查阅记录（不含材料本身）",
  tags: ["entrustment"],
  auth: "required",
  params: idParam,
  data: lawyerCaseView,
});

export const acceptEntrustment = entrustmentStep("accept", "律师接受委托：报价与办理方案", {
  body: z.object({
    quote_yuan: z.coerce
      .number({ message: "请填写报价" })
      .min(0, { message: "报价不能为负数" })
      .max(ENTRUSTMENT_QUOTE_MAX_YUAN, { message: `报价不能超过${ENTRUSTMENT_QUOTE_MAX_YUAN}元` })
      .refine(
        (yuan) =>
          Number.isInteger(Math.round(yuan * 100)) && Math.abs(yuan * 100 - Math.round(yuan * 100)) < 1e-6,
        {
          message: "报价最多精确到分",
        },
      ),
    plan: requiredText("办理方案", ENTRUSTMENT_PLAN_MIN, ENTRUSTMENT_PLAN_MAX),
  }),
});

export const declineEntrustment = entrustmentStep("decline", "律师婉拒委托（说明理由）", {
  body: z.object({ reason: requiredText("婉拒理由", ENTRUSTMENT_REASON_MIN, ENTRUSTMENT_REASON_MAX) }),
});

export const addEntrustmentProgress = entrustmentStep("progress", "律师记录办理进展（委托人可见）", {
  body: z.object({ content: requiredText("进展", 1, ENTRUSTMENT_PROGRESS_MAX) }),
});

export const closeEntrustment = entrustmentStep("close", "律师结案（填写结果）", {
  body: z.object({ outcome: requiredText("办理结果", 1, ENTRUSTMENT_OUTCOME_MAX) }),
});

export const getEntrustmentFile = defineContract({
  method: "GET",
  path: "/entrustments/:id/file",
  service: "lawyer",
  summary: "律师查阅委托人同意提供的投诉材料（每次查阅都记录，委托人可见）",
  tags: ["entrustment"],
  auth: "required",
  params: idParam,
  data: z.object({
    complaint: z.object({
      id: z.number().int(),
      sn: z.string(),
      title: z.string(),
      content: z.string(),
      brand_name: z.string().nullable(),
      money: z.number(),
      created_at: isoDateTime,
    }),
    evidence: z.object({
      attributes: z.array(z.object({ name: z.string(), value: z.string() })),
      images: z.array(z.object({ url: z.string(), thumb_url: z.string().nullable() })),
    }),
    identity: z.object({ real_name: z.string().nullable(), phone: z.string().nullable() }),
  }),
});
