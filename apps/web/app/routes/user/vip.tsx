import { listVipOrders } from "@tousu/contracts";
import { formatDateTime, vipOrderPath } from "@tousu/domain";
import { readPageNumber } from "@tousu/page-kit/page-number";
import {
  isConfirmingOrder,
  VIP_CHANNEL_LABELS,
  vipMembershipWords,
  vipRefundFacts,
} from "@tousu/page-kit/vip-texts";
import { Link } from "react-router";
import { loadUserPage } from "../../features/user-centre/load-user-page.server";
import { VipBadge } from "../../features/user-centre/vip-badge";
import type { RouteHandle } from "../../lib/route-handle";
import { pageMeta } from "../../lib/site";
import { RouteErrorBoundary } from "../../shared/errors/route-error-boundary";
import { useViewer } from "../../shared/session/viewer";
import { buttonClass } from "../../ui/button";
import { Card } from "../../ui/card";
import { Pager } from "../../ui/pager";
import type { Route } from "./+types/vip";

export const handle: RouteHandle = { name: "user-vip" };

export const meta: Route.MetaFunction = () => pageMeta("我的会员");

export function loader(args: Route.LoaderArgs) {
  return loadUserPage(handle, args, (api) =>
    api.call(listVipOrders, { query: { page: readPageNumber(args.request), page_size: 10 } }),
  );
}

/** The member's membership (plan and end, from `GET /user`), their orders and what refunds took back. */
export default function UserVipPage({ loaderData: orders }: Route.ComponentProps) {
  const membership = useViewer()?.memberInfo.vip ?? null;
  return (
    <div className="space-y-6">
      <section className="flex flex-wrap items-center gap-4 rounded-lg bg-white p-6 shadow-[0_1px_2px_rgba(15,23,42,0.06)]">
        <div className="min-w-0 flex-1 space-y-2">
          <h1 className="text-lg font-semibold text-gray-900">我的会员</h1>
          <VipBadge membership={membership} />
          <p className="text-sm text-gray-700">{vipMembershipWords(membership)}</p>
        </div>
        <Link to="/vip" className={buttonClass({})}>
          {membership ? "续费会员" : "开通会员"}
        </Link>
      </section>
      <Card title="会员订单">
        {orders.list.length === 0 ? (
          <p className="px-5 py-12 text-center text-sm text-gray-600">还没有会员订单</p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {orders.list.map((order) => (
              <li key={order.order_no} className="space-y-2 px-5 py-4 text-sm">
                <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
                  <span className="font-medium text-gray-900">{order.plan_name}</span>
                  <span className="font-semibold text-gray-900 tabular-nums">¥{order.amount_yuan}</span>
                  <span className="text-gray-700">{VIP_CHANNEL_LABELS[order.channel]}</span>
                  <span className="rounded bg-gray-100 px-2 py-0.5 text-gray-800">{order.status_label}</span>
                  {isConfirmingOrder(order.status) ? (
                    <Link to={vipOrderPath(order.order_no)} className="text-brand-700 hover:underline">
                      查看支付结果
                    </Link>
                  ) : null}
                </div>
                <p className="text-gray-600">
                  订单号 <span className="font-mono">{order.order_no}</span> · 下单于{" "}
                  <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
                  {order.paid_at ? ` · 支付于 ${formatDateTime(order.paid_at)}` : null}
                </p>
                {order.refunds.map((refund) => (
                  <dl
                    key={refund.refund_no}
                    className="flex flex-wrap gap-x-4 gap-y-1 rounded-md bg-amber-50 px-3 py-2 text-amber-950"
                  >
                    {vipRefundFacts(refund).map(([label, value]) => (
                      <div key={label} className="flex gap-1">
                        <dt className="text-amber-900">{label}</dt>
                        <dd>{value}</dd>
                      </div>
                    ))}
                  </dl>
                ))}
              </li>
            ))}
          </ul>
        )}
        <Pager page={orders.page} pageSize={orders.page_size} total={orders.total} />
      </Card>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
