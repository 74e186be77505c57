import { listMyEntrustments } from "@tousu/contracts";
import { formatDateTime, OPEN_ENTRUSTMENT_STATUSES } from "@tousu/domain";
import { readPageNumber } from "@tousu/page-kit/page-number";
import { Link } from "react-router";
import { loadUserPage } from "../../features/user-centre/load-user-page.server";
import type { RouteHandle } from "../../lib/route-handle";
import { pageMeta } from "../../lib/site";
import { RouteErrorBoundary } from "../../shared/errors/route-error-boundary";
import { Card } from "../../ui/card";
import { cx } from "../../ui/cx";
import { Pager } from "../../ui/pager";
import type { Route } from "./+types/entrust";

export const handle: RouteHandle = { name: "user-entrust" };

export const meta: Route.MetaFunction = () => pageMeta("我的委托");

const PAGE_SIZE = 20;

export function loader(args: Route.LoaderArgs) {
  return loadUserPage(handle, args, (api) =>
    api.call(listMyEntrustments, { query: { page: readPageNumber(args.request), page_size: PAGE_SIZE } }),
  );
}

/** Every lawyer I entrusted a complaint to, newest first; each opens its complaint's entrustment page. */
export default function MyEntrustmentsPage({ loaderData: entrustments }: Route.ComponentProps) {
  return (
    <Card title="我的委托" more={{ to: "/law", label: "找律师" }}>
      {entrustments.list.length === 0 ? (
        <div className="px-5 py-12 text-center text-sm text-gray-600">
          <p>你还没有委托过律师。</p>
          <p className="mt-1">
            投诉迟迟没有解决，可以
            <Link to="/law" className="mx-1 font-medium text-brand-700 hover:underline">
              找一位律师
            </Link>
            帮你处理。
          </p>
        </div>
      ) : (
        <ul className="divide-y divide-gray-100">
          {entrustments.list.map((entrustment) => (
            <li key={entrustment.id} className="px-5 py-4">
              <div className="flex items-start justify-between gap-4">
                <h3 className="min-w-0 text-base leading-7 font-medium text-gray-900">
                  <Link
                    to={`/law/entrust/${entrustment.complaint.id}`}
                    className="line-clamp-1 hover:text-brand-700"
                  >
                    {entrustment.complaint.title}
                  </Link>
                </h3>
                <span
                  className={cx(
                    "mt-1 shrink-0 rounded px-2 py-0.5 text-xs",
                    OPEN_ENTRUSTMENT_STATUSES.includes(entrustment.status)
                      ? "bg-brand-50 text-brand-700"
                      : "bg-gray-100 text-gray-700",
                  )}
                >
                  {entrustment.status_label}
                </span>
              </div>
              <dl className="mt-1.5 flex flex-wrap gap-x-5 gap-y-1 text-sm text-gray-600">
                <div className="flex gap-1">
                  <dt>委托律师</dt>
                  <dd className="text-gray-800">
                    {entrustment.lawyer.display_name}（{entrustment.lawyer.law_firm}）
                  </dd>
                </div>
                <div className="flex gap-1">
                  <dt>委托时间</dt>
                  <dd>
                    <time dateTime={entrustment.created_at}>{formatDateTime(entrustment.created_at)}</time>
                  </dd>
                </div>
                <div className="flex gap-1">
                  <dt>最近消息</dt>
                  <dd>
                    {entrustment.last_message_at ? (
                      <time dateTime={entrustment.last_message_at}>
                        {formatDateTime(entrustment.last_message_at)}
                      </time>
                    ) : (
                      "暂无消息"
                    )}
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
      <Pager page={entrustments.page} pageSize={entrustments.page_size} total={entrustments.total} />
    </Card>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
