import { isComplaintNumber } from "@tousu/domain";
import { defineContract } from "../define-contract";
import { idSchema, pageOf, pageQuery } from "../shared";
import { z } from "../zod";
import { staffActionEntry, TAGS } from "./fields";

export const listStaffActions = defineContract({
  method: "GET",
  path: "/admin/staff-actions",
  service: "main",
  summary: "平台操作日志（最新在前，只增不改）",
  tags: TAGS,
  auth: "required",
  staffRoles: ["admin"],
  query: pageQuery.extend({
    staff_id: idSchema("无效的人员编号").optional(),
    complaint_id: idSchema("无效的投诉编号").optional(),
    complaint_sn: z.string().trim().refine(isComplaintNumber, "无效的投诉编号").optional(),
  }),
  data: pageOf(staffActionEntry),
});
