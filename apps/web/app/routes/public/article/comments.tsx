import { getArticleComments } from "@tousu/contracts";
import { parseEntityId } from "@tousu/domain";
import { readPageNumber } from "@tousu/page-kit/page-number";
import { Link } from "react-router";
import { COMMENT_PAGE_SIZE, CommentSection, type CommentSort } from "../../../features/comments";
import { createServerApi } from "../../../lib/api.server";
import { loadOrThrow } from "../../../lib/route-error.server";
import type { RouteHandle } from "../../../lib/route-handle";
import { pageMeta } from "../../../lib/site";
import { RouteErrorBoundary } from "../../../shared/errors/route-error-boundary";
import { ChevronLeftIcon } from "../../../ui/icons";
import type { Route } from "./+types/comments";

export const handle: RouteHandle = { name: "article-comment-id" };

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? pageMeta(
        `${data.page.article.title}的评论`,
        `“${data.page.article.title}”共${data.page.article.comment_count}条评论：读者的经验、疑问与补充。`,
      )
    : pageMeta("文章评论");

function readSort(request: Request): CommentSort {
  return new URL(request.url).searchParams.get("sort") === "hot" ? "hot" : "new";
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = parseEntityId(params.id);
  const api = createServerApi(request, context);
  // The route allows the id to be missing (docs/product/routes.md#routes); without one (or with
  // nonsense) there are no comments to show.
  if (id === null) {
    return loadOrThrow(() => api.pageNotFound("文章不存在"));
  }
  const sort = readSort(request);
  const page = await loadOrThrow(() =>
    api.call(getArticleComments, {
      params: { id },
      query: { page: readPageNumber(request), page_size: COMMENT_PAGE_SIZE, sort },
    }),
  );
  return { page, sort };
}

export default function ArticleCommentsPage({ loaderData }: Route.ComponentProps) {
  const { page, sort } = loaderData;
  const { article } = page;
  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <header className="rounded-lg bg-white px-6 py-5 shadow-[0_1px_2px_rgba(15,23,42,0.06)]">
        <Link
          to={`/article/${article.id}`}
          className="inline-flex items-center gap-1 text-sm text-gray-600 hover:text-brand-700"
        >
          <ChevronLeftIcon />
          返回文章
        </Link>
        <h1 className="mt-2 text-xl leading-8 font-semibold text-gray-900">
          <Link to={`/article/${article.id}`} className="hover:text-brand-700">
            {article.title}
          </Link>
        </h1>
      </header>
      {/* Keyed by page and order: each numbered page is the server's, rendered afresh. */}
      <CommentSection
        key={`${page.page}:${sort}`}
        target={{ kind: "article", id: article.id }}
        commentCount={article.comment_count}
        initialPage={page}
        sort={sort}
        paging="numbered"
      />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
