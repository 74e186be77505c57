import type { ContractData, getVipOrder, MemberInfo } from "@tousu/contracts";
import { formatDateTime } from "@tousu/domain";
import { liveStreamUrls } from "@tousu/page-kit/live-events";
import { trackEvent } from "@tousu/page-kit/tracking-beacon";
import { useVipOrderRecheck } from "@tousu/page-kit/vip-order-recheck";
import { isConfirmingOrder, vipOrderFacts, vipOrderWords } from "@tousu/page-kit/vip-texts";
import { Fragment, useEffect } from "react";
import { useRevalidator } from "react-router";
import { useRootData } from "../../lib/root-data";
import { useUserStore } from "../../shared/session/user-store";
import { AppLink } from "../../ui/app-link";
import { buttonClass } from "../../ui/button";

type VipOrderView = ContractData<typeof getVipOrder>;

/**
 * An order as the server knows it: paid, still confirming (the page asks again for a minute), or
 * not paid. The page only reads: the membership comes from the channel's notification or the
 * server's query of it, never from a visit here.
 */
export function VipOrderState({ order, member }: { order: VipOrderView; member: MemberInfo }) {
  const revalidator = useRevalidator();
  const membership = member.vip;
  const eventBaseUrl = useRootData()?.publicConfig.eventBaseUrl;
  const { gaveUp } = useVipOrderRecheck(order.status, {
    streamUrl: eventBaseUrl ? liveStreamUrls.account(eventBaseUrl) : null,
    orderNo: order.order_no,
  });
  const isConfirming = isConfirmingOrder(order.status);
  const words = vipOrderWords(order.status, { gaveUp });

  // The header and the VIP page read the member from the session store: bring it up to date.
  useEffect(() => {
    if (order.status === "paid") useUserStore.getState().setMemberInfo(member);
  }, [order.status, member]);
  useEffect(() => {
    if (order.status === "paid") trackEvent("payment_paid");
  }, [order.status]);

  const facts = (
    <dl className="mx-auto mt-5 grid max-w-sm grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-left text-sm">
      {vipOrderFacts(order).map(([label, value]) => (
        <Fragment key={label}>
          <dt className="text-gray-600">{label}</dt>
          <dd className="break-all text-gray-900">{value}</dd>
        </Fragment>
      ))}
    </dl>
  );

  return (
    <section className="rounded-lg bg-white px-6 py-10 text-center shadow-[0_1px_2px_rgba(15,23,42,0.06)]">
      <h1 className="text-xl font-semibold text-gray-900">{words.title}</h1>
      <p role="status" className="mt-2 text-sm text-gray-700">
        {order.status === "paid" && membership
          ? `${membership.plan_name}有效期至 ${formatDateTime(membership.ends_at)}。`
          : words.text}
      </p>
      {facts}
      <div className="mt-6 flex justify-center gap-3">
        {isConfirming ? (
          <button
            type="button"
            onClick={() => void revalidator.revalidate()}
            className={buttonClass({ variant: "secondary" })}
          >
            刷新结果
          </button>
        ) : null}
        <AppLink
          to="/vip"
          className={buttonClass({ variant: order.status === "paid" ? "secondary" : "primary" })}
        >
          {order.status === "paid" ? "查看会员权益" : "返回会员页"}
        </AppLink>
        <AppLink to="/user" className={buttonClass({ variant: "ghost" })}>
          个人中心
        </AppLink>
      </div>
    </section>
  );
}
