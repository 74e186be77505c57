import { parseEntityId } from "@tousu/domain";
import { loadOrThrow } from "@tousu/page-kit/route-error";
import { createServerApi } from "@tousu/page-kit/server-api";
import { loadArticlePage, loadArticleTaxonomy } from "../lib/article-lists.server";
import { h5PageMeta } from "../lib/page-meta";
import { ArticleList } from "../ui/article-list";
import { CategoryChips, HotTags } from "../ui/article-taxonomy";
import type { Route } from "./+types/article-classify";

export const handle = { title: "文章分类" };

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: "页面不存在" }];
  const { name } = loaderData;
  return h5PageMeta({
    title: `${name} - 维权知识`,
    description: `“${name}”分类下的维权知识文章。`,
    canonical: loaderData.canonical,
  });
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = createServerApi(request, context);
  return loadOrThrow(async () => {
    const id = parseEntityId(params.id);
    if (id === null) return api.pageNotFound("文章分类不存在");
    const [articles, taxonomy] = await Promise.all([
      loadArticlePage(api, request, { category_id: id }),
      loadArticleTaxonomy(api),
    ]);
    if (articles.category === null) return api.pageNotFound("文章分类不存在");
    return {
      canonical: `${context.publicConfig.siteOrigin}/article/classify/${id}`,
      id,
      name: articles.category,
      articles,
      ...taxonomy,
    };
  });
}

export default function ArticleCategory({ loaderData }: Route.ComponentProps) {
  const { id, name, articles, categories, hotTags } = loaderData;
  return (
    <div className="space-y-2 pb-3">
      <CategoryChips categories={categories} currentId={id} />
      <section aria-labelledby="category-heading">
        <h2 id="category-heading" className="flex items-baseline justify-between px-4 pt-2 pb-2">
          <span className="min-w-0 truncate text-base font-semibold text-gray-900">{name}</span>
          <span className="shrink-0 text-xs text-gray-600">共 {articles.total} 篇</span>
        </h2>
        <ArticleList first={articles} label={name} />
      </section>
      <HotTags tags={hotTags} />
    </div>
  );
}
