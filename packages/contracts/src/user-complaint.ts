import { COMPLAINT_STATUSES, FOLLOW_UP_STATES, LIFECYCLE_ACTIONS, type LifecycleAction } from "@tousu/domain";
import { getComplaintTimeline } from "./complaint-detail";
import { defineContract } from "./define-contract";
import { idParam, isoDateTime } from "./shared";
import { complaintDeadline } from "./user-centre";
import { z } from "./zod";

/** The author's own view of a complaint: everything they filed, as stored, and what has happened since. */
export const getUserComplaint = defineContract({
  method: "GET",
  path: "/v2/user/complaint/:id",
  service: "main",
  summary: "我的投诉详情（仅投诉人本人）",
  tags: ["complaint"],
  auth: "required",
  params: idParam,
  data: z.object({
    id: z.number().int(),
    sn: z.string().describe("投诉编号, the public number"),
    title: z.string(),
    content: z.string().describe("plain text, as stored after sanitising"),
    status: z.enum(COMPLAINT_STATUSES),
    status_label: z.string(),
    brand: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    custom_brand_name: z.string().nullable(),
    subtype: z.string(),
    problems: z.array(z.string()),
    appeals: z.array(z.string()),
    attributes: z.array(z.object({ name: z.string(), value: z.string() })),
    images: z.array(z.object({ url: z.string(), thumb_url: z.string().nullable() })),
    money: z.number(),
    is_media: z.boolean(),
    is_co_management: z.boolean(),
    collective_id: z.number().int().nullable(),
    created_at: z.string(),
    dispatched_at: isoDateTime.nullable(),
    is_public: z.boolean().describe("published and not hidden: /tousu/{id} shows it"),
    is_overdue: z.boolean(),
    is_auto_completed: z.boolean(),
    is_rated: z.boolean(),
    reject_reason: z.string().nullable(),
    reject_reason_label: z.string().nullable(),
    close_reason_label: z.string().nullable(),
    info_request: z
      .object({
        from: z.enum(["platform", "company"]),
        content: z.string().nullable(),
        created_at: isoDateTime,
      })
      .nullable()
      .describe("the open question asked of the complainant (needs_info, company_needs_info)"),
    resubmit_count: z.number().int(),
    resubmits_left: z.number().int(),
    appeal_count: z.number().int(),
    appeals_left: z.number().int(),
    deadline: complaintDeadline.nullable(),
    actions: z
      .array(z.enum(LIFECYCLE_ACTIONS as [LifecycleAction, ...LifecycleAction[]]))
      .describe("what the complainant may do now (actionsAvailable for the consumer)"),
    attention: z.string().nullable().describe("what the complainant should do now, in Chinese"),
    stream: getComplaintTimeline.data.describe("the whole history, private steps included"),
    member_service: z
      .object({
        audit_due_at: isoDateTime.describe("加急: the platform audits the complaint by then"),
        audited: z.boolean().describe("the platform has audited it (approved, rejected or asked for more)"),
        follow_up: z
          .object({
            state: z.enum(FOLLOW_UP_STATES),
            label: z.string().describe("专人督办中 / 专人督办已结束"),
            opened_at: isoDateTime,
            outcome_label: z.string().nullable(),
            closed_at: isoDateTime.nullable(),
          })
          .nullable()
          .describe("the staff follow-up opened when the company let the response deadline pass"),
      })
      .nullable()
      .describe("what the membership does for a complaint filed while a member; the author's view only"),
  }),
});
export type UserComplaint = z.infer<typeof getUserComplaint.data>;
