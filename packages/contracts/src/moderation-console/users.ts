import { defineContract } from "../define-contract";
import { idParam, isoDateTime, keywordQuery, pageOf, pageQuery, phoneSchema } from "../shared";
import { z } from "../zod";
import { reasonBody, TAGS } from "./fields";

const adminUser = z.object({
  id: z.number().int(),
  nickname: z.string(),
  phone_masked: z.string().nullable(),
  status: z.enum(["active", "banned"]),
  roles: z.array(z.string()),
  created_at: isoDateTime,
  last_login_at: isoDateTime.nullable(),
});

export const listAdminUsers = defineContract({
  method: "GET",
  path: "/admin/users",
  service: "main",
  summary: "按手机号（精确）或昵称查找用户",
  tags: TAGS,
  auth: "required",
  staffRoles: ["admin"],
  query: pageQuery.extend({ phone: phoneSchema.optional(), keyword: keywordQuery }),
  data: pageOf(adminUser),
});

const accountStatusChange = {
  service: "main",
  tags: TAGS,
  auth: "required",
  staffRoles: ["admin"],
  params: idParam,
  body: reasonBody,
  data: z.object({ id: z.number().int(), status: z.enum(["active", "banned"]) }),
} as const;

export const banUser = defineContract({
  ...accountStatusChange,
  method: "POST",
  path: "/admin/users/:id/ban",
  summary: "封禁用户（立即注销其全部登录）",
});

export const unbanUser = defineContract({
  ...accountStatusChange,
  method: "POST",
  path: "/admin/users/:id/unban",
  summary: "解除封禁",
});
