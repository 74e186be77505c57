import { getNoticeList } from "@tousu/contracts";
import { formatDate, parseEntityId, transferAddress } from "@tousu/domain";
import { loadOrThrow } from "@tousu/page-kit/route-error";
import { createServerApi } from "@tousu/page-kit/server-api";
import { Link } from "react-router";
import { nextPageHref, previousPageHref } from "../lib/list-page";
import { h5PageMeta } from "../lib/page-meta";
import { InfiniteList, type ListPage } from "../ui/infinite-list";
import type { Route } from "./+types/static-notice";

export const handle = { title: "平台公告" };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  h5PageMeta({
    title: "平台公告",
    description: "诉达的全部平台公告：规则调整、功能上线与维护通知。",
    canonical: `${loaderData?.siteOrigin ?? ""}/static/notice`,
  });

interface NoticeData {
  id: number;
  title: string;
  content: string;
  publishedAt: string;
  /** A path of this site, or the transfer page for an address elsewhere. */
  link: string | null;
  isHighlighted: boolean;
}

function linkOf(url: string | null): string | null {
  if (!url) return null;
  return url.startsWith("/") && !url.startsWith("//") ? url : transferAddress(url);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = createServerApi(request, context);
  const url = new URL(request.url);
  // As on the PC page, a malformed id or page is ignored: the archive is still worth showing.
  const id = parseEntityId(url.searchParams.get("id")) ?? undefined;
  const page = parseEntityId(url.searchParams.get("page")) ?? undefined;
  const notices = await loadOrThrow(() => api.call(getNoticeList, { query: { id, page } }));
  const list: ListPage<NoticeData> = {
    items: notices.list.map((notice) => ({
      id: notice.id,
      title: notice.title,
      content: notice.content,
      publishedAt: formatDate(notice.published_at),
      link: linkOf(notice.link_url),
      isHighlighted: notice.id === notices.highlighted_id,
    })),
    nextHref: nextPageHref(request, notices),
    previousHref: previousPageHref(request, notices),
  };
  return { siteOrigin: context.publicConfig.siteOrigin, total: notices.total, notices: list };
}

const noticesOf = (data: unknown) => (data as { notices: ListPage<NoticeData> }).notices;

function NoticeCard({ notice }: { notice: NoticeData }) {
  return (
    <article
      id={`notice-${notice.id}`}
      aria-current={notice.isHighlighted ? "true" : undefined}
      className={`bg-white px-4 py-4 ${notice.isHighlighted ? "border-l-4 border-brand-600" : ""}`}
    >
      <h2 className="font-semibold leading-snug text-gray-900">{notice.title}</h2>
      <p className="mt-1 text-xs text-gray-600">
        <time>{notice.publishedAt}</time>
        {notice.isHighlighted ? <span className="ml-2 text-brand-700">（您查看的公告）</span> : null}
      </p>
      <p className="mt-2 whitespace-pre-line break-words text-[15px] leading-7 text-gray-800">
        {notice.content}
      </p>
      {notice.link ? (
        <Link
          to={notice.link}
          reloadDocument
          className="mt-1 inline-flex min-h-11 items-center text-brand-700"
        >
          查看详情
        </Link>
      ) : null}
    </article>
  );
}

export default function NoticePage({ loaderData }: Route.ComponentProps) {
  const { total, notices } = loaderData;
  return (
    <div className="pb-3">
      <p className="px-4 py-2 text-sm text-gray-600">共 {total} 条，最新的在前</p>
      <InfiniteList
        first={notices}
        pageOf={noticesOf}
        itemKey={(notice) => notice.id}
        renderItem={(notice) => <NoticeCard notice={notice} />}
        label="平台公告"
        empty="暂无公告"
      />
    </div>
  );
}
