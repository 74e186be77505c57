import { parseEntityId } from "@tousu/domain";
import { ArticleListPage } from "../../../features/article/article-list-page";
import { loadArticlePage, loadArticleTaxonomy } from "../../../features/article/load-article-lists.server";
import { createServerApi } from "../../../lib/api.server";
import { loadOrThrow } from "../../../lib/route-error.server";
import type { RouteHandle } from "../../../lib/route-handle";
import { sharedPageMeta } from "../../../lib/share-meta";
import { pageMeta } from "../../../lib/site";
import { RouteErrorBoundary } from "../../../shared/errors/route-error-boundary";
import type { Route } from "./+types/classify";

export const handle: RouteHandle = { name: "article-classify-id" };

export const meta: Route.MetaFunction = (args) => {
  const category = args.data?.page.category;
  return category
    ? sharedPageMeta(args, {
        title: `${category.name} - 维权知识`,
        description: `“${category.name}”分类下的维权知识文章。`,
      })
    : pageMeta("文章分类");
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = createServerApi(request, context);
  return loadOrThrow(async () => {
    const categoryId = parseEntityId(params.id);
    if (categoryId === null) return api.pageNotFound("文章分类不存在");
    const [page, taxonomy] = await Promise.all([
      loadArticlePage(api, request, { category_id: categoryId }),
      loadArticleTaxonomy(api),
    ]);
    if (page.category === null) return api.pageNotFound("文章分类不存在");
    return { page, ...taxonomy };
  });
}

export default function ArticleCategoryPage({ loaderData }: Route.ComponentProps) {
  const { page, categories, hotTags } = loaderData;
  return (
    <ArticleListPage
      heading={page.category?.name ?? ""}
      intro="该分类下的维权知识与消费提示，最新发布在前"
      page={page}
      categories={categories}
      hotTags={hotTags}
      currentCategoryId={page.category?.id}
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary };
