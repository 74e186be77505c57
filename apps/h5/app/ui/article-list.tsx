import { ArticleCard, type ArticleCardData } from "./article-card";
import { type ListPage, LoadMoreList } from "./load-more-list";

/** What the article list routes' loaders answer under `articles`. */
interface ArticlesLoaderData {
  articles: ListPage<ArticleCardData>;
}

const articlesOf = (data: unknown) => (data as ArticlesLoaderData).articles;

/** A route's articles, newest first, loading more as the reader scrolls. */
export function ArticleList({
  first,
  basePath,
  label,
}: {
  first: ListPage<ArticleCardData>;
  /** The route's path: pages are `basePath?page=n`. */
  basePath: string;
  label: string;
}) {
  return (
    <LoadMoreList
      // A new list (another category or tag) starts over rather than appending to the last one.
      key={`${basePath}:${first.page}`}
      first={first}
      pageHref={(page) => `${basePath}?page=${page}`}
      pageOf={articlesOf}
      itemKey={(article) => article.id}
      renderItem={(article) => <ArticleCard article={article} />}
      label={label}
      emptyText="还没有文章"
    />
  );
}
