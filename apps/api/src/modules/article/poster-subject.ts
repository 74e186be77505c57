import { shanghaiDay } from "@tousu/domain";
import type { PosterFact, PosterSubjects } from "../../lib/poster-subject";
import { loadArticle } from "./article-detail";

/** A published article's poster (decision 043): what its page shows above the body. */
export const articlePosterSubjects = {
  article: async (deps, id) => {
    const article = await loadArticle(deps, id, null);
    const facts: PosterFact[] = [{ label: "发布日期", value: shanghaiDay(new Date(article.published_at)) }];
    if (article.category) facts.push({ label: "栏目", value: article.category.name });
    if (article.author) facts.push({ label: "作者", value: article.author });
    if (article.summary) facts.push({ label: "摘要", value: article.summary });
    return {
      eyebrow: "消费维权资讯",
      title: article.title,
      facts,
      callToAction: "扫码阅读全文",
      code: { page: "article", id },
    };
  },
} satisfies Partial<PosterSubjects>;
