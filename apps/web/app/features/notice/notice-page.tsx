import type { ContractData, getNoticeList } from "@tousu/contracts";
import { formatDate } from "@tousu/domain";
import { useEffect, useRef } from "react";
import { Pager } from "../../ui/pager";
import { SmartLink } from "../../ui/smart-link";

type NoticePage = ContractData<typeof getNoticeList>;

/** Every notice, newest first; the one asked for is marked and scrolled into view. */
export function NoticeArchive({ notices }: { notices: NoticePage }) {
  const highlighted = useRef<HTMLElement>(null);
  useEffect(() => {
    highlighted.current?.scrollIntoView({ block: "center" });
    highlighted.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div className="mx-auto max-w-3xl">
      <header className="mb-5">
        <h1 className="text-2xl font-semibold text-gray-900">平台公告</h1>
        <p className="mt-2 text-sm text-gray-600">共 {notices.total} 条，最新的在前。</p>
      </header>
      {notices.list.length === 0 ? (
        <p className="rounded-lg bg-white px-5 py-10 text-center text-gray-600">暂无公告</p>
      ) : (
        <ol className="space-y-4">
          {notices.list.map((notice) => {
            const isHighlighted = notice.id === notices.highlighted_id;
            return (
              <li key={notice.id}>
                <article
                  id={`notice-${notice.id}`}
                  ref={isHighlighted ? highlighted : undefined}
                  tabIndex={isHighlighted ? -1 : undefined}
                  aria-current={isHighlighted ? "true" : undefined}
                  aria-labelledby={`notice-${notice.id}-title`}
                  className={`rounded-lg bg-white px-5 py-5 shadow-[0_1px_2px_rgba(15,23,42,0.06)] sm:px-6 ${
                    isHighlighted ? "ring-2 ring-brand-600 outline-none" : ""
                  }`}
                >
                  <h2
                    id={`notice-${notice.id}-title`}
                    className="text-lg leading-7 font-semibold text-gray-900"
                  >
                    {notice.title}
                  </h2>
                  <p className="mt-1 text-sm text-gray-600">
                    <time dateTime={notice.published_at}>{formatDate(notice.published_at)}</time>
                    {isHighlighted ? <span className="ml-2 text-brand-700">（您查看的公告）</span> : null}
                  </p>
                  <p className="mt-3 leading-7 whitespace-pre-line text-gray-800">{notice.content}</p>
                  {notice.link_url ? (
                    <p className="mt-3">
                      <SmartLink
                        href={notice.link_url}
                        className="text-brand-700 underline hover:text-brand-800"
                      >
                        查看详情
                      </SmartLink>
                    </p>
                  ) : null}
                </article>
              </li>
            );
          })}
        </ol>
      )}
      <Pager page={notices.page} pageSize={notices.page_size} total={notices.total} />
    </div>
  );
}
