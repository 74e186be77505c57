// The life-goods channel (生活好物, decision 110): what both sites say about how goods are chosen and
// what a goods item's figures mean. The bar's numbers come from the domain, never from here.
import type { ContractData, getLifeGoods } from "@tousu/contracts";
import {
  FIGURE_DEFINITIONS,
  formatRate,
  formatSatisfaction,
  formatYuan,
  LIFE_GOODS_BAR_TEXT,
  LIFE_GOODS_CATEGORIES,
  type LifeGoodsState,
} from "@tousu/domain";

export const LIFE_PROMISES = [
  {
    title: "先看口碑，再下单",
    text: "每一件入选的好物都标明品牌在本站的公开投诉量、回复率与完成率，数字来自真实投诉，不接受付费修改。",
  },
  {
    title: "数据不达标，自动下架",
    text: `入选标准：${LIFE_GOODS_BAR_TEXT}。每天早上按前一晚重算的数据检查一次，品牌跌破标准的商品当即下架，编辑复核后才能重新上架。`,
  },
  {
    title: "买到问题，照常投诉",
    text: "在合作商家买到的商品出了问题，可以像其他投诉一样在本站公开投诉，处理进度全程可查，也会计入品牌的数据。",
  },
] as const;

/** The channel's shelves as links: all goods first, then each category. */
export function lifeShelves(basePath: string) {
  return [
    { key: null, label: "全部", href: basePath },
    ...LIFE_GOODS_CATEGORIES.map(({ key, label }) => ({ key, label, href: `${basePath}?category=${key}` })),
  ];
}

/** A goods item's page on either site. */
export const lifeGoodsPath = (id: number) => `/static/life/goods/${id}`;

/** A goods item's three figures in words, as the brand page words them (样本不足 below the sample). */
export function goodsFigureTexts(figures: {
  complaint_count: number;
  reply_rate: number | null;
  completion_rate: number | null;
}) {
  return [
    { label: "公开投诉", value: `${figures.complaint_count}件` },
    { label: "回复率", value: formatRate(figures.reply_rate) },
    { label: "完成率", value: formatRate(figures.completion_rate) },
  ];
}

type GoodsPageFigures = ContractData<typeof getLifeGoods>["brand_figures"];

/** A goods item's brand figures with what each means, as both goods pages list them. */
export function goodsFigureRows(figures: GoodsPageFigures) {
  return [
    {
      label: "公开投诉",
      value: `${figures.complaint_count}件`,
      definition: FIGURE_DEFINITIONS.complaintCount,
    },
    { label: "回复率", value: formatRate(figures.reply_rate), definition: FIGURE_DEFINITIONS.replyRate },
    {
      label: "完成率",
      value: formatRate(figures.completion_rate),
      definition: FIGURE_DEFINITIONS.completionRate,
    },
    {
      label: "及时回复率",
      value: formatRate(figures.timely_reply_rate),
      definition: FIGURE_DEFINITIONS.timelyRate,
    },
    {
      label: "满意度",
      value: formatSatisfaction(figures.satisfaction),
      definition: FIGURE_DEFINITIONS.satisfaction,
    },
  ];
}

/** How a goods page describes itself when shared: its brand's three headline figures. */
export function goodsShareDescription(
  brandName: string,
  figures: { complaint_count: number; reply_rate: number | null; completion_rate: number | null },
): string {
  return `${brandName}：公开投诉${figures.complaint_count}件，回复率${formatRate(figures.reply_rate)}，完成率${formatRate(figures.completion_rate)}。`;
}

/** What a withdrawn goods item's page says, and why. */
export function withdrawnNotice(state: LifeGoodsState, reasons: readonly string[]): string | null {
  if (state === "listed") return null;
  if (state === "withdrawn_by_staff") return "该商品已由平台下架，不再展示在生活好物频道。";
  return `该商品已自动下架：品牌的公开投诉数据跌破了入选标准（${reasons.join("；")}）。品牌数据回升后，需平台编辑复核才会重新上架。`;
}

/** A price shown in fen as the pages write it. */
export const goodsPriceText = (fen: number) => `¥${formatYuan(fen)}`;
