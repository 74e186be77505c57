import type { ArticleSummary } from "@tousu/contracts";
import { formatCount, formatDate } from "@tousu/domain";
import { Link } from "react-router";
import { articleDetailsPath } from "../lib/h5-paths";

/** What a list shows of an article; loaders map the API's summaries to it (loader data goes into the page). */
export interface ArticleCardData {
  id: number;
  title: string;
  summary: string;
  categoryName: string | null;
  publishedAt: string;
  viewCount: string;
}

export function toArticleCardData(article: ArticleSummary): ArticleCardData {
  return {
    id: article.id,
    title: article.title,
    summary: article.summary,
    categoryName: article.category?.name ?? null,
    publishedAt: formatDate(article.published_at),
    viewCount: formatCount(article.view_count),
  };
}

/** One article in a list: the whole card is the link to its page. */
export function ArticleCard({ article }: { article: ArticleCardData }) {
  return (
    <Link to={articleDetailsPath(article.id)} className="block bg-white px-4 py-3 active:bg-gray-50">
      <h3 className="line-clamp-2 font-medium leading-snug text-gray-900">{article.title}</h3>
      {article.summary ? <p className="mt-1 line-clamp-2 text-sm text-gray-600">{article.summary}</p> : null}
      <p className="mt-2 flex items-center gap-3 text-xs text-gray-600">
        {article.categoryName ? <span className="min-w-0 truncate">{article.categoryName}</span> : null}
        <time className="shrink-0">{article.publishedAt}</time>
        <span className="ml-auto shrink-0">阅读 {article.viewCount}</span>
      </p>
    </Link>
  );
}
