import { SENSITIVE_WORD_MAX } from "@tousu/domain";
import { defineContract } from "../define-contract";
import { idParam, isoDateTime, keywordQuery, pageOf, pageQuery, requiredText } from "../shared";
import { z } from "../zod";
import { TAGS } from "./fields";

const sensitiveWordLevel = z.enum(["block", "review"], { message: "请选择处理方式" });
const sensitiveWord = z.object({
  id: z.number().int(),
  word: z.string(),
  level: sensitiveWordLevel,
  created_at: isoDateTime,
});

export const listSensitiveWords = defineContract({
  method: "GET",
  path: "/admin/sensitive-words",
  service: "main",
  summary: "敏感词列表",
  tags: TAGS,
  auth: "required",
  staffRoles: ["editor"],
  query: pageQuery.extend({ keyword: keywordQuery, level: sensitiveWordLevel.optional() }),
  data: pageOf(sensitiveWord),
});

export const addSensitiveWord = defineContract({
  method: "POST",
  path: "/admin/sensitive-words",
  service: "main",
  summary: "添加敏感词（block 直接拦截，review 送人工审核）",
  tags: TAGS,
  auth: "required",
  staffRoles: ["editor"],
  body: z.object({ word: requiredText("敏感词", 1, SENSITIVE_WORD_MAX), level: sensitiveWordLevel }),
  data: sensitiveWord,
});

export const deleteSensitiveWord = defineContract({
  method: "DELETE",
  path: "/admin/sensitive-words/:id",
  service: "main",
  summary: "删除敏感词",
  tags: TAGS,
  auth: "required",
  staffRoles: ["editor"],
  params: idParam,
  data: z.object({ id: z.number().int() }),
});
