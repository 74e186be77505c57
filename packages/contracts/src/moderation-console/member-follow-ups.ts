import { FOLLOW_UP_OUTCOMES, FOLLOW_UP_STATES, STAFF_NOTE_MAX, STAFF_REASON_MIN } from "@tousu/domain";
import { defineContract } from "../define-contract";
import { idParam, isoDateTime, pageOf, pageQuery, requiredText } from "../shared";
import { z } from "../zod";
import { namedRef, TAGS } from "./fields";

// Staff follow-ups (专人督办) of members' complaints whose company let the response deadline pass
// (docs/decisions/093): opened by the deadline job, taken by one staff member, noted, closed.

const followUp = z.object({
  id: z.number().int(),
  complaint: z.object({ id: z.number().int(), sn: z.string(), title: z.string() }),
  company: z.string().describe("the enterprise the complaint is dispatched to, or the brand's name"),
  state: z.enum(FOLLOW_UP_STATES),
  state_label: z.string(),
  opened_at: isoDateTime,
  assignee: namedRef.nullable(),
  taken_at: isoDateTime.nullable(),
  outcome: z.enum(FOLLOW_UP_OUTCOMES).nullable(),
  outcome_label: z.string().nullable(),
  closed_at: isoDateTime.nullable(),
  notes: z.array(
    z.object({
      id: z.number().int(),
      author: namedRef.nullable(),
      content: z.string(),
      created_at: isoDateTime,
    }),
  ),
});

export const listMemberFollowUps = defineContract({
  method: "GET",
  path: "/admin/member-follow-ups",
  service: "main",
  summary: "专人督办任务（待领取的在前，其次跟进中，最后已结束）",
  tags: TAGS,
  auth: "required",
  staffRoles: ["moderator"],
  query: pageQuery.extend({
    state: z.enum(FOLLOW_UP_STATES, { message: "无效的任务状态" }).optional(),
  }),
  data: pageOf(followUp),
});

const followUpStep = {
  service: "main",
  tags: TAGS,
  auth: "required",
  staffRoles: ["moderator"],
  params: idParam,
  data: followUp,
} as const;

export const takeMemberFollowUp = defineContract({
  ...followUpStep,
  method: "POST",
  path: "/admin/member-follow-ups/:id/take",
  summary: "领取督办任务",
});

export const addMemberFollowUpNote = defineContract({
  ...followUpStep,
  method: "POST",
  path: "/admin/member-follow-ups/:id/notes",
  summary: "记录与商家的联系（领取人）",
  body: z.object({ content: requiredText("联系记录", STAFF_REASON_MIN, STAFF_NOTE_MAX) }),
});

export const closeMemberFollowUp = defineContract({
  ...followUpStep,
  method: "POST",
  path: "/admin/member-follow-ups/:id/close",
  summary: "结束督办任务并记录结果（领取人）",
  body: z.object({
    outcome: z.enum(FOLLOW_UP_OUTCOMES, { message: "请选择督办结果" }),
    note: requiredText("结束说明", STAFF_REASON_MIN, STAFF_NOTE_MAX),
  }),
});
