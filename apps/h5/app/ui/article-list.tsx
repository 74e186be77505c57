import { ArticleCard, type ArticleCardData } from "./article-card";
import { InfiniteList, type ListPage } from "./infinite-list";

/** What the article list routes' loaders answer under `articles`. */
interface ArticlesLoaderData {
  articles: ListPage<ArticleCardData>;
}

const articlesOf = (data: unknown) => (data as ArticlesLoaderData).articles;

/** A route's articles, newest first, loading more as the reader scrolls. */
export function ArticleList({ first, label }: { first: ListPage<ArticleCardData>; label: string }) {
  return (
    <InfiniteList
      first={first}
      pageOf={articlesOf}
      itemKey={(article) => article.id}
      renderItem={(article) => <ArticleCard article={article} />}
      label={label}
      empty="还没有文章"
    />
  );
}
