import { checkOutboundLink, OUTBOUND_LINK_MAX_LENGTH } from "@tousu/domain";
import { defineContract } from "./define-contract";
import { TAGS as MODERATION_TAGS, reviewStatus } from "./moderation-console/fields";
import { idParam, isoDateTime, optionalNote, pageOf, pageQuery, requiredText, textUpTo } from "./shared";
import { z } from "./zod";

// The illegal and harmful content report channel of /static/report (docs/product/api.md#reports):
// anyone may file one about any address; moderators handle or dismiss it in the console.

/** The kinds of content the national channels (12377) sort reports into, in the form's order. */
export const HARMFUL_CONTENT_CATEGORIES = [
  { code: "national_security", label: "危害国家安全、荣誉和利益" },
  { code: "terrorism", label: "暴力恐怖、宣扬极端主义" },
  { code: "pornography", label: "淫秽色情、低俗信息" },
  { code: "gambling_fraud", label: "赌博、诈骗" },
  { code: "rumor", label: "谣言、虚假信息" },
  { code: "personal_rights", label: "侮辱诽谤、泄露隐私等侵犯个人权益" },
  { code: "minors", label: "危害未成年人身心健康" },
  { code: "illegal_trade", label: "违禁品交易等其他违法信息" },
  { code: "other", label: "其他不良信息" },
] as const;
export type HarmfulContentCategory = (typeof HARMFUL_CONTENT_CATEGORIES)[number]["code"];
const CATEGORY_CODES = HARMFUL_CONTENT_CATEGORIES.map((category) => category.code) as [
  HarmfulContentCategory,
  ...HarmfulContentCategory[],
];

export const HARMFUL_REPORT_DESCRIPTION_MIN = 10;
export const HARMFUL_REPORT_DESCRIPTION_MAX = 1000;
export const HARMFUL_REPORT_CONTACT_MAX = 100;

const CONTENT_URL_MESSAGE = "请填写内容所在的网址（以 http://、https:// 或本站路径 / 开头）";

/** Where the content is: a web address anywhere, or a path of this site. */
const contentUrl = z
  .string({ message: CONTENT_URL_MESSAGE })
  .trim()
  .min(1, { message: CONTENT_URL_MESSAGE })
  .max(OUTBOUND_LINK_MAX_LENGTH, { message: `网址不能超过${OUTBOUND_LINK_MAX_LENGTH}个字符` })
  .refine(
    (url) => (url.startsWith("/") && !url.startsWith("//") && !/\s/.test(url)) || checkOutboundLink(url).ok,
    { message: CONTENT_URL_MESSAGE },
  );

export const submitHarmfulContentReport = defineContract({
  method: "POST",
  path: "/report/harmful",
  service: "main",
  summary: "举报违法和不良信息（任何人可举报；联系方式选填，加密保存）",
  tags: ["content-report"],
  auth: "optional",
  body: z.object({
    category: z.enum(CATEGORY_CODES, { message: "请选择举报类别" }),
    content_url: contentUrl,
    description: requiredText("问题描述", HARMFUL_REPORT_DESCRIPTION_MIN, HARMFUL_REPORT_DESCRIPTION_MAX),
    contact: textUpTo("联系方式", HARMFUL_REPORT_CONTACT_MAX).optional(),
  }),
  data: z.object({ id: z.number().int() }),
});

export const listHarmfulContentReports = defineContract({
  method: "GET",
  path: "/admin/harmful-reports",
  service: "main",
  summary: "违法和不良信息举报（含举报人留下的联系方式）",
  tags: MODERATION_TAGS,
  auth: "required",
  staffRoles: ["moderator"],
  query: pageQuery.extend({ status: reviewStatus.default("pending") }),
  data: pageOf(
    z.object({
      id: z.number().int(),
      category: z.string().describe("the category's label"),
      content_url: z.string(),
      description: z.string(),
      contact: z.string().nullable().describe("decrypted for staff; null when none was left"),
      status: reviewStatus,
      handling_note: z.string().nullable(),
      created_at: isoDateTime,
      handled_at: isoDateTime.nullable(),
    }),
  ),
});

export const resolveHarmfulContentReport = defineContract({
  method: "POST",
  path: "/admin/harmful-reports/:id/resolve",
  service: "main",
  summary: "处理违法和不良信息举报：已处理或驳回",
  tags: MODERATION_TAGS,
  auth: "required",
  staffRoles: ["moderator"],
  params: idParam,
  body: z.object({
    action: z.enum(["handle", "dismiss"], { message: "请选择处理方式" }),
    note: optionalNote,
  }),
  data: z.object({ id: z.number().int(), status: reviewStatus }),
});
