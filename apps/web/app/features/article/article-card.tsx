import type { ArticleSummary } from "@tousu/contracts";
import { formatCount, formatDate } from "@tousu/domain";

import { useImageUrl } from "../../lib/use-image-url";
import { AppLink } from "../../ui/app-link";

/** One article in a list: cover, title, summary and when, where and how often it was read. */
export function ArticleCard({ article }: { article: ArticleSummary }) {
  const imageUrl = useImageUrl();
  const cover = imageUrl(article.cover);
  return (
    <article className="flex gap-4 px-5 py-4">
      {cover ? (
        <img
          src={cover}
          alt=""
          width={160}
          height={100}
          loading="lazy"
          className="hidden h-[100px] w-[160px] shrink-0 rounded object-cover sm:block"
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <h3 className="text-base leading-7 font-medium text-gray-900">
          <AppLink to={`/article/${article.id}`} className="line-clamp-2 hover:text-brand-700">
            {article.title}
          </AppLink>
        </h3>
        <p className="mt-1 line-clamp-2 text-sm leading-6 text-gray-600">{article.summary}</p>
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-gray-600">
          {article.category ? (
            <AppLink to={`/article/classify/${article.category.id}`} className="hover:text-brand-700">
              {article.category.name}
            </AppLink>
          ) : null}
          <time dateTime={article.published_at}>{formatDate(article.published_at)}</time>
          <span>阅读 {formatCount(article.view_count)}</span>
        </p>
      </div>
    </article>
  );
}

/** Titles only, for the side column. */
export function ArticleTitleList({ articles }: { articles: ArticleSummary[] }) {
  return (
    <ol className="space-y-2 px-5 py-4 text-sm">
      {articles.map((article) => (
        <li key={article.id}>
          <AppLink to={`/article/${article.id}`} className="line-clamp-1 text-gray-700 hover:text-brand-700">
            {article.title}
          </AppLink>
        </li>
      ))}
    </ol>
  );
}
