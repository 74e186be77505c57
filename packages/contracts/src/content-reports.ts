import { defineContract } from "./define-contract";
import { idSchema } from "./shared";
import { z } from "./zod";

// Readers report a complaint, a comment, a question or an answer (/complaint/report, docs/product/api.md#reports); moderators work
// the queue.

export const REPORT_TARGET_TYPES = ["complaint", "comment", "question", "answer"] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_REASONS = [
  { code: "false_info", label: "虚假不实" },
  { code: "abuse", label: "辱骂攻击" },
  { code: "privacy", label: "泄露隐私" },
  { code: "advertising", label: "广告营销" },
  { code: "illegal", label: "违法违规" },
  { code: "other", label: "其他" },
] as const;
export type ReportReasonCode = (typeof REPORT_REASONS)[number]["code"];
const REPORT_REASON_CODES = REPORT_REASONS.map((reason) => reason.code) as [
  ReportReasonCode,
  ...ReportReasonCode[],
];

export const REPORT_DETAIL_MAX = 200;
/** "其他" says nothing by itself, so it needs a few words of explanation. */
export const REPORT_OTHER_DETAIL_MIN = 5;

const targetType = z.enum(REPORT_TARGET_TYPES, { message: "无效的举报对象" });

export const getReportReasons = defineContract({
  method: "GET",
  path: "/complaint/report",
  service: "main",
  summary: "举报理由列表",
  tags: ["content-report"],
  auth: "none",
  query: z.object({ target_type: targetType.optional() }),
  data: z.object({ reasons: z.array(z.object({ code: z.string(), label: z.string() })) }),
});

export const submitContentReport = defineContract({
  method: "POST",
  path: "/complaint/report",
  service: "main",
  summary: "举报投诉、评论、问题或回答",
  tags: ["content-report"],
  auth: "required",
  body: z
    .object({
      target_type: targetType,
      target_id: idSchema("无效的举报对象"),
      reason: z.enum(REPORT_REASON_CODES, { message: "请选择举报理由" }),
      detail: z
        .string()
        .trim()
        .max(REPORT_DETAIL_MAX, { message: `补充说明不能超过${REPORT_DETAIL_MAX}个字` })
        .optional(),
    })
    .refine((body) => body.reason !== "other" || (body.detail ?? "").length >= REPORT_OTHER_DETAIL_MIN, {
      message: `选择“其他”时请填写至少${REPORT_OTHER_DETAIL_MIN}个字的说明`,
      path: ["detail"],
    }),
  data: z.object({ id: z.number().int() }),
});
