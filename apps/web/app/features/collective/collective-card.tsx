import type { CollectiveSummary } from "@tousu/contracts";
import { formatCount, formatDate, formatRelativeTime } from "@tousu/domain";
import { AppLink } from "../../ui/app-link";
import { BrandLogo } from "../../ui/brand-logo";
import { cx } from "../../ui/cx";
import { CollectiveStatusBadge } from "./collective-status-badge";

interface CollectiveCardProps {
  collective: CollectiveSummary;
  /** The server's clock at render time, so server and browser print the same relative time. */
  now: number;
}

/**
 * One collective complaint in the list: the shared issue, its brand, how many joined, when it last
 * moved. A closed one is greyed and says when it ended, so nobody takes it for one still to join.
 */
export function CollectiveCard({ collective, now }: CollectiveCardProps) {
  const isClosed = collective.status === "closed";
  return (
    <article
      className={cx(
        "flex gap-4 px-5 py-4 transition-colors",
        isClosed ? "bg-gray-50/80 hover:bg-gray-100/70" : "hover:bg-gray-50/70",
      )}
    >
      <BrandLogo
        brand={collective.brand}
        size={48}
        className={cx("shrink-0", isClosed && "opacity-60 grayscale")}
      />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-4">
          <h3
            className={cx(
              "min-w-0 text-base leading-7 font-medium",
              isClosed ? "text-gray-600" : "text-gray-900",
            )}
          >
            <AppLink to={`/tousu/collective/${collective.id}`} className="line-clamp-1 hover:text-brand-700">
              {collective.title}
            </AppLink>
          </h3>
          <CollectiveStatusBadge status={collective.status} label={collective.status_label} />
        </div>
        <p className="mt-1 line-clamp-2 text-sm leading-6 text-gray-600">{collective.description}</p>
        <dl className="mt-2.5 flex flex-wrap items-center gap-x-5 gap-y-1.5 text-sm text-gray-600">
          <div className="flex items-center gap-1.5">
            <dt>投诉对象</dt>
            <dd className="font-medium text-gray-800">
              <AppLink to={`/brands/${collective.brand.id}`} className="hover:text-brand-700">
                {collective.brand.name}
              </AppLink>
            </dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt>已参与</dt>
            <dd className="font-medium text-brand-700">{formatCount(collective.member_count)}人</dd>
          </div>
          {isClosed && collective.closed_at ? (
            <div className="flex items-center gap-1.5">
              <dt>结束于</dt>
              <dd>
                <time dateTime={collective.closed_at}>{formatDate(collective.closed_at)}</time>
              </dd>
            </div>
          ) : null}
          <div className="flex items-center gap-1.5">
            <dt>最新动态</dt>
            <dd>
              <time dateTime={collective.latest_activity_at}>
                {formatRelativeTime(collective.latest_activity_at, now)}
              </time>
            </dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
