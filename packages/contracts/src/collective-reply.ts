import { COLLECTIVE_STATUSES, collectiveSummary } from "./collective";
import { enterpriseScopeQuery } from "./company-portal";
import { defineContract } from "./define-contract";
import { idParam, isoDateTime, pageOf, pageQuery } from "./shared";
import { z } from "./zod";

// The company's one public reply to a collective complaint (docs/decisions/014): written and edited
// in the company portal, every superseded text kept; shown on /tousu/collective/:id unless a
// moderator hid it.

export const COLLECTIVE_REPLY_MIN = 10;
export const COLLECTIVE_REPLY_MAX = 2000;
export const COLLECTIVE_REPLY_LENGTH_MESSAGE = `回复内容需为${COLLECTIVE_REPLY_MIN}-${COLLECTIVE_REPLY_MAX}个字`;

const tags = ["collective"];

const operatorRef = z.object({ user_id: z.number().int().nullable(), nickname: z.string() });

export const collectiveReplyRevision = z.object({
  content: z.string(),
  written_by: operatorRef,
  written_at: isoDateTime,
  replaced_by: operatorRef,
  replaced_at: isoDateTime,
});

/** The reply as its enterprise sees it: who wrote the current text, the earlier texts newest first. */
export const companyCollectiveReply = z.object({
  content: z.string(),
  written_by: operatorRef,
  created_at: isoDateTime,
  /** When the current text was written: created_at until the first edit. */
  content_updated_at: isoDateTime,
  is_hidden: z.boolean(),
  revisions: z.array(collectiveReplyRevision),
});
export type CompanyCollectiveReply = z.infer<typeof companyCollectiveReply>;

export const companyCollective = collectiveSummary.extend({ reply: companyCollectiveReply.nullable() });
export type CompanyCollective = z.infer<typeof companyCollective>;

export const listCompanyCollectives = defineContract({
  method: "GET",
  path: "/company/collectives",
  service: "main",
  summary: "企业旗下品牌的集体投诉（含参与人数与本企业的集体回复）",
  tags,
  auth: "required",
  query: enterpriseScopeQuery.extend({
    ...pageQuery.shape,
    status: z.enum(COLLECTIVE_STATUSES, { message: "不支持的集体投诉状态" }).optional(),
  }),
  data: pageOf(companyCollective),
});

export const saveCompanyCollectiveReply = defineContract({
  method: "PUT",
  path: "/company/collectives/:id/reply",
  service: "main",
  summary: "发布或修改企业对集体投诉的公开回复（修改保留历史）",
  tags,
  auth: "required",
  params: idParam,
  query: enterpriseScopeQuery,
  body: z.object({
    content: z
      .string({ message: "请填写回复内容" })
      .trim()
      .min(COLLECTIVE_REPLY_MIN, { message: COLLECTIVE_REPLY_LENGTH_MESSAGE })
      // Markup is stripped and characters counted on the server; this only stops absurd payloads.
      .max(COLLECTIVE_REPLY_MAX * 4, { message: COLLECTIVE_REPLY_LENGTH_MESSAGE }),
    /**
     * The content_updated_at of the reply being edited; null when posting the first reply. A reply
     * changed by a colleague since then is refused rather than silently overwritten.
     */
    base_updated_at: isoDateTime.nullable().default(null),
  }),
  data: companyCollective,
});

export const setCollectiveReplyVisibility = defineContract({
  method: "POST",
  path: "/admin/collectives/:id/reply/visibility",
  service: "main",
  summary: "隐藏或恢复企业的集体回复",
  tags,
  auth: "required",
  staffRoles: ["moderator"],
  params: idParam,
  body: z.object({
    hidden: z.boolean({ message: "请选择隐藏或恢复" }),
    note: z.string().trim().max(200, { message: "备注不能超过200个字" }).optional(),
  }),
  data: z.object({ hidden: z.boolean() }),
});
