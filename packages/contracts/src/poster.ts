import { defineContract } from "./define-contract";
import { idSchema } from "./shared";
import { z } from "./zod";

/**
 * The share posters of one subject built so far, each named as in its page address
 * (`/poster/{kind}/{id}`; a lawyer's card is `lawyer-card`, at `/poster/lawyer/poster/{id}`); a campaign's
 * player is `player`, a campaign's call to vote `vote` (decision 096).
 */
export const POSTER_KINDS = [
  "tousu",
  "brand",
  "enterprise",
  "article",
  "evaluation",
  "help",
  "lawyer",
  "lawyer-card",
  "player",
  "vote",
] as const;
export type PosterKind = (typeof POSTER_KINDS)[number];
/** Where each kind's page is: `/poster/{path}/{id}`. */
export const POSTER_PATHS: Record<PosterKind, string> = {
  tousu: "tousu",
  brand: "brand",
  enterprise: "enterprise",
  article: "article",
  evaluation: "evaluation",
  help: "help",
  lawyer: "lawyer",
  "lawyer-card": "lawyer/poster",
  player: "player",
  vote: "vote",
};

/** What a poster is of: one subject, or the find-a-lawyer page (`/poster/lawyer`), which has none. */
export type PosterSubjectKind = PosterKind | "law";

const posterData = z.object({
  image_url: z.string().describe("the PNG under its content hash: served with immutable caching"),
  width: z.number().int(),
  height: z.number().int(),
  page_url: z.string().describe("the subject's page on this site, which the poster's code opens"),
  title: z.string().describe("what the poster is about, for the page's heading and alt text"),
});

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
  data: posterData,
});

export const getLawPoster = defineContract({
  method: "GET",
  path: "/poster/law",
  service: "main",
  summary: "找律师海报（律师维权页）",
  tags: ["poster"],
  auth: "none",
  data: posterData,
});
