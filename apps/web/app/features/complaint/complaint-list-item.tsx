import type { ComplaintSummary } from "@tousu/contracts";
import { formatCount, formatDateTime, formatRelativeTime } from "@tousu/domain";
import type { ReactNode } from "react";
import { AppLink } from "../../ui/app-link";
import { EyeIcon, MessageIcon } from "../../ui/icons";
import { UserAvatar } from "../../ui/user-avatar";
import { StatusBadge } from "./status-badge";

interface ComplaintListItemProps {
  complaint: ComplaintSummary;
  /** The server's clock at render time, so server and browser print the same relative time. */
  now: number;
  /** Search results pass the title and summary with their matches marked. */
  marked?: { title: ReactNode; summary: ReactNode };
}

export function ComplaintListItem({ complaint, now, marked }: ComplaintListItemProps) {
  const brandName = complaint.brand?.name ?? complaint.custom_brand_name;
  return (
    <article className="px-5 py-4 transition-colors hover:bg-gray-50/70">
      <div className="flex items-start justify-between gap-4">
        <h3 className="min-w-0 text-base leading-7 font-medium text-gray-900">
          <AppLink to={`/tousu/${complaint.id}`} className="line-clamp-1 hover:text-brand-700">
            {marked?.title ?? complaint.title}
          </AppLink>
        </h3>
        <span className="mt-1 shrink-0">
          <StatusBadge status={complaint.status} />
        </span>
      </div>

      <p className="mt-1 line-clamp-2 text-sm leading-6 text-gray-600">
        {marked?.summary ?? complaint.summary}
      </p>

      {brandName || complaint.appeals.length > 0 ? (
        <dl className="mt-2.5 flex flex-wrap items-center gap-x-5 gap-y-1.5 text-sm">
          {brandName ? (
            <div className="flex items-center gap-1.5">
              <dt className="text-gray-600">投诉对象</dt>
              <dd className="font-medium text-gray-800">
                {complaint.brand ? (
                  <AppLink to={`/brands/${complaint.brand.id}`} className="hover:text-brand-700">
                    {brandName}
                  </AppLink>
                ) : (
                  brandName
                )}
              </dd>
            </div>
          ) : null}
          {complaint.appeals.length > 0 ? (
            <div className="flex items-center gap-1.5">
              <dt className="text-gray-600">诉求</dt>
              <dd className="flex flex-wrap gap-1.5">
                {complaint.appeals.map((appeal) => (
                  <span key={appeal} className="rounded bg-brand-50 px-1.5 text-xs leading-5 text-brand-700">
                    {appeal}
                  </span>
                ))}
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}

      <div className="mt-2.5 flex items-center gap-4 text-xs text-gray-600">
        <span className="flex items-center gap-1.5">
          <UserAvatar src={complaint.author.avatar} size={20} loading="lazy" />
          {complaint.author.nickname}
        </span>
        <time dateTime={complaint.created_at} title={formatDateTime(complaint.created_at)}>
          {formatRelativeTime(complaint.created_at, now)}
        </time>
        <span className="ml-auto flex items-center gap-1">
          <MessageIcon />
          <span className="sr-only">评论</span>
          {formatCount(complaint.comment_count)}
        </span>
        <span className="flex items-center gap-1">
          <EyeIcon />
          <span className="sr-only">浏览</span>
          {formatCount(complaint.view_count)}
        </span>
      </div>
    </article>
  );
}
