import {
  MEDIATION_MESSAGE_MAX,
  MEDIATION_REASON_MAX,
  MEDIATION_REASON_MIN,
  MEDIATION_STATES,
  MEDIATION_TERMS_MAX,
  MEDIATION_TERMS_MIN,
  STAFF_NOTE_MAX,
} from "@tousu/domain";
import { defineContract } from "./define-contract";
import { lawyerCard } from "./lawyer-directory";
import {
  calendarDay,
  idParam,
  idSchema,
  isoDateTime,
  pageOf,
  pageQuery,
  requiredText,
  smsCodeSchema,
} from "./shared";
import { z } from "./zod";

// Mediation when a company stalls (docs/decisions/051): the complaint's author asks, the company
// consents, a staff mediator runs the room. Who may do what is decided by the server from the
// caller's relation to the complaint, never by the page that offers the button.

const tags = ["mediation"] as const;

const mediationState = z.enum(MEDIATION_STATES);
const side = z.enum(["consumer", "company", "mediator"]);

const mediationSummary = z.object({
  id: z.number().int(),
  state: mediationState,
  state_label: z.string(),
  created_at: isoDateTime,
  respond_due_at: isoDateTime,
  due_at: isoDateTime.nullable(),
  closed_at: isoDateTime.nullable(),
});

export const getComplaintMediation = defineContract({
  method: "GET",
  path: "/v2/complaint/:id/mediation",
  service: "main",
  summary: "投诉的调解：状态、声明，以及当前用户能否申请或进入调解室",
  tags,
  auth: "optional",
  params: idParam,
  data: z.object({
    mediation: mediationSummary.nullable(),
    disclaimer: z.string(),
    next_steps: z
      .string()
      .nullable()
      .describe("what the consumer can do after a mediation without agreement"),
    can_request: z.boolean(),
    refusal: z.string().nullable().describe("why the author cannot ask for mediation now, in Chinese"),
    can_enter: z.boolean().describe("the caller is a party or the mediator"),
  }),
});

export const requestMediation = defineContract({
  method: "POST",
  path: "/v2/complaint/:id/mediation",
  service: "main",
  summary: "申请调解（投诉人）",
  tags,
  auth: "required",
  params: idParam,
  body: z.object({ reason: requiredText("申请理由", MEDIATION_REASON_MIN, MEDIATION_REASON_MAX) }),
  data: mediationSummary,
});

const entry = z.object({
  id: z.number().int(),
  side,
  side_label: z.string(),
  kind: z.enum(["message", "proposal"]),
  content: z.string(),
  created_at: isoDateTime,
});

const agreement = z.object({
  consumer_terms: z.string(),
  consumer_due_on: z.string(),
  company_terms: z.string(),
  company_due_on: z.string(),
  drafted_at: isoDateTime,
  consumer_confirmed: z.boolean(),
  company_confirmed: z.boolean(),
});

const mediationAction = z.enum(["accept", "decline", "post", "draft_agreement", "confirm", "fail"]);

export const getMediationRoom = defineContract({
  method: "GET",
  path: "/mediation/:id",
  service: "main",
  summary: "调解室：双方与调解员可见的消息、方案和调解协议",
  tags,
  auth: "required",
  params: idParam,
  data: mediationSummary.extend({
    complaint: z.object({ id: z.number().int(), title: z.string() }),
    reason: z.string(),
    my_side: side,
    has_mediator: z.boolean(),
    entries: z.array(entry),
    agreement: agreement.nullable(),
    mediator: z
      .object({
        kind: z.enum(["staff", "lawyer"]),
        label: z.string(),
        declaration: z.string().nullable(),
        declared_at: isoDateTime.nullable(),
      })
      .nullable()
      .describe("who mediates, and a lawyer mediator's declaration of no conflict (docs/decisions/054)"),
    failure_note: z.string().nullable(),
    next_steps: z.string().nullable(),
    disclaimer: z.string(),
    actions: z.array(mediationAction).describe("the steps the caller may take now"),
  }),
});

export const respondToMediation = defineContract({
  method: "POST",
  path: "/mediation/:id/respond",
  service: "main",
  summary: "同意或拒绝调解（被投诉企业的成员）",
  tags,
  auth: "required",
  params: idParam,
  body: z.object({ accept: z.boolean({ message: "请选择是否同意调解" }) }),
  data: mediationSummary,
});

export const postMediationEntry = defineContract({
  method: "POST",
  path: "/mediation/:id/entries",
  service: "main",
  summary: "在调解室发送消息或方案（双方与调解员）",
  tags,
  auth: "required",
  params: idParam,
  body: z.object({
    kind: z.enum(["message", "proposal"], { message: "请选择消息或方案" }).default("message"),
    content: requiredText("内容", 1, MEDIATION_MESSAGE_MAX),
  }),
  data: entry,
});

const PUBLIC_TERMS_HINT = "协议条款将公开展示，请勿填写手机号、身份证号等个人信息";
const terms = (name: string) =>
  requiredText(name, MEDIATION_TERMS_MIN, MEDIATION_TERMS_MAX).refine((text) => !/\d{7,}/.test(text), {
    message: PUBLIC_TERMS_HINT,
  });

export const draftMediationAgreement = defineContract({
  method: "POST",
  path: "/mediation/:id/agreement",
  service: "main",
  summary: "按模板起草调解协议（调解员）；重新起草会清除双方的确认",
  tags,
  auth: "required",
  params: idParam,
  body: z.object({
    company_terms: terms("商家履行事项"),
    company_due_on: calendarDay("请选择商家履行期限"),
    consumer_terms: terms("投诉人履行事项"),
    consumer_due_on: calendarDay("请选择投诉人履行期限"),
  }),
  data: agreement,
});

export const sendMediationConfirmCode = defineContract({
  method: "POST",
  path: "/mediation/:id/agreement/sms",
  service: "main",
  summary: "向本人绑定的手机号发送确认调解协议的验证码（双方）",
  tags,
  auth: "required",
  params: idParam,
  body: z.object({}).default({}),
  data: z.object({ resend_in: z.number().int(), expires_in: z.number().int() }),
});

export const confirmMediationAgreement = defineContract({
  method: "POST",
  path: "/mediation/:id/agreement/confirm",
  service: "main",
  summary: "用短信验证码确认调解协议（双方）；双方均确认后调解达成",
  tags,
  auth: "required",
  params: idParam,
  body: z.object({ code: smsCodeSchema }),
  data: mediationSummary,
});

export const failMediation = defineContract({
  method: "POST",
  path: "/mediation/:id/fail",
  service: "main",
  summary: "结束调解：未能达成协议（调解员）",
  tags,
  auth: "required",
  params: idParam,
  body: z.object({ note: requiredText("说明", 2, STAFF_NOTE_MAX) }),
  data: mediationSummary,
});

const queueRow = mediationSummary.extend({
  complaint: z.object({ id: z.number().int(), title: z.string() }),
  enterprise_name: z.string(),
  mediator_is_me: z.boolean(),
  has_mediator: z.boolean(),
});

export const listMediationQueue = defineContract({
  method: "GET",
  path: "/admin/mediations",
  service: "main",
  summary: "调解队列（调解员）：待分配、进行中与已结束的调解",
  tags,
  auth: "required",
  staffRoles: ["mediator"],
  query: pageQuery.extend({ state: mediationState.optional() }),
  data: pageOf(queueRow),
});

export const takeMediation = defineContract({
  method: "POST",
  path: "/admin/mediations/:id/assign",
  service: "main",
  summary: "接手调解，成为该调解的调解员",
  tags,
  auth: "required",
  staffRoles: ["mediator"],
  params: idParam,
  body: z.object({}).default({}),
  data: mediationSummary,
});

export const listCompanyMediations = defineContract({
  method: "GET",
  path: "/company/mediations",
  service: "main",
  summary: "企业收到的调解邀请与进行中的调解",
  tags,
  auth: "required",
  query: pageQuery,
  data: pageOf(queueRow.omit({ mediator_is_me: true })),
});

// Lawyers as mediators (docs/decisions/054): staff hand an accepted mediation to a verified lawyer who
// offers to mediate and stands on neither side; the room opens to the lawyer once they declare so.

export const listMediationLawyers = defineContract({
  method: "GET",
  path: "/admin/mediations/:id/lawyers",
  service: "main",
  summary: "可担任该调解调解员的律师（调解员）：已核验、愿意调解、与双方无利益冲突",
  tags,
  auth: "required",
  staffRoles: ["mediator"],
  params: idParam,
  data: z.object({ list: z.array(lawyerCard) }),
});

export const assignLawyerMediator = defineContract({
  method: "POST",
  path: "/admin/mediations/:id/assign-lawyer",
  service: "main",
  summary: "把调解交给律师调解员（调解员）；律师声明无利益冲突后才能进入调解室",
  tags,
  auth: "required",
  staffRoles: ["mediator"],
  params: idParam,
  body: z.object({ lawyer_id: idSchema("请选择律师") }),
  data: mediationSummary,
});

const lawyerMediationRow = mediationSummary.extend({
  complaint: z.object({ id: z.number().int(), title: z.string() }),
  enterprise_name: z.string(),
  declared_at: isoDateTime.nullable(),
});

export const listLawyerMediations = defineContract({
  method: "GET",
  path: "/mediations",
  service: "lawyer",
  summary: "律师担任调解员的调解（本人），以及是否愿意担任调解员",
  tags,
  auth: "required",
  data: z.object({
    mediates: z.boolean(),
    declaration: z.string().describe("the text a lawyer declares before a room opens to them"),
    list: z.array(lawyerMediationRow),
  }),
});

export const setLawyerMediates = defineContract({
  method: "POST",
  path: "/mediator",
  service: "lawyer",
  summary: "开通或关闭调解服务（已核验的律师本人）",
  tags,
  auth: "required",
  body: z.object({ mediates: z.boolean({ message: "请选择是否担任调解员" }) }),
  data: z.object({ mediates: z.boolean() }),
});

export const declareNoConflict = defineContract({
  method: "POST",
  path: "/mediations/:id/declaration",
  service: "lawyer",
  summary: "律师调解员声明与本案无利益冲突；声明后调解室对其开放",
  tags,
  auth: "required",
  params: idParam,
  body: z.object({ no_conflict: z.literal(true, { message: "请确认无利益冲突声明" }) }),
  data: lawyerMediationRow,
});
