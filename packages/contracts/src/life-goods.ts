import {
  checkOutboundLink,
  LIFE_GOODS_CATEGORY_KEYS,
  LIFE_GOODS_HOME_MAX,
  LIFE_GOODS_IMAGES_MAX,
  LIFE_GOODS_PRICE_MAX_FEN,
  LIFE_GOODS_STATES,
  LIFE_GOODS_SUMMARY_MAX,
  LIFE_GOODS_TITLE_MAX,
  MINI_PROGRAM_APP_ID,
  MINI_PROGRAM_PAGE_PATH,
  MINI_PROGRAM_PAGE_PATH_MAX,
} from "@tousu/domain";
import { defineContract } from "./define-contract";
import { TAGS as CONSOLE_TAGS } from "./moderation-console/fields";
import { idParam, idSchema, isoDateTime, keywordQuery, pageOf, pageQuery, requiredText } from "./shared";
import { z } from "./zod";

// The life service's goods (decision 110): chosen by the brand's public complaint figures, never by
// payment. Public reads on the life base; editors curate them in the console.

const tags = ["life-goods"];

const category = z.enum(LIFE_GOODS_CATEGORY_KEYS, { message: "请选择商品分类" });

/** The figures the bar reads, as the brand page shows them (rates `null` below the minimum sample). */
const goodsFigures = z.object({
  complaint_count: z.number().int(),
  reply_rate: z.number().nullable(),
  completion_rate: z.number().nullable().describe("completed with the consumer's confirmation"),
});

const goodsBrand = z.object({ id: z.number().int(), name: z.string(), logo: z.string().nullable() });

export const lifeGoodsCard = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string().nullable(),
  price_fen: z.number().int(),
  category,
  brand: goodsBrand,
  figures: goodsFigures,
});
export type LifeGoodsCard = z.infer<typeof lifeGoodsCard>;

export const goodsForHome = defineContract({
  method: "POST",
  path: "/goods/goodsForHome",
  service: "life",
  summary: "首页好物：品牌投诉数据达标的在架商品（最新上架在前）",
  tags,
  auth: "none",
  body: z
    .object({
      limit: z
        .number({ message: "数量须为整数" })
        .int({ message: "数量须为整数" })
        .min(1, { message: "数量至少为1" })
        .max(LIFE_GOODS_HOME_MAX, { message: `数量不能超过${LIFE_GOODS_HOME_MAX}` })
        .default(LIFE_GOODS_HOME_MAX),
    })
    .default({ limit: LIFE_GOODS_HOME_MAX }),
  data: z.object({ list: z.array(lifeGoodsCard) }),
});

export const listLifeGoods = defineContract({
  method: "GET",
  path: "/goods/list",
  service: "life",
  summary: "生活好物列表：在架商品，可按分类筛选（最新上架在前）",
  tags,
  auth: "none",
  query: pageQuery.extend({ category: category.optional() }),
  data: pageOf(lifeGoodsCard),
});

/** Where to buy: a partner's page, only through /transfer, or a page of a partner's mini-program. */
const placeToBuy = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("partner_link"),
    transfer_href: z.string().describe("/transfer?url=…, never the address itself"),
    host: z.string(),
  }),
  z.object({ kind: z.literal("mini_program"), app_id: z.string(), path: z.string() }),
]);

export const getLifeGoods = defineContract({
  method: "GET",
  path: "/goods/:id",
  service: "life",
  summary: "商品详情：图片、价格、购买方式与品牌投诉数据；已下架的商品说明下架原因",
  tags,
  auth: "none",
  params: z.object({ id: idSchema("无效的商品编号") }),
  data: lifeGoodsCard.extend({
    summary: z.string(),
    images: z.array(z.string()),
    place_to_buy: placeToBuy,
    state: z.enum(LIFE_GOODS_STATES),
    withdrawn_at: isoDateTime.nullable(),
    /** The daily check's shortfalls when it withdrew the item; empty otherwise. */
    withdrawal_reasons: z.array(z.string()),
    brand_figures: goodsFigures.extend({
      timely_reply_rate: z.number().nullable(),
      auto_completion_rate: z.number().nullable(),
      satisfaction: z.number().nullable(),
      rating_count: z.number().int(),
    }),
  }),
});

// The console: editors (and admins) curate the goods.

const partnerUrl = z
  .string({ message: "请填写购买链接" })
  .trim()
  .superRefine((address, context) => {
    const check = checkOutboundLink(address);
    if (!check.ok) context.addIssue({ code: "custom", message: `购买链接无效：${check.message}` });
  });

const goodsBody = z
  .object({
    title: requiredText("商品名称", 2, LIFE_GOODS_TITLE_MAX),
    summary: z
      .string({ message: "商品简介须为文字" })
      .trim()
      .max(LIFE_GOODS_SUMMARY_MAX, { message: `商品简介不能超过${LIFE_GOODS_SUMMARY_MAX}个字` })
      .default(""),
    images: z
      .array(
        z.string({ message: "图片地址无效，请重新上传" }).max(500, { message: "图片地址无效，请重新上传" }),
        {
          message: "请上传商品图片",
        },
      )
      .min(1, { message: "请至少上传一张商品图片" })
      .max(LIFE_GOODS_IMAGES_MAX, { message: `商品图片最多${LIFE_GOODS_IMAGES_MAX}张` }),
    price_fen: z
      .number({ message: "请填写展示价格（分）" })
      .int({ message: "价格以分为单位，须为整数" })
      .min(0, { message: "价格不能为负数" })
      .max(LIFE_GOODS_PRICE_MAX_FEN, { message: `价格不能超过${LIFE_GOODS_PRICE_MAX_FEN / 100}元` }),
    brand_id: idSchema("请选择品牌"),
    category,
    place_to_buy: z.discriminatedUnion(
      "kind",
      [
        z.object({ kind: z.literal("partner_link"), url: partnerUrl }),
        z.object({
          kind: z.literal("mini_program"),
          app_id: z
            .string({ message: "请填写小程序 AppID" })
            .trim()
            .regex(MINI_PROGRAM_APP_ID, { message: "小程序 AppID 应为 wx 开头的18位字符" }),
          path: z
            .string({ message: "请填写小程序页面路径" })
            .trim()
            .max(MINI_PROGRAM_PAGE_PATH_MAX, {
              message: `小程序页面路径不能超过${MINI_PROGRAM_PAGE_PATH_MAX}个字符`,
            })
            .regex(MINI_PROGRAM_PAGE_PATH, {
              message: "小程序页面路径格式不正确，如 pages/goods/detail?id=1",
            }),
        }),
      ],
      { message: "请选择购买方式" },
    ),
  })
  .strict();
export type LifeGoodsInput = z.infer<typeof goodsBody>;

const consoleGoods = lifeGoodsCard.extend({
  summary: z.string(),
  images: z.array(z.string()),
  place_to_buy: goodsBody.shape.place_to_buy,
  state: z.enum(LIFE_GOODS_STATES),
  withdrawn_at: isoDateTime.nullable(),
  withdrawal_reasons: z.array(z.string()),
  /** Where the brand falls short of the bar today (empty: it meets it). */
  shortfalls: z.array(z.string()),
  updated_at: isoDateTime,
});

export const listConsoleLifeGoods = defineContract({
  method: "GET",
  path: "/admin/goods",
  service: "life",
  summary: "生活好物管理：全部商品（含已下架），附品牌当前数据是否达标",
  tags: CONSOLE_TAGS,
  auth: "required",
  staffRoles: ["editor"],
  query: pageQuery.extend({
    state: z.enum(LIFE_GOODS_STATES, { message: "无效的商品状态" }).optional(),
    keyword: keywordQuery,
  }),
  data: pageOf(consoleGoods),
});

export const createConsoleLifeGoods = defineContract({
  method: "POST",
  path: "/admin/goods",
  service: "life",
  summary: "上架商品（品牌投诉数据须达标）",
  tags: CONSOLE_TAGS,
  auth: "required",
  staffRoles: ["editor"],
  body: goodsBody,
  data: consoleGoods,
});

export const updateConsoleLifeGoods = defineContract({
  method: "PUT",
  path: "/admin/goods/:id",
  service: "life",
  summary: "修改商品（在架商品换品牌时，新品牌的数据须达标）",
  tags: CONSOLE_TAGS,
  auth: "required",
  staffRoles: ["editor"],
  params: idParam,
  body: goodsBody,
  data: consoleGoods,
});

export const withdrawConsoleLifeGoods = defineContract({
  method: "POST",
  path: "/admin/goods/:id/withdraw",
  service: "life",
  summary: "下架商品",
  tags: CONSOLE_TAGS,
  auth: "required",
  staffRoles: ["editor"],
  params: idParam,
  data: consoleGoods,
});

export const relistConsoleLifeGoods = defineContract({
  method: "POST",
  path: "/admin/goods/:id/relist",
  service: "life",
  summary: "重新上架商品（品牌投诉数据须达标；自动下架的商品不会自动恢复）",
  tags: CONSOLE_TAGS,
  auth: "required",
  staffRoles: ["editor"],
  params: idParam,
  data: consoleGoods,
});
