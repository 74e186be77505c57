import { defineContract } from "../define-contract";
import { idParam, isoDateTime, optionalNote, pageOf, pageQuery } from "../shared";
import { z } from "../zod";
import { reasonBody, TAGS } from "./fields";

const commentStatus = z.enum(["published", "pending", "hidden"]);

export const listModeratedComments = defineContract({
  method: "GET",
  path: "/admin/comments",
  service: "main",
  summary: "待审核（含审核敏感词）或已隐藏的评论",
  tags: TAGS,
  auth: "required",
  staffRoles: ["moderator"],
  query: pageQuery.extend({
    status: z.enum(["pending", "hidden"], { message: "无效的评论状态" }).default("pending"),
  }),
  data: pageOf(
    z.object({
      id: z.number().int(),
      content: z.string(),
      status: commentStatus,
      author: z.string(),
      complaint: z.object({ id: z.number().int(), title: z.string() }).nullable(),
      article_id: z.number().int().nullable(),
      created_at: isoDateTime,
    }),
  ),
});

const commentModeration = {
  service: "main",
  tags: TAGS,
  auth: "required",
  staffRoles: ["moderator"],
  params: idParam,
  data: z.object({ id: z.number().int(), status: commentStatus }),
} as const;

export const approveComment = defineContract({
  ...commentModeration,
  method: "POST",
  path: "/admin/comments/:id/approve",
  summary: "审核通过评论（发布）",
  body: z.object({ note: optionalNote }),
});

export const hideComment = defineContract({
  ...commentModeration,
  method: "POST",
  path: "/admin/comments/:id/hide",
  summary: "隐藏评论",
  body: reasonBody,
});

export const restoreComment = defineContract({
  ...commentModeration,
  method: "POST",
  path: "/admin/comments/:id/restore",
  summary: "恢复被隐藏的评论",
  body: reasonBody,
});
