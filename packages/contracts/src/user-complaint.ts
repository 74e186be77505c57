import { COMPLAINT_STATUSES } from "@tousu/domain";
import { defineContract } from "./define-contract";
import { idParam } from "./shared";
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
    stream: z.array(
      z.object({
        action: z.string(),
        actor_type: z.string(),
        content: z.string().nullable(),
        created_at: z.string(),
      }),
    ),
  }),
});
