import { IMAGE_URL_MAX, NICKNAME_MAX, NICKNAME_MIN, NICKNAME_PATTERN } from "@tousu/domain";
import { defineContract } from "./define-contract";
import { vipMembershipInfo } from "./vip";
import { z } from "./zod";

const tags = ["user"] as const;

/**
 * Member info (docs/product/entities.md#session-and-user-store): only masked personal data ever leaves the
 * server.
 */
export const memberInfo = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  phone: z.string().nullable().describe("masked, e.g. 138****8888; null until the account binds a phone"),
  is_complaint: z.boolean().describe("has filed at least one complaint"),
  is_lawyer: z
    .boolean()
    .describe("a lawyer's session: opened through the lawyer login by a verified lawyer (decision 069)"),
  is_real_name_verified: z.boolean(),
  created_at: z.string(),
  vip: vipMembershipInfo,
});
export type MemberInfo = z.infer<typeof memberInfo>;

export const getUser = defineContract({
  method: "GET",
  path: "/user",
  service: "main",
  summary: "当前登录用户信息",
  tags,
  auth: "required",
  data: memberInfo,
});

export const editUser = defineContract({
  method: "PUT",
  path: "/user/edit",
  service: "main",
  summary: "修改昵称或头像",
  tags,
  auth: "required",
  body: z
    .object({
      nickname: z
        .string()
        .trim()
        .min(NICKNAME_MIN, { message: `昵称至少${NICKNAME_MIN}个字` })
        .max(NICKNAME_MAX, { message: `昵称最多${NICKNAME_MAX}个字` })
        .regex(NICKNAME_PATTERN, {
          message: "昵称只能包含中文、字母、数字、下划线和连字符",
        })
        .optional(),
      avatar: z
        .string()
        .max(IMAGE_URL_MAX)
        .regex(/^(\/|https:\/\/)/, { message: "头像地址无效" })
        .optional(),
    })
    .refine((body) => body.nickname !== undefined || body.avatar !== undefined, {
      message: "请填写要修改的内容",
    }),
  data: memberInfo,
});

export const getUnreadCount = defineContract({
  method: "GET",
  path: "/user/push/unread_count",
  service: "main",
  summary: "未读消息数（平台消息、投诉消息）",
  tags,
  auth: "required",
  data: z.object({ platform: z.number().int(), complaint: z.number().int() }),
});
