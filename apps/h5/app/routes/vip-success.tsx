import { getVipOrder } from "@tousu/contracts";
import { VIP_ORDER_NO_PATTERN } from "@tousu/domain";
import { liveStreamUrls } from "@tousu/page-kit/live-events";
import { loadOrThrow } from "@tousu/page-kit/route-error";
import { createServerApi } from "@tousu/page-kit/server-api";
import { useVipOrderRecheck } from "@tousu/page-kit/vip-order-recheck";
import { isConfirmingOrder, vipOrderFacts, vipOrderWords } from "@tousu/page-kit/vip-texts";
import { Fragment } from "react";
import { Link } from "react-router";
import { h5PageMeta } from "../lib/page-meta";
import { requireLogin } from "../lib/session.server";
import { useTrackSuccess } from "../lib/use-track-success";
import { primaryButtonClass } from "../ui/field-error";
import type { Route } from "./+types/vip-success";

export const handle = { title: "会员订单" };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  h5PageMeta({
    title: "会员订单",
    description: "会员订单的支付结果。",
    canonical: `${loaderData?.siteOrigin ?? ""}/vip`,
  });

/** The order in `?order_no=`, as the server knows it, for its buyer; anyone else meets the 404 page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireLogin(request);
  const api = createServerApi(request, context);
  return loadOrThrow(async () => {
    const orderNo = new URL(request.url).searchParams.get("order_no") ?? "";
    if (!VIP_ORDER_NO_PATTERN.test(orderNo)) return api.pageNotFound("订单不存在");
    const order = await api.call(getVipOrder, { params: { order_no: orderNo } });
    return {
      siteOrigin: context.publicConfig.siteOrigin,
      order,
      eventStreamUrl: liveStreamUrls.account(context.publicConfig.eventBaseUrl),
    };
  });
}

/**
 * Paid, still confirming (the page asks again for a minute), or not paid: it only reads, the
 * membership comes from the channel's notification or the server's query of it.
 */
export default function VipSuccess({ loaderData }: Route.ComponentProps) {
  const { order, eventStreamUrl } = loaderData;
  const { gaveUp } = useVipOrderRecheck(order.status, { streamUrl: eventStreamUrl, orderNo: order.order_no });
  const isConfirming = isConfirmingOrder(order.status);
  const words = vipOrderWords(order.status, { gaveUp });
  useTrackSuccess("payment_paid", order.status === "paid" ? order.order_no : null);

  return (
    <section className="space-y-4 bg-white px-4 py-6">
      <div className="text-center">
        <h1 className="text-lg font-semibold text-gray-900">{words.title}</h1>
        <p role="status" className="mt-1.5 text-sm text-gray-700">
          {words.text}
        </p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        {vipOrderFacts(order).map(([label, value]) => (
          <Fragment key={label}>
            <dt className="text-gray-600">{label}</dt>
            <dd className="break-all text-gray-900">{value}</dd>
          </Fragment>
        ))}
      </dl>
      {isConfirming ? (
        // A link to this page: it works before the page's scripts, and asks the server again.
        <a href={`?order_no=${encodeURIComponent(order.order_no)}`} className={primaryButtonClass}>
          刷新结果
        </a>
      ) : (
        <Link to={order.status === "paid" ? "/user" : "/pages/vip/index"} className={primaryButtonClass}>
          {order.status === "paid" ? "去个人中心" : "重新开通会员"}
        </Link>
      )}
    </section>
  );
}
