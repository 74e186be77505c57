import type { ContractData, getArticle } from "@tousu/contracts";
import { resolveImageUrl } from "@tousu/domain";
import { breadcrumbList, JsonLd } from "../../lib/json-ld";
import { useRootData } from "../../lib/root-data";
import { SITE_NAME } from "../../lib/site";

type Article = ContractData<typeof getArticle>;

/** schema.org `Article` and the page's breadcrumb trail, for search engines (decision 040). */
export function articleStructuredData(
  article: Article,
  { siteOrigin, imageOrigin }: { siteOrigin: string; imageOrigin: string },
): Record<string, unknown> {
  const path = `/article/${article.id}`;
  const cover = resolveImageUrl(article.cover, imageOrigin);
  const trail = [
    { name: "维权知识", path: "/article" },
    ...(article.category
      ? [{ name: article.category.name, path: `/article/classify/${article.category.id}` }]
      : []),
    { name: article.title, path },
  ];
  return {
    "@graph": [
      {
        "@type": "Article",
        headline: article.title,
        description: article.summary,
        datePublished: article.published_at,
        mainEntityOfPage: `${siteOrigin}${path}`,
        author: article.author
          ? { "@type": "Person", name: article.author }
          : { "@type": "Organization", name: SITE_NAME },
        publisher: { "@type": "Organization", name: SITE_NAME },
        ...(cover ? { image: cover.startsWith("/") ? `${siteOrigin}${cover}` : cover } : {}),
        ...(article.category ? { articleSection: article.category.name } : {}),
        ...(article.tags.length > 0 ? { keywords: article.tags.map((tag) => tag.name).join(",") } : {}),
      },
      breadcrumbList(siteOrigin, trail),
    ],
  };
}

export function ArticleStructuredData({ article }: { article: Article }) {
  const config = useRootData()?.publicConfig;
  return config ? <JsonLd data={articleStructuredData(article, config)} /> : null;
}
