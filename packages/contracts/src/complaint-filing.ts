import {
  COMPLAINT_ATTRIBUTE_VALUE_MAX,
  COMPLAINT_CONTENT_MAX,
  COMPLAINT_CONTENT_MIN,
  COMPLAINT_IMAGES_MAX,
  COMPLAINT_MONEY_MAX,
  COMPLAINT_STATUSES,
  COMPLAINT_TITLE_MAX,
  COMPLAINT_TITLE_MIN,
  type ComplaintStatus,
  CUSTOM_BRAND_NAME_MAX,
  CUSTOM_BRAND_NAME_MIN,
  ID_CARD_MAX_LENGTH,
  IMAGE_URL_MAX,
  REAL_NAME_INPUT_MAX_LENGTH,
} from "@tousu/domain";
import { defineContract } from "./define-contract";
import { idCardSchema, realNameSchema } from "./identity";
import { idParam, idSchema, phoneSchema, smsCodeSchema } from "./shared";
import { z } from "./zod";

const tags = ["complaint"] as const;

// The form's limits live in the domain, where the H5 site's browser code (which loads no contracts) reads them too.
export {
  COMPLAINT_CONTENT_MAX,
  COMPLAINT_CONTENT_MIN,
  COMPLAINT_MONEY_MAX,
  COMPLAINT_TITLE_MAX,
  COMPLAINT_TITLE_MIN,
  CUSTOM_BRAND_NAME_MAX,
  CUSTOM_BRAND_NAME_MIN,
};

export const COMPLAINT_TITLE_MESSAGE = `标题需为${COMPLAINT_TITLE_MIN}到${COMPLAINT_TITLE_MAX}个字`;
export const COMPLAINT_CONTENT_MESSAGE = `投诉内容需为${COMPLAINT_CONTENT_MIN}到${COMPLAINT_CONTENT_MAX}个字`;
const ATTRIBUTE_VALUE_MESSAGE = `附加信息不能超过${COMPLAINT_ATTRIBUTE_VALUE_MAX}个字`;
export const COMPLAINT_IMAGES_MESSAGE = `最多上传${COMPLAINT_IMAGES_MAX}张图片`;
export const SENSITIVE_WORD_MESSAGE = "内容包含违规词语，请修改后再提交";

/** The submission sends booleans as 0/1 (docs/product/api.md#complaint-submission). */
const flag = (label: string) =>
  z
    .union([z.literal(0), z.literal(1)], { message: `${label}只能为0或1` })
    .default(0)
    .transform((value) => value === 1);

/** Blank optional text means "not given", as an untouched form field sends it. */
const optionalText = (max: number, message: string) =>
  z
    .string({ message })
    .trim()
    .max(max, { message })
    .optional()
    .transform((value) => (value ? value : undefined));

const money = z
  .number({ message: "请填写有效的涉及金额" })
  .min(0, { message: "涉及金额不能为负数" })
  .max(COMPLAINT_MONEY_MAX, { message: "涉及金额不能超过1000万元" })
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    message: "涉及金额最多保留两位小数",
  })
  .default(0);

/** Optional on submit: a blank ID number means none was given. */
const optionalIdCard = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  idCardSchema.optional(),
);

/**
 * The 201 answer of submit when the same user filed a near-identical complaint against the
 * brand within 24 hours; it may also offer an open collective complaint to join instead.
 */
export const duplicateComplaintData = z.object({
  duplicate_id: z.number().int(),
  collective: z.object({ id: z.number().int(), title: z.string() }).optional(),
});
export type DuplicateComplaintData = z.infer<typeof duplicateComplaintData>;

/**
 * The submit payload (docs/product/api.md#complaint-submission); the content arrives AES-ECB encrypted and is
 * checked after decryption.
 */
export const submitComplaint = defineContract({
  method: "POST",
  path: "/v2/complaint/submit",
  service: "main",
  summary: "提交投诉（未登录时凭手机验证码提交并登录）",
  tags,
  auth: "optional",
  body: z.object({
    id: idSchema("无效的草稿编号").optional().describe("the server draft to delete once submitted"),
    title: z
      .string({ message: COMPLAINT_TITLE_MESSAGE })
      .trim()
      .min(COMPLAINT_TITLE_MIN, { message: COMPLAINT_TITLE_MESSAGE })
      .max(COMPLAINT_TITLE_MAX, { message: COMPLAINT_TITLE_MESSAGE }),
    content: z
      .string({ message: "请填写投诉内容" })
      .min(1, { message: "请填写投诉内容" })
      .max(20_000, { message: COMPLAINT_CONTENT_MESSAGE })
      .describe("base64 AES-ECB ciphertext of the text"),
    images: z
      .array(
        z
          .string({ message: "图片地址无效，请重新上传" })
          .max(IMAGE_URL_MAX, { message: "图片地址无效，请重新上传" }),
        {
          message: "图片格式不正确",
        },
      )
      .max(COMPLAINT_IMAGES_MAX, { message: COMPLAINT_IMAGES_MESSAGE })
      .default([]),
    real_name: realNameSchema,
    subtype_id: idSchema("请选择投诉类型"),
    brand_id: idSchema("请选择投诉品牌").optional(),
    custom_brand_name: optionalText(
      100,
      `商家名称需为${CUSTOM_BRAND_NAME_MIN}到${CUSTOM_BRAND_NAME_MAX}个字`,
    ),
    appeals: z
      .array(idSchema("投诉要求无效"), { message: "请选择投诉要求" })
      .min(1, { message: "请选择投诉要求" }),
    problems: z
      .array(idSchema("投诉问题无效"), { message: "请选择投诉问题" })
      .min(1, { message: "请选择投诉问题" }),
    attributes: z
      .array(
        z.object({
          attribute_id: idSchema("附加信息无效"),
          value: z
            .string({ message: "附加信息格式不正确" })
            .trim()
            .max(COMPLAINT_ATTRIBUTE_VALUE_MAX, { message: ATTRIBUTE_VALUE_MESSAGE }),
        }),
        { message: "附加信息格式不正确" },
      )
      .max(50, { message: "附加信息格式不正确" })
      .default([]),
    phone: phoneSchema.optional().describe("required for visitors; defaults to the account's phone"),
    send_sms: smsCodeSchema.optional().describe("the SMS code (purpose 'complaint'); visitors only"),
    money,
    channel: optionalText(32, "来源渠道无效"),
    link_id: optionalText(64, "推广链接编号无效"),
    is_media: flag("媒体曝光授权"),
    is_ai_title: flag("AI标题标记"),
    id_card: optionalIdCard,
    collective_id: idSchema("无效的集体投诉编号").optional(),
    is_co_management: flag("共治授权"),
  }),
  // The envelope's data is the new complaint (code 200) or, with code 201, the duplicate found.
  data: z.union([
    z.object({
      id: z.number().int(),
      /** Present when a visitor filed with an SMS code: the complaint also logged them in. */
      access_token: z.string().optional(),
    }),
    duplicateComplaintData,
  ]),
});

/**
 * The draft's fields (docs/product/entities.md#complaint-draft); only types and lengths are checked, since a
 * draft may be half-filled.
 */
const draftFields = z.object({
  title: z.string().trim().max(100, { message: "标题过长" }).optional(),
  content: z.string().max(20_000, { message: "投诉内容过长" }).optional(),
  subtype_id: idSchema("投诉类型无效").nullable().optional(),
  brand: z
    .object({
      id: idSchema("品牌无效").nullable().optional(),
      name: z.string().trim().max(100, { message: "品牌名称过长" }).optional(),
    })
    .nullable()
    .optional(),
  appeals: z.array(idSchema("投诉要求无效")).max(50).optional(),
  problems: z.array(idSchema("投诉问题无效")).max(50).optional(),
  attributes: z
    .array(
      z.object({
        id: idSchema("附加信息无效"),
        value: z.string().max(COMPLAINT_ATTRIBUTE_VALUE_MAX, { message: ATTRIBUTE_VALUE_MESSAGE }),
      }),
    )
    .max(50)
    .optional(),
  images: z
    .array(z.string().max(IMAGE_URL_MAX))
    .max(COMPLAINT_IMAGES_MAX, { message: COMPLAINT_IMAGES_MESSAGE })
    .optional(),
  money: z.number({ message: "请填写有效的涉及金额" }).min(0).max(COMPLAINT_MONEY_MAX).optional(),
  is_media: z.union([z.literal(0), z.literal(1)]).optional(),
  is_ai_title: z.union([z.literal(0), z.literal(1)]).optional(),
  collective_id: idSchema("无效的集体投诉编号").nullable().optional(),
  company_id: idSchema("无效的企业编号").nullable().optional(),
  link_id: z.string().max(64).optional(),
  real_name: z.string().trim().max(REAL_NAME_INPUT_MAX_LENGTH, { message: "姓名过长" }).optional(),
  id_card: z.string().trim().max(ID_CARD_MAX_LENGTH, { message: "身份证号码过长" }).optional(),
  phone: z.string().trim().max(20, { message: "手机号过长" }).optional(),
});

export const storeComplaintDraft = defineContract({
  method: "POST",
  path: "/v2/complaint/store",
  service: "main",
  summary: "保存投诉草稿（换设备后可继续填写）",
  tags,
  auth: "required",
  body: draftFields.extend({
    id: idSchema("无效的草稿编号").optional().describe("omit to start a new draft"),
    content: draftFields.shape.content.describe("base64 AES-ECB ciphertext, as in submit"),
  }),
  data: z.object({ id: z.number().int() }),
});

/** The owner gets the draft back in full, personal fields included, to continue filling it in. */
export const getComplaintDraft = defineContract({
  method: "GET",
  path: "/v2/complaint/store",
  service: "main",
  summary: "读取自己的投诉草稿（默认最近一份）",
  tags,
  auth: "required",
  query: z.object({ id: idSchema("无效的草稿编号").optional() }),
  data: draftFields
    .extend({
      id: z.number().int(),
      content: z.string().optional().describe("plain text (the form encrypts again on submit)"),
      updated_at: z.string(),
    })
    .nullable(),
});
export type ComplaintDraftData = NonNullable<z.infer<(typeof getComplaintDraft)["data"]>>;

/**
 * The accelerate page's summary (docs/product/routes.md#filing-links-linkid): the owner's view, without
 * personal data.
 */
export const getComplaintSimple = defineContract({
  method: "GET",
  path: "/user/complaintSimple/:id",
  service: "main",
  summary: "我的投诉概要（加速页）",
  tags,
  auth: "required",
  params: idParam,
  data: z.object({
    id: z.number().int(),
    sn: z.string().describe("投诉编号, the public number"),
    title: z.string(),
    status: z.enum(COMPLAINT_STATUSES),
    status_label: z.string(),
    brand_name: z.string(),
    created_at: z.string(),
    problems: z.array(z.string()),
    appeals: z.array(z.string()),
    money: z.number(),
    is_real_name_verified: z.boolean(),
    image_count: z.number().int(),
  }),
});

export const EVIDENCE_STATUS_MESSAGE = "当前状态不能补充证据";
/** Once a complaint has ended (or was never admitted) its evidence is final. */
export const EVIDENCE_CLOSED_STATUSES: readonly ComplaintStatus[] = ["closed", "completed", "rejected"];
export const EVIDENCE_TOTAL_MESSAGE = `每条投诉最多${COMPLAINT_IMAGES_MAX}张图片`;

/**
 * The owner's image settings (imageSetting, docs/product/api.md#complaints-lists-taxonomy-and-filing): adds evidence images to a complaint still in
 * progress (the accelerate page; the URLs come from the same signed upload flow as on
 * submit) and/or hides or shows the gallery on the public page, in any status.
 */
export const addComplaintEvidence = defineContract({
  method: "POST",
  path: "/complaint/imageSetting/:id",
  service: "main",
  summary: "投诉图片设置：补充证据图片（投诉未结束时）、隐藏或公开图片（仅投诉人）",
  tags,
  auth: "required",
  params: idParam,
  body: z
    .object({
      images: z
        .array(
          z
            .string({ message: "图片地址无效，请重新上传" })
            .max(IMAGE_URL_MAX, { message: "图片地址无效，请重新上传" }),
          { message: "请上传证据图片" },
        )
        .min(1, { message: "请上传证据图片" })
        .max(COMPLAINT_IMAGES_MAX, { message: EVIDENCE_TOTAL_MESSAGE })
        .optional(),
      images_hidden: z.boolean({ message: "图片公开设置无效" }).optional(),
    })
    .refine((body) => body.images !== undefined || body.images_hidden !== undefined, {
      message: "请上传证据图片或设置图片是否公开",
    }),
  data: z.object({
    image_count: z.number().int().describe("images attached after this call"),
    images_hidden: z.boolean(),
  }),
});
