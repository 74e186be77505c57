import { getArticlePage } from "@tousu/contracts";
import { formatDate, parseEntityId, stripScriptTags } from "@tousu/domain";
import { loadOrThrow } from "@tousu/page-kit/route-error";
import { createServerApi } from "@tousu/page-kit/server-api";
import { data } from "react-router";
import { h5PageMeta } from "../lib/page-meta";
import type { Route } from "./+types/article-details";

export const handle = { title: "维权知识" };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? h5PageMeta({
        title: loaderData.article.title,
        description: loaderData.article.summary,
        canonical: loaderData.canonical,
      })
    : [{ title: "页面不存在" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const id = parseEntityId(new URL(request.url).searchParams.get("id"));
  if (id === null) throw data({ message: "文章不存在" }, { status: 404 });
  const api = createServerApi(request, context);
  // The PC article page's one read (decision 048); a draft, withdrawn or unknown id is its 404.
  const { article } = await loadOrThrow(() => api.call(getArticlePage, { params: { id } }));
  return {
    canonical: `${context.publicConfig.siteOrigin}/article/${id}`,
    // Loader data is serialised into the page: only what it shows.
    article: {
      title: article.title,
      summary: article.summary,
      author: article.author,
      categoryName: article.category?.name ?? null,
      sourceName: article.source?.name ?? null,
      publishedAt: formatDate(article.published_at),
      viewCount: article.view_count,
      content: stripScriptTags(article.content),
    },
  };
}

export default function ArticleDetails({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  return (
    <article className="bg-white px-4 py-4">
      <h2 className="text-xl font-semibold leading-snug text-gray-900">{article.title}</h2>
      <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-gray-600">
        {article.categoryName ? <span>{article.categoryName}</span> : null}
        {article.author ? <span>{article.author}</span> : null}
        <time>{article.publishedAt}</time>
        <span>阅读 {article.viewCount}</span>
      </p>
      {article.sourceName ? <p className="mt-1 text-xs text-gray-600">来源：{article.sourceName}</p> : null}
      <div
        className="article-body mt-4"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the body is HTML, reduced by the API to an allow-list.
        dangerouslySetInnerHTML={{ __html: article.content }}
      />
    </article>
  );
}
