import type { ContractData, getSystemNotice } from "@tousu/contracts";
import { formatDate } from "@tousu/domain";
import { SmartLink } from "../../ui/smart-link";

type Notice = ContractData<typeof getSystemNotice>[number];

/** A notice's place in the archive: its page, with it highlighted. */
export const noticeAddress = (id: number) => `/static/notice?id=${id}`;

export function NoticeList({ notices }: { notices: Notice[] }) {
  return (
    <ul className="divide-y divide-gray-50 px-5 py-2">
      {notices.map((notice) => (
        <li key={notice.id} className="py-2">
          <p className="line-clamp-2 text-sm leading-6 text-gray-800">
            {notice.is_pinned ? (
              <span className="mr-1.5 rounded bg-brand-600 px-1 py-px text-xs font-medium text-white">
                置顶
              </span>
            ) : null}
            <SmartLink href={notice.link_url ?? noticeAddress(notice.id)} className="hover:text-brand-700">
              {notice.title}
            </SmartLink>
          </p>
          <time dateTime={notice.published_at} className="text-xs text-gray-600">
            {formatDate(notice.published_at)}
          </time>
        </li>
      ))}
    </ul>
  );
}
