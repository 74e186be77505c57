import { getArticleComments } from "@tousu/contracts";
import { parseEntityId } from "@tousu/domain";
import { readPageNumber } from "@tousu/page-kit/page-number";
import { loadOrThrow } from "@tousu/page-kit/route-error";
import { createServerApi } from "@tousu/page-kit/server-api";
import { Link } from "react-router";
import { articleDetailsPath } from "../lib/h5-paths";
import { nextPageHref, previousPageHref } from "../lib/list-page";
import { h5PageMeta } from "../lib/page-meta";
import { CommentThread, type CommentThreadData, toCommentThreadData } from "../ui/comment-thread";
import { InfiniteList, type ListPage } from "../ui/infinite-list";
import type { Route } from "./+types/article-comments";

export const handle = { title: "全部评论" };

/** Top-level comments a page brings, as on the PC page. */
const COMMENT_PAGE_SIZE = 10;

type CommentSort = "new" | "hot";
const SORT_LABELS: Record<CommentSort, string> = { new: "最新", hot: "最热" };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? h5PageMeta({
        title: `${loaderData.article.title}的评论`,
        description: `“${loaderData.article.title}”共${loaderData.article.commentCount}条评论：读者的经验、疑问与补充。`,
        canonical: loaderData.canonical,
      })
    : [{ title: "页面不存在" }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = createServerApi(request, context);
  const sort: CommentSort = new URL(request.url).searchParams.get("sort") === "hot" ? "hot" : "new";
  return loadOrThrow(async () => {
    // Without an id (the route allows none) or with nonsense there are no comments to show.
    const id = parseEntityId(params.id);
    if (id === null) return api.pageNotFound("文章不存在");
    const page = await api.call(getArticleComments, {
      params: { id },
      query: { page: readPageNumber(request), page_size: COMMENT_PAGE_SIZE, sort },
    });
    const comments: ListPage<CommentThreadData> = {
      items: page.list.map(toCommentThreadData),
      nextHref: nextPageHref(request, page),
      previousHref: previousPageHref(request, page),
    };
    return {
      canonical: `${context.publicConfig.siteOrigin}/article/comment/${id}`,
      article: { id, title: page.article.title, commentCount: page.article.comment_count },
      sort,
      comments,
    };
  });
}

const commentsOf = (data: unknown) => (data as { comments: ListPage<CommentThreadData> }).comments;

export default function ArticleComments({ loaderData }: Route.ComponentProps) {
  const { article, sort, comments } = loaderData;
  const basePath = `/article/comment/${article.id}`;
  return (
    <div className="space-y-2 pb-3">
      <header className="bg-white px-4 py-3">
        <h2 className="text-base font-semibold leading-snug text-gray-900">
          <Link to={articleDetailsPath(article.id)}>{article.title}</Link>
        </h2>
        <p className="mt-1 text-sm text-gray-600">共 {article.commentCount} 条评论</p>
        <nav aria-label="评论排序" className="mt-2 flex gap-2">
          {(Object.keys(SORT_LABELS) as CommentSort[]).map((option) => (
            <Link
              key={option}
              to={option === "new" ? basePath : `${basePath}?sort=${option}`}
              aria-current={option === sort ? "page" : undefined}
              className={`flex min-h-11 items-center rounded-full px-4 text-sm ${
                option === sort ? "bg-brand-600 text-white" : "bg-gray-100 text-gray-700"
              }`}
            >
              {SORT_LABELS[option]}
            </Link>
          ))}
        </nav>
      </header>
      <InfiniteList
        first={comments}
        pageOf={commentsOf}
        itemKey={(comment) => comment.id}
        renderItem={(comment) => <CommentThread comment={comment} />}
        label="评论"
        empty="还没有评论"
      />
    </div>
  );
}
