import type { ComplaintDetail } from "@tousu/contracts";
import { formatCount, formatDateTime } from "@tousu/domain";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { BrandLogo } from "../../ui/brand-logo";
import { EyeIcon, MessageIcon } from "../../ui/icons";
import { UserAvatar } from "../../ui/user-avatar";
import { StatusBadge } from "../complaint";

/** Title, who complained about whom, where it stands and how much attention it drew. */
export function ComplaintHeader({ complaint }: { complaint: ComplaintDetail }) {
  const brandName = complaint.brand?.name ?? complaint.custom_brand_name ?? "";
  return (
    <header className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={complaint.status} />
        {complaint.close_reason_label ? (
          <span className="rounded bg-gray-100 px-2 py-0.5 text-xs text-gray-700">
            {complaint.close_reason_label}
          </span>
        ) : null}
        {complaint.is_overdue ? (
          <span
            title="商家未在规定时间内首次响应"
            className="rounded bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700 ring-1 ring-brand-200 ring-inset"
          >
            超时
          </span>
        ) : null}
        {complaint.is_auto_completed ? (
          <span className="rounded bg-gray-100 px-2 py-0.5 text-xs text-gray-700">超时自动完成</span>
        ) : null}
      </div>
      <h1 className="text-xl leading-8 font-semibold wrap-anywhere text-gray-900 sm:text-2xl sm:leading-9">
        {complaint.title}
      </h1>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3 text-sm">
        <div className="flex items-center gap-2">
          <span className="text-gray-600">投诉对象</span>
          {complaint.brand ? (
            <Link
              to={`/brands/${complaint.brand.id}`}
              className="flex items-center gap-2 font-medium text-gray-900 hover:text-brand-700"
            >
              <BrandLogo brand={complaint.brand} size={28} />
              {brandName}
            </Link>
          ) : (
            <span className="font-medium text-gray-900">{brandName}</span>
          )}
        </div>
        <div className="flex items-center gap-2 text-gray-700">
          <UserAvatar src={complaint.author.avatar} size={24} />
          <span>{complaint.author.nickname}</span>
        </div>
      </div>
      <dl className="flex flex-wrap gap-x-5 gap-y-1 text-xs text-gray-600">
        <div className="flex gap-1">
          <dt>投诉时间</dt>
          <dd>{formatDateTime(complaint.created_at)}</dd>
        </div>
        {complaint.dispatched_at ? (
          <div className="flex gap-1">
            <dt>发布时间</dt>
            <dd>{formatDateTime(complaint.dispatched_at)}</dd>
          </div>
        ) : null}
        <div className="flex gap-1">
          <dt>投诉编号</dt>
          <dd>{complaint.sn}</dd>
        </div>
        <Count icon={<EyeIcon aria-hidden="true" />} label="浏览" value={complaint.view_count} />
        <Count icon={<MessageIcon aria-hidden="true" />} label="评论" value={complaint.comment_count} />
      </dl>
    </header>
  );
}

function Count({ icon, label, value }: { icon: ReactNode; label: string; value: number }) {
  return (
    <div className="flex items-center gap-1">
      <dt>
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{formatCount(value)}</dd>
    </div>
  );
}
