import { parseEntityId } from "@tousu/domain";
import { ArticleListPage } from "../../../features/article/article-list-page";
import { loadArticlePage, loadArticleTaxonomy } from "../../../features/article/load-article-lists.server";
import { createServerApi } from "../../../lib/api.server";
import { loadOrThrow } from "../../../lib/route-error.server";
import type { RouteHandle } from "../../../lib/route-handle";
import { sharedPageMeta } from "../../../lib/share-meta";
import { pageMeta } from "../../../lib/site";
import { RouteErrorBoundary } from "../../../shared/errors/route-error-boundary";
import type { Route } from "./+types/tags";

export const handle: RouteHandle = { name: "article-tags-id" };

export const meta: Route.MetaFunction = (args) => {
  const tag = args.data?.page.tag;
  return tag
    ? sharedPageMeta(args, {
        title: `${tag.name}相关文章`,
        description: `与“${tag.name}”有关的维权知识文章。`,
      })
    : pageMeta("文章标签");
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = createServerApi(request, context);
  return loadOrThrow(async () => {
    const tagId = parseEntityId(params.id);
    if (tagId === null) return api.pageNotFound("文章标签不存在");
    const [page, taxonomy] = await Promise.all([
      loadArticlePage(api, request, { tag_id: tagId }),
      loadArticleTaxonomy(api),
    ]);
    if (page.tag === null) return api.pageNotFound("文章标签不存在");
    return { page, ...taxonomy };
  });
}

export default function ArticleTagPage({ loaderData }: Route.ComponentProps) {
  const { page, categories, hotTags } = loaderData;
  return (
    <ArticleListPage
      heading={`#${page.tag?.name ?? ""}`}
      intro="带有该标签的文章，最新发布在前"
      page={page}
      categories={categories}
      hotTags={hotTags}
      currentTagId={page.tag?.id}
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary };
