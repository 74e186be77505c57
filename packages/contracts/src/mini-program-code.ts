import { MINI_PROGRAM_CODE_WIDTH, MINI_PROGRAM_PAGE_KINDS, sceneProblem } from "@tousu/domain";
import { defineContract } from "./define-contract";
import { idSchema } from "./shared";
import { z } from "./zod";

const tags = ["mini-program"];

const WIDTH_MESSAGE = `width 应为${MINI_PROGRAM_CODE_WIDTH.min}到${MINI_PROGRAM_CODE_WIDTH.max}之间的整数`;
const width = z.coerce
  .number({ message: WIDTH_MESSAGE })
  .int({ message: WIDTH_MESSAGE })
  .min(MINI_PROGRAM_CODE_WIDTH.min, { message: WIDTH_MESSAGE })
  .max(MINI_PROGRAM_CODE_WIDTH.max, { message: WIDTH_MESSAGE })
  .default(MINI_PROGRAM_CODE_WIDTH.default);

/** A code is drawn as PNG; WeChat may answer JPEG. */
const CODE_IMAGE_TYPES = ["image/png", "image/jpeg"] as const;
const codeImage = z
  .string()
  .describe("the image itself (PNG or JPEG), not an envelope; header x-code-kind: wxacode or qrcode");

export const getMiniProgramCode = defineContract({
  method: "GET",
  path: "/wechat/getwxacodeunlimit",
  service: "main",
  summary: "小程序码（PNG；未配置小程序时为本站页面的二维码，见 x-code-kind）",
  tags,
  auth: "none",
  query: z.object({
    page: z.enum(MINI_PROGRAM_PAGE_KINDS, {
      message: `page 应为 ${MINI_PROGRAM_PAGE_KINDS.join("、")} 之一`,
    }),
    id: idSchema().optional(),
    width,
  }),
  mediaTypes: CODE_IMAGE_TYPES,
  data: codeImage,
});

export const getMiniProgramScene = defineContract({
  method: "GET",
  path: "/wechat/scene/:scene",
  service: "main",
  summary: "小程序码 scene 对应的页面与编号（小程序打开时查询）",
  tags,
  auth: "none",
  params: z.object({
    scene: z.string().superRefine((scene, context) => {
      const problem = sceneProblem(scene);
      if (problem) context.addIssue({ code: "custom", message: problem });
    }),
  }),
  data: z.object({
    page: z.enum(MINI_PROGRAM_PAGE_KINDS),
    id: z.number().int().nullable(),
    mini_program_path: z.string(),
    url: z.string().describe("the same page on the site"),
  }),
});

export const getGoodsDetailCode = defineContract({
  method: "GET",
  path: "/goods/getUnlimitedQRCodeForGoodsDetail",
  service: "life",
  summary: "商品详情页的小程序码（PNG；未配置小程序时为商品页的二维码，见 x-code-kind）",
  tags,
  auth: "none",
  query: z.object({ goods_id: idSchema("无效的商品编号"), width }),
  mediaTypes: CODE_IMAGE_TYPES,
  data: codeImage,
});
