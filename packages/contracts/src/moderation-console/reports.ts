import { defineContract } from "../define-contract";
import { idParam, isoDateTime, optionalNote, pageOf, pageQuery } from "../shared";
import { z } from "../zod";
import { reviewStatus, TAGS } from "./fields";

/** Reports this queue works; reports of questions and answers are worked in the Q&A queue (qa.ts). */
export const REPORT_QUEUE_TARGET_TYPES = ["complaint", "comment"] as const;

export const listContentReports = defineContract({
  method: "GET",
  path: "/admin/reports",
  service: "main",
  summary: "用户举报的投诉与评论",
  tags: TAGS,
  auth: "required",
  staffRoles: ["moderator"],
  query: pageQuery.extend({ status: reviewStatus.default("pending") }),
  data: pageOf(
    z.object({
      id: z.number().int(),
      target_type: z.enum(REPORT_QUEUE_TARGET_TYPES),
      target_id: z.number().int(),
      reason: z.string(),
      detail: z.string().nullable(),
      status: reviewStatus,
      reporter: z.string().nullable(),
      created_at: isoDateTime,
      handled_at: isoDateTime.nullable(),
      target: z
        .object({
          preview: z.string(),
          complaint_id: z.number().int().nullable(),
          is_hidden: z.boolean(),
        })
        .nullable()
        .describe("null when the reported content no longer exists"),
    }),
  ),
});

export const resolveContentReport = defineContract({
  method: "POST",
  path: "/admin/reports/:id/resolve",
  service: "main",
  summary: "处理举报：隐藏被举报内容或驳回举报（同一内容的其他待处理举报一并处理）",
  tags: TAGS,
  auth: "required",
  staffRoles: ["moderator"],
  params: idParam,
  body: z.object({ action: z.enum(["hide", "dismiss"], { message: "请选择处理方式" }), note: optionalNote }),
  data: z.object({ id: z.number().int(), status: reviewStatus, resolved_count: z.number().int() }),
});
