import { parseEntityId } from "@tousu/domain";
import { loadOrThrow } from "@tousu/page-kit/route-error";
import { createServerApi } from "@tousu/page-kit/server-api";
import { loadArticlePage, loadArticleTaxonomy } from "../lib/article-lists.server";
import { h5PageMeta } from "../lib/page-meta";
import { ArticleList } from "../ui/article-list";
import { CategoryChips, HotTags } from "../ui/article-taxonomy";
import type { Route } from "./+types/article-tags";

export const handle = { title: "文章标签" };

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: "页面不存在" }];
  const { name } = loaderData;
  return h5PageMeta({
    title: `${name}相关文章`,
    description: `与“${name}”有关的维权知识文章。`,
    canonical: loaderData.canonical,
  });
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = createServerApi(request, context);
  return loadOrThrow(async () => {
    const id = parseEntityId(params.id);
    if (id === null) return api.pageNotFound("文章标签不存在");
    const [articles, taxonomy] = await Promise.all([
      loadArticlePage(api, request, { tag_id: id }),
      loadArticleTaxonomy(api),
    ]);
    if (articles.tag === null) return api.pageNotFound("文章标签不存在");
    return {
      canonical: `${context.publicConfig.siteOrigin}/article/tags/${id}`,
      id,
      name: articles.tag,
      articles,
      ...taxonomy,
    };
  });
}

export default function ArticleTag({ loaderData }: Route.ComponentProps) {
  const { id, name, articles, categories, hotTags } = loaderData;
  return (
    <div className="space-y-2 pb-3">
      <section aria-labelledby="tag-heading">
        <h2 id="tag-heading" className="flex items-baseline justify-between px-4 pt-3 pb-2">
          <span className="min-w-0 truncate text-base font-semibold text-gray-900">#{name}</span>
          <span className="shrink-0 text-xs text-gray-600">共 {articles.total} 篇</span>
        </h2>
        <ArticleList first={articles} label={`#${name}`} />
      </section>
      <HotTags tags={hotTags} currentId={id} />
      <CategoryChips categories={categories} />
    </div>
  );
}
