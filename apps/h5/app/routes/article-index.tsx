import { SEARCH_KEY_MAX } from "@tousu/contracts";
import { loadOrThrow } from "@tousu/page-kit/route-error";
import { createServerApi } from "@tousu/page-kit/server-api";
import { loadArticlePage, loadArticleTaxonomy } from "../lib/article-lists.server";
import { h5PageMeta } from "../lib/page-meta";
import { ArticleList } from "../ui/article-list";
import { ArticleSearch } from "../ui/article-search";
import { CategoryChips, HotTags } from "../ui/article-taxonomy";
import type { Route } from "./+types/article-index";

export const handle = { title: "维权知识" };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  h5PageMeta({
    title: "维权知识",
    description: "消费维权知识、法律条文解读与消费提示：投诉之前，先了解自己的权利。",
    canonical: `${loaderData?.siteOrigin ?? ""}/article`,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = createServerApi(request, context);
  const [articles, taxonomy] = await loadOrThrow(() =>
    Promise.all([loadArticlePage(api, request), loadArticleTaxonomy(api)]),
  );
  return { siteOrigin: context.publicConfig.siteOrigin, articles, ...taxonomy, searchKeyMax: SEARCH_KEY_MAX };
}

export default function ArticleIndex({ loaderData }: Route.ComponentProps) {
  const { articles, categories, hotTags, searchKeyMax } = loaderData;
  return (
    <div className="space-y-2 pb-3">
      <ArticleSearch maxLength={searchKeyMax} />
      <CategoryChips categories={categories} />
      <section aria-labelledby="newest-heading">
        <h2 id="newest-heading" className="px-4 pt-2 pb-2 text-base font-semibold text-gray-900">
          最新文章
        </h2>
        <ArticleList first={articles} label="最新文章" />
      </section>
      <HotTags tags={hotTags} />
    </div>
  );
}
