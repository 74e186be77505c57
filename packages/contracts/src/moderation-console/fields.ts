import { STAFF_REASON_MAX, STAFF_REASON_MIN } from "@tousu/domain";
import { isoDateTime, requiredText } from "../shared";
import { z } from "../zod";

// What the console's contracts share. Every console endpoint needs a staff role; the server checks
// it, the console only hides what a role lacks.

export const TAGS = ["moderation"] as const;

export const reasonBody = z.object({ reason: requiredText("操作原因", STAFF_REASON_MIN, STAFF_REASON_MAX) });
export const reviewStatus = z.enum(["pending", "approved", "refused"], { message: "无效的审核状态" });
export const namedRef = z.object({ id: z.number().int(), name: z.string() });

/** Query strings carry booleans as text; only "true"/"1" count as yes. */
export const queryFlag = z
  .enum(["true", "false", "1", "0"], { message: "无效的筛选条件" })
  .transform((value) => value === "true" || value === "1")
  .optional();

/** A staff log entry, as the log lists it and as a complaint's review shows its own. */
export const staffActionEntry = z.object({
  id: z.number().int(),
  staff: namedRef.nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  complaint_id: z.number().int().nullable(),
  complaint_sn: z.string().nullable().describe("the complaint's public number (投诉编号)"),
  detail: z.record(z.string(), z.unknown()),
  is_public: z.boolean(),
  created_at: isoDateTime,
});

/** A company's archive or end application, as its list and the complaint's review show it. */
export const applicationSummary = z.object({
  id: z.number().int(),
  kind: z.enum(["archive", "end"]),
  reason: z.string(),
  evidence_urls: z.array(z.string()),
  status: reviewStatus,
  review_note: z.string().nullable(),
  created_at: isoDateTime,
  reviewed_at: isoDateTime.nullable(),
});
