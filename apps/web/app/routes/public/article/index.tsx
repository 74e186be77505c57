import { getArticleList } from "@tousu/contracts";
import { ArticleCard } from "../../../features/article/article-card";
import { ArticleHotSide } from "../../../features/article/article-hot-side";
import { ArticleSearchBox } from "../../../features/article/article-search-box";
import { ArticleCategoryNav, HotTagList } from "../../../features/article/article-taxonomy";
import { loadArticleHotInfo, loadArticleTaxonomy } from "../../../features/article/load-article-lists.server";
import { createServerApi } from "../../../lib/api.server";
import { loadOrThrow } from "../../../lib/route-error.server";
import type { RouteHandle } from "../../../lib/route-handle";
import { sharedPageMeta } from "../../../lib/share-meta";
import { RouteErrorBoundary } from "../../../shared/errors/route-error-boundary";
import { Card } from "../../../ui/card";
import type { Route } from "./+types/index";

export const handle: RouteHandle = { name: "article" };

export const meta: Route.MetaFunction = (args) =>
  sharedPageMeta(args, {
    title: "维权知识",
    description: "消费维权知识、法律条文解读与消费提示：投诉之前，先了解自己的权利。",
  });

const NEWEST_SHOWN = 10;

export function loader({ request, context }: Route.LoaderArgs) {
  const api = createServerApi(request, context);
  return loadOrThrow(async () => {
    const [newest, hotInfo, taxonomy] = await Promise.all([
      api.call(getArticleList, { query: { page: 1, page_size: NEWEST_SHOWN, sort: "newest" } }),
      loadArticleHotInfo(api),
      loadArticleTaxonomy(api),
    ]);
    return { newest: newest.list, hotInfo, ...taxonomy };
  });
}

export default function ArticleHomePage({ loaderData }: Route.ComponentProps) {
  const { newest, hotInfo, categories, hotTags } = loaderData;
  return (
    <div className="space-y-6">
      <header className="rounded-lg bg-white px-5 py-5 shadow-[0_1px_2px_rgba(15,23,42,0.06)]">
        <h1 className="text-xl font-semibold text-gray-900">维权知识</h1>
        <p className="mt-1 text-sm text-gray-600">
          投诉之前，先了解自己的权利：法规解读、维权步骤与消费提示。
        </p>
        <div className="mt-4 max-w-xl">
          <ArticleSearchBox />
        </div>
      </header>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
        <Card title="最新文章" className="min-w-0">
          <div className="divide-y divide-gray-100">
            {newest.map((article) => (
              <ArticleCard key={article.id} article={article} />
            ))}
          </div>
        </Card>
        <aside className="space-y-6">
          <ArticleCategoryNav categories={categories} />
          <ArticleHotSide hotInfo={hotInfo} />
          <HotTagList tags={hotTags} />
        </aside>
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
