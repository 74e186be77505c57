import { LIVE_STREAM_PATHS } from "@tousu/domain";
import { scanTicketSchema } from "./auth";
import { defineContract } from "./define-contract";
import { idSchema } from "./shared";
import { z } from "./zod";

// The event service (decision 101): one stream of server-sent events per browser tab. Each message
// is `event:` one of LIVE_EVENT_TYPES and `data:` its JSON; events kept for resumes carry `id:`.

const tags = ["event"];
const eventStream = z
  .string()
  .describe(
    "text/event-stream: `retry:` first, then `id:`/`event:`/`data:` messages and a comment as heartbeat; `Last-Event-ID` (header, or `last_event_id`) resumes",
  );
const lastEventId = z
  .string()
  .regex(/^\d{1,15}$/, { message: "无效的事件编号" })
  .transform(Number)
  .optional();

export const openEventStream = defineContract({
  method: "GET",
  path: LIVE_STREAM_PATHS.account,
  service: "event",
  summary: "本账号的实时事件流（未读消息数、会员订单状态；可附带公开的活动票数）",
  tags,
  auth: "required",
  query: z.object({ campaign: idSchema("无效的活动编号").optional(), last_event_id: lastEventId }),
  mediaTypes: ["text/event-stream"],
  data: eventStream,
});

export const openPublicEventStream = defineContract({
  method: "GET",
  path: LIVE_STREAM_PATHS.public,
  service: "event",
  summary: "未登录时的实时事件流：本浏览器的扫码登录票据、公开的活动票数",
  tags,
  auth: "none",
  query: z
    .object({
      campaign: idSchema("无效的活动编号").optional(),
      login_ticket: scanTicketSchema.optional(),
      last_event_id: lastEventId,
    })
    .refine((query) => query.campaign !== undefined || query.login_ticket !== undefined, {
      message: "请指定要订阅的内容",
    }),
  mediaTypes: ["text/event-stream"],
  data: eventStream,
});
