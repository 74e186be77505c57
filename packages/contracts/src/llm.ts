import { BRAND_NAME_MAX, TITLE_CONTENT_MIN } from "@tousu/domain";
import { defineContract } from "./define-contract";
import { z } from "./zod";

export const AI_TITLE_MAX_LENGTH = 30;
export { TITLE_CONTENT_MIN };
export const TITLE_CONTENT_MAX = 2000;

export const generateComplaintTitle = defineContract({
  method: "POST",
  path: "/llm/complaint/generate/title",
  service: "main",
  summary: "AI 生成投诉标题（不超过30字）",
  tags: ["complaint"],
  auth: "none",
  body: z.object({
    brand_name: z
      .string({ message: "请先选择投诉品牌" })
      .trim()
      .min(1, { message: "请先选择投诉品牌" })
      .max(BRAND_NAME_MAX, { message: `品牌名称不能超过${BRAND_NAME_MAX}个字` }),
    problems: z
      .array(z.string().trim().min(1, { message: "投诉问题不能为空" }).max(30, { message: "投诉问题过长" }), {
        message: "投诉问题格式有误",
      })
      .max(10, { message: "投诉问题最多选择10个" })
      .default([]),
    content: z
      .string({ message: "请先填写投诉内容" })
      .trim()
      .min(TITLE_CONTENT_MIN, { message: `投诉内容至少${TITLE_CONTENT_MIN}个字才能生成标题` })
      .max(TITLE_CONTENT_MAX, { message: `投诉内容不能超过${TITLE_CONTENT_MAX}个字` }),
  }),
  data: z.object({ title: z.string().max(AI_TITLE_MAX_LENGTH) }),
});
