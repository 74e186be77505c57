import { ENTRUSTMENT_MESSAGE_MAX, ENTRUSTMENT_SIDES } from "@tousu/domain";
import { defineContract } from "./define-contract";
import { idParam, idSchema, isoDateTime, requiredText } from "./shared";
import { z } from "./zod";

// Messages between an entrustment's consumer and its lawyer (docs/decisions/053), on the lawyer
// service; only those two read or write them.

const entrustmentSide = z.enum(ENTRUSTMENT_SIDES);

export const entrustmentMessage = z.object({
  id: z.number().int(),
  side: entrustmentSide,
  content: z.string(),
  created_at: isoDateTime,
});
export type EntrustmentMessage = z.infer<typeof entrustmentMessage>;

export const listEntrustmentMessages = defineContract({
  method: "GET",
  path: "/entrustments/:id/messages",
  service: "lawyer",
  summary: "委托人与律师之间的消息（仅双方；从旧到新，after 取更新的消息，before 取更早的消息）",
  tags: ["entrustment"],
  auth: "required",
  params: idParam,
  query: z.object({
    after: idSchema("无效的消息编号").optional(),
    before: idSchema("无效的消息编号").optional(),
  }),
  data: z.object({
    /** The reader's own side in this conversation. */
    side: entrustmentSide,
    can_send: z.boolean(),
    /** Why sending is closed, when it is. */
    closed_message: z.string().nullable(),
    list: z.array(entrustmentMessage),
    /** Older messages exist before the first one listed (not answered for `after`). */
    has_earlier: z.boolean(),
  }),
});

export const sendEntrustmentMessage = defineContract({
  method: "POST",
  path: "/entrustments/:id/messages",
  service: "lawyer",
  summary: "委托人或律师发送消息（委托已接受或办理中）",
  tags: ["entrustment"],
  auth: "required",
  params: idParam,
  body: z.object({ content: requiredText("消息", 1, ENTRUSTMENT_MESSAGE_MAX) }),
  data: entrustmentMessage,
});
