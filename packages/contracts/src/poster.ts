import { defineContract } from "./define-contract";
import { idSchema } from "./shared";
import { z } from "./zod";

/**
 * The share posters built so far, each named as in its page address (`/poster/{kind}/{id}`); the
 * lawyer and activity posters come on the same engine with their features.
 */
export const POSTER_KINDS = ["tousu", "brand", "enterprise", "article", "evaluation", "help"] as const;
export type PosterKind = (typeof POSTER_KINDS)[number];

export const getPoster = defineContract({
  method: "GET",
  path: "/poster/:kind/:id",
  service: "main",
  summary: "分享海报（按内容版本生成一次，图片地址含内容摘要、长期缓存）",
  tags: ["poster"],
  auth: "none",
  params: z.object({
    kind: z.enum(POSTER_KINDS, { message: "海报类型不存在" }),
    id: idSchema(),
  }),
  data: z.object({
    image_url: z.string().describe("the PNG under its content hash: served with immutable caching"),
    width: z.number().int(),
    height: z.number().int(),
    page_url: z.string().describe("the subject's page on this site, which the poster's code opens"),
    title: z.string().describe("what the poster is about, for the page's heading and alt text"),
  }),
});
