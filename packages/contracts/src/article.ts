import { randomQuery } from "./complaint";
import { defineContract } from "./define-contract";
import { z } from "./zod";

export const getRandomArticles = defineContract({
  method: "GET",
  path: "/random/article",
  service: "main",
  summary: "随机文章（404 页推荐）",
  tags: ["article"],
  auth: "none",
  query: randomQuery,
  data: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
