import { STAFF_ROLES } from "@tousu/domain";
import { defineContract } from "../define-contract";
import { z } from "../zod";
import { TAGS } from "./fields";

export const getStaffMe = defineContract({
  method: "GET",
  path: "/admin/me",
  service: "main",
  summary: "当前账号的平台角色（非平台人员返回403）",
  tags: TAGS,
  auth: "required",
  staffRoles: STAFF_ROLES,
  data: z.object({ id: z.number().int(), nickname: z.string(), roles: z.array(z.enum(STAFF_ROLES)) }),
});
