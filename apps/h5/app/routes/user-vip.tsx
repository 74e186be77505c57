import { getUser, listVipOrders } from "@tousu/contracts";
import { formatDateTime, h5VipOrderPath } from "@tousu/domain";
import { readPageNumber } from "@tousu/page-kit/page-number";
import {
  isConfirmingOrder,
  VIP_CHANNEL_LABELS,
  vipMembershipWords,
  vipRefundFacts,
} from "@tousu/page-kit/vip-texts";
import { Link } from "react-router";
import { listPage } from "../lib/list-page";
import { h5PageMeta } from "../lib/page-meta";
import { loadUserPage } from "../lib/session.server";
import { InfiniteList } from "../ui/infinite-list";
import { VipBadge } from "../ui/vip-badge";
import type { Route } from "./+types/user-vip";

export const handle = { title: "我的会员" };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  h5PageMeta({
    title: "我的会员",
    description: "会员状态、会员订单与退款。",
    canonical: `${loaderData?.siteOrigin ?? ""}/user/vip`,
  });

/** The membership (plan and end, from `GET /user`), the member's orders and what refunds took back. */
export function loader(args: Route.LoaderArgs) {
  return loadUserPage(args, async (api) => {
    const [member, orders] = await Promise.all([
      api.call(getUser),
      api.call(listVipOrders, { query: { page: readPageNumber(args.request), page_size: 10 } }),
    ]);
    return {
      siteOrigin: args.context.publicConfig.siteOrigin,
      membership: member.vip,
      membershipWords: vipMembershipWords(member.vip),
      orders: listPage(args.request, orders, (order) => ({
        orderNo: order.order_no,
        planName: order.plan_name,
        amountYuan: order.amount_yuan,
        channel: VIP_CHANNEL_LABELS[order.channel],
        status: order.status_label,
        createdAt: formatDateTime(order.created_at),
        resultHref: isConfirmingOrder(order.status) ? h5VipOrderPath(order.order_no) : null,
        refunds: order.refunds.map((refund) => ({
          refundNo: refund.refund_no,
          facts: vipRefundFacts(refund),
        })),
      })),
    };
  });
}

/** The list in this route's loader data, as a fetcher of the next page answers it too. */
const ordersOf = (data: unknown) => (data as Route.ComponentProps["loaderData"]).orders;

export default function UserVip({ loaderData }: Route.ComponentProps) {
  const { membership, membershipWords } = loaderData;
  return (
    <div className="space-y-3 pb-4">
      <section className="space-y-2 bg-white px-4 py-5">
        <h2 className="text-lg font-semibold text-gray-900">我的会员</h2>
        <VipBadge membership={membership} />
        <p className="text-sm text-gray-700">{membershipWords}</p>
        <Link
          to="/pages/vip/index"
          className="flex min-h-11 items-center justify-center rounded-full bg-brand-600 text-[15px] font-medium text-white"
        >
          {membership ? "续费会员" : "开通会员"}
        </Link>
      </section>
      <section aria-labelledby="vip-orders-heading" className="bg-white">
        <h2 id="vip-orders-heading" className="px-4 pt-4 pb-2 font-semibold text-gray-900">
          会员订单
        </h2>
        <InfiniteList
          first={loaderData.orders}
          pageOf={ordersOf}
          itemKey={(order) => order.orderNo}
          className="divide-y divide-gray-100"
          itemClassName="space-y-1.5 px-4 py-3 text-sm"
          renderItem={(order) => (
            <>
              <div className="flex items-baseline gap-2">
                <span className="flex-1 font-medium text-gray-900">{order.planName}</span>
                <span className="font-semibold text-gray-900 tabular-nums">¥{order.amountYuan}</span>
              </div>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-gray-700">
                <span className="rounded bg-gray-100 px-2 py-0.5 text-gray-800">{order.status}</span>
                <span>{order.channel}</span>
                <time>{order.createdAt}</time>
              </div>
              <p className="text-xs break-all text-gray-600">订单号 {order.orderNo}</p>
              {order.resultHref ? (
                <Link to={order.resultHref} className="inline-flex min-h-11 items-center text-brand-700">
                  查看支付结果
                </Link>
              ) : null}
              {order.refunds.map((refund) => (
                <dl
                  key={refund.refundNo}
                  className="space-y-0.5 rounded-md bg-amber-50 px-3 py-2 text-amber-950"
                >
                  {refund.facts.map(([label, value]) => (
                    <div key={label} className="flex gap-2">
                      <dt className="shrink-0 text-amber-900">{label}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
                </dl>
              ))}
            </>
          )}
          empty={<p className="px-4 py-12 text-center text-sm text-gray-600">还没有会员订单</p>}
        />
      </section>
    </div>
  );
}
