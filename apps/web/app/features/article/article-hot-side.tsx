import type { ContractData, getArticleHotInfo } from "@tousu/contracts";
import { formatCount } from "@tousu/domain";
import { AppLink } from "../../ui/app-link";
import { Card } from "../../ui/card";

export type ArticleHotInfo = ContractData<typeof getArticleHotInfo>;

/** The side column's most read articles of late and the words people search for. */
export function ArticleHotSide({ hotInfo }: { hotInfo: ArticleHotInfo }) {
  return (
    <>
      {hotInfo.articles.length > 0 ? (
        <Card title="热门文章">
          <ol className="space-y-2.5 px-5 py-4 text-sm">
            {hotInfo.articles.map((article, index) => (
              <li key={article.id} className="flex items-baseline gap-2">
                <span
                  aria-hidden="true"
                  className={
                    index < 3
                      ? "w-5 shrink-0 text-center font-semibold text-brand-700"
                      : "w-5 shrink-0 text-center text-gray-600"
                  }
                >
                  {index + 1}
                </span>
                <AppLink
                  to={`/article/${article.id}`}
                  className="line-clamp-1 min-w-0 flex-1 text-gray-700 hover:text-brand-700"
                >
                  {article.title}
                </AppLink>
                <span className="shrink-0 text-xs text-gray-600">
                  <span className="sr-only">阅读</span>
                  {formatCount(article.view_count)}
                </span>
              </li>
            ))}
          </ol>
        </Card>
      ) : null}
      {hotInfo.words.length > 0 ? (
        <Card title="大家都在搜">
          <ul className="flex flex-wrap gap-2 px-5 py-4">
            {hotInfo.words.map((word) => (
              <li key={word.keyword}>
                <AppLink
                  to={`/search?${new URLSearchParams({ tab: "article", key: word.keyword })}`}
                  className="block rounded-full bg-gray-100 px-3 py-1 text-sm text-gray-700 hover:bg-brand-50 hover:text-brand-700"
                >
                  {word.keyword}
                </AppLink>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
    </>
  );
}
