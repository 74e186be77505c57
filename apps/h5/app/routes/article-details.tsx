import { getArticlePage } from "@tousu/contracts";
import { formatDate, parseEntityId, stripScriptTags } from "@tousu/domain";
import { loadOrThrow } from "@tousu/page-kit/route-error";
import { createServerApi } from "@tousu/page-kit/server-api";
import { Link } from "react-router";
import { h5PageMeta } from "../lib/page-meta";
import { ArticleCard, toArticleCardData } from "../ui/article-card";
import { CommentThread, toCommentThreadData } from "../ui/comment-thread";
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

/** How many of the newest comments the page shows before linking to all of them. */
const COMMENTS_PREVIEWED = 3;

export async function loader({ request, context }: Route.LoaderArgs) {
  const id = parseEntityId(new URL(request.url).searchParams.get("id"));
  const api = createServerApi(request, context);
  // The PC article page's one read (decision 048); a draft, withdrawn or unknown id is its 404.
  if (id === null) return loadOrThrow(() => api.pageNotFound("文章不存在"));
  const { article, comments, related } = await loadOrThrow(() =>
    api.call(getArticlePage, { params: { id } }),
  );
  return {
    id,
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
      tags: article.tags.map(({ id, name }) => ({ id, name })),
      commentCount: comments.article.comment_count,
    },
    comments: comments.list.slice(0, COMMENTS_PREVIEWED).map(toCommentThreadData),
    relatedArticles: related.articles.map(toArticleCardData),
  };
}

export default function ArticleDetails({ loaderData }: Route.ComponentProps) {
  const { id, article, comments, relatedArticles } = loaderData;
  const allComments = `/article/comment/${id}`;
  return (
    <div className="space-y-2 pb-3">
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
        {article.tags.length > 0 ? (
          <ul aria-label="标签" className="mt-6 flex flex-wrap gap-2 border-t border-gray-100 pt-4">
            {article.tags.map((tag) => (
              <li key={tag.id}>
                <Link
                  to={`/article/tags/${tag.id}`}
                  className="flex min-h-11 items-center rounded-full border border-gray-200 px-3 text-sm text-gray-700"
                >
                  #{tag.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </article>

      <section aria-labelledby="comments-heading">
        <h2 id="comments-heading" className="bg-white px-4 pt-3 text-base font-semibold text-gray-900">
          评论 {article.commentCount}
        </h2>
        {comments.length > 0 ? (
          <ul className="divide-y divide-gray-100">
            {comments.map((comment) => (
              <li key={comment.id}>
                <CommentThread comment={comment} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="bg-white px-4 py-4 text-sm text-gray-600">还没有评论</p>
        )}
        {article.commentCount > 0 ? (
          <Link
            to={allComments}
            className="flex min-h-11 items-center justify-center border-t border-gray-100 bg-white text-sm text-brand-700"
          >
            查看全部 {article.commentCount} 条评论
          </Link>
        ) : null}
      </section>

      {relatedArticles.length > 0 ? (
        <section aria-labelledby="related-heading">
          <h2 id="related-heading" className="px-4 pt-2 pb-2 text-base font-semibold text-gray-900">
            相关文章
          </h2>
          <ul className="space-y-2">
            {relatedArticles.map((related) => (
              <li key={related.id}>
                <ArticleCard article={related} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
