import { getArticlePage } from "@tousu/contracts";
import { formatCount, formatDate, parseEntityId } from "@tousu/domain";
import { Link } from "react-router";
import { ArticleBody } from "../../../features/article/article-body";
import { ArticleTitleList } from "../../../features/article/article-card";
import { ArticleHotSide } from "../../../features/article/article-hot-side";
import { ArticleLikeButton } from "../../../features/article/article-like-button";
import { ArticleSource } from "../../../features/article/article-source";
import { ArticleStructuredData } from "../../../features/article/article-structured-data";
import { ArticleCategoryNav, HotTagList } from "../../../features/article/article-taxonomy";
import { CommentSection } from "../../../features/comments";
import { RelatedComplaints, toRelatedComplaint } from "../../../features/complaint-detail/related-complaints";
import { SharePanel } from "../../../features/poster";
import { createServerApi } from "../../../lib/api.server";
import { loadOrThrow } from "../../../lib/route-error.server";
import type { RouteHandle } from "../../../lib/route-handle";
import { sharedPageMeta } from "../../../lib/share-meta";
import { pageMeta } from "../../../lib/site";
import { useImageUrl } from "../../../lib/use-image-url";
import { RouteErrorBoundary } from "../../../shared/errors/route-error-boundary";
import { Card } from "../../../ui/card";
import type { Route } from "./+types/detail";

export const handle: RouteHandle = { name: "article-id" };

export const meta: Route.MetaFunction = (args) => {
  const article = args.data?.article;
  return article
    ? sharedPageMeta(args, {
        title: article.title,
        description: article.summary,
        type: "article",
        image: article.cover,
      })
    : pageMeta("文章");
};

const NOT_FOUND = "文章不存在或尚未发布";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = createServerApi(request, context);
  return loadOrThrow(async () => {
    const id = parseEntityId(params.id);
    if (id === null) return api.pageNotFound(NOT_FOUND);
    // One read for the whole page (docs/decisions/048-article-page-in-one-read.md).
    const page = await api.call(getArticlePage, { params: { id } });
    return {
      article: page.article,
      categories: page.categories,
      hotTags: page.hot_tags,
      hotInfo: page.hot_info,
      relatedArticles: page.related.articles,
      // The side column shows titles only: loader data is serialised into the page for hydration.
      relatedComplaints: page.related.complaints.map(toRelatedComplaint),
      comments: page.comments,
    };
  });
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, categories, hotTags, hotInfo, relatedArticles, relatedComplaints, comments } = loaderData;
  const imageUrl = useImageUrl();
  const cover = imageUrl(article.cover);
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
      <ArticleStructuredData article={article} />
      <div className="min-w-0 space-y-6">
        <article className="rounded-lg bg-white px-5 py-6 shadow-[0_1px_2px_rgba(15,23,42,0.06)] sm:px-8">
          <nav aria-label="位置" className="text-sm text-gray-600">
            <Link to="/article" className="hover:text-brand-700">
              维权知识
            </Link>
            {article.category ? (
              <>
                <span aria-hidden="true"> › </span>
                <Link to={`/article/classify/${article.category.id}`} className="hover:text-brand-700">
                  {article.category.name}
                </Link>
              </>
            ) : null}
          </nav>
          <h1 className="mt-3 text-2xl leading-9 font-semibold text-gray-900">{article.title}</h1>
          <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-600">
            {article.author ? <span>作者：{article.author}</span> : null}
            <time dateTime={article.published_at}>{formatDate(article.published_at)}</time>
            <span>阅读 {formatCount(article.view_count)}</span>
            <span>评论 {formatCount(article.comment_count)}</span>
          </p>
          {cover ? (
            <img
              src={cover}
              alt=""
              width={800}
              height={400}
              className="mt-5 aspect-[2/1] w-full rounded object-cover"
            />
          ) : null}
          {/* Sanitised by the API to reading markup; script tags go once more here (docs/product/validation.md#complaint-content). */}
          <ArticleBody content={article.content} />
          <ArticleSource source={article.source} />
          {article.tags.length > 0 ? (
            <ul aria-label="标签" className="mt-8 flex flex-wrap gap-2 border-t border-gray-100 pt-5">
              {article.tags.map((tag) => (
                <li key={tag.id}>
                  <Link
                    to={`/article/tags/${tag.id}`}
                    className="block rounded-full border border-gray-200 px-3 py-1 text-sm text-gray-600 hover:border-brand-600 hover:text-brand-700"
                  >
                    #{tag.name}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="mt-8 flex justify-center">
            <ArticleLikeButton articleId={article.id} likeCount={article.like_count} liked={article.liked} />
          </div>
        </article>
        <CommentSection
          target={{ kind: "article", id: article.id }}
          commentCount={comments.article.comment_count}
          initialPage={comments}
          paging={{ href: `/article/comment/${article.id}` }}
        />
      </div>
      <aside className="space-y-6">
        <Card title="分享文章">
          <div className="px-5 py-4">
            <SharePanel path={`/article/${article.id}`} posterPath={`/poster/article/${article.id}`} />
          </div>
        </Card>
        {relatedArticles.length > 0 ? (
          <Card title="相关文章">
            <ArticleTitleList articles={relatedArticles} />
          </Card>
        ) : null}
        {relatedComplaints.length > 0 ? (
          <Card title="相关投诉">
            <RelatedComplaints complaints={relatedComplaints} />
          </Card>
        ) : null}
        <ArticleHotSide hotInfo={hotInfo} />
        <ArticleCategoryNav categories={categories} currentId={article.category?.id} />
        <HotTagList tags={hotTags} />
      </aside>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
