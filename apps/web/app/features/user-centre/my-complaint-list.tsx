import type { MyComplaintItem } from "@tousu/contracts";
import { formatDate, formatDateTime } from "@tousu/domain";
import { Link } from "react-router";
import { ComplaintStatusBadges } from "./complaint-status";

/** My complaints, each with its brand, dates, the running deadline and what it asks of me. */
export function MyComplaintList({
  complaints,
  emptyText,
}: {
  complaints: MyComplaintItem[];
  emptyText: string;
}) {
  if (complaints.length === 0) {
    return <p className="px-5 py-12 text-center text-sm text-gray-600">{emptyText}</p>;
  }
  return (
    <ul className="divide-y divide-gray-100">
      {complaints.map((complaint) => (
        <li key={complaint.id} className="px-5 py-4">
          <div className="flex items-start justify-between gap-4">
            <h3 className="min-w-0 text-base leading-7 font-medium text-gray-900">
              <Link to={`/user/complaint/${complaint.id}`} className="line-clamp-1 hover:text-brand-700">
                {complaint.title}
              </Link>
            </h3>
            <ComplaintStatusBadges
              status={complaint.status}
              isOverdue={complaint.is_overdue}
              className="mt-1"
            />
          </div>
          <dl className="mt-1.5 flex flex-wrap gap-x-5 gap-y-1 text-sm text-gray-600">
            <div className="flex gap-1">
              <dt>投诉编号</dt>
              <dd className="text-gray-800 tabular-nums">{complaint.sn}</dd>
            </div>
            <div className="flex gap-1">
              <dt>投诉对象</dt>
              <dd className="text-gray-800">{complaint.brand?.name ?? complaint.custom_brand_name ?? "—"}</dd>
            </div>
            <div className="flex gap-1">
              <dt>提交时间</dt>
              <dd>
                <time dateTime={complaint.created_at}>{formatDate(complaint.created_at)}</time>
              </dd>
            </div>
            {complaint.replied_at ? (
              <div className="flex gap-1">
                <dt>商家回复</dt>
                <dd>
                  <time dateTime={complaint.replied_at}>{formatDate(complaint.replied_at)}</time>
                </dd>
              </div>
            ) : null}
            {complaint.deadline ? (
              <div className="flex gap-1">
                <dt>{complaint.deadline.label}</dt>
                <dd className="text-gray-800">
                  <time dateTime={complaint.deadline.due_at}>
                    {formatDateTime(complaint.deadline.due_at)}
                  </time>
                  {complaint.deadline.paused ? "（已暂停）" : null}
                </dd>
              </div>
            ) : null}
          </dl>
          {complaint.attention ? (
            <p className="mt-2 flex flex-wrap items-center gap-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
              <span>{complaint.attention}</span>
              <Link
                to={`/user/complaint/${complaint.id}`}
                className="font-medium text-brand-700 hover:underline"
              >
                去处理 ›
              </Link>
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
