import {
  type ContractData,
  type listMallBenefits,
  type listMyRedemptions,
  redeemBenefit,
} from "@tousu/contracts";
import { formatDateTime } from "@tousu/domain";
import {
  newRedemptionKey,
  PRINTED_PACKAGE_NO_COMPLAINT,
  REDEEMED_MESSAGE,
  redeemButton,
  redeemConfirmText,
} from "@tousu/page-kit/points-mall";
import { useId, useState } from "react";
import { buttonClass } from "../../ui/button";
import { Card } from "../../ui/card";
import { Dialog } from "../../ui/dialog";
import { Pager } from "../../ui/pager";
import { SubmitFooter, useComplaintCall } from "../complaint-lifecycle";

type Benefit = ContractData<typeof listMallBenefits>["list"][number];
type Redemptions = ContractData<typeof listMyRedemptions>;

interface Pending {
  benefit: Benefit;
  /** One key per opened dialog: a retried click repeats it and spends once. */
  key: string;
}

/**
 * The points mall in the user centre (decision 111): the benefits with their prices, each redeemed
 * through a confirm dialog, then the page's data read again (balance, ledger, redemptions).
 */
export function PointsMall({
  balance,
  benefits,
  complaints,
}: {
  balance: number;
  benefits: Benefit[];
  complaints: { id: number; title: string }[];
}) {
  const call = useComplaintCall();
  const [pending, setPending] = useState<Pending | null>(null);
  const [complaintId, setComplaintId] = useState<number | undefined>(complaints[0]?.id);
  const [notice, setNotice] = useState<string>();
  const selectId = useId();

  const open = (benefit: Benefit) => {
    call.setError(undefined);
    setNotice(undefined);
    setPending({ benefit, key: newRedemptionKey() });
  };
  const redeem = async ({ benefit, key }: Pending) => {
    const done = await call.run((api) =>
      api.request(redeemBenefit, {
        body: {
          benefit_code: benefit.code,
          idempotency_key: key,
          ...(benefit.needs_complaint && complaintId !== undefined ? { complaint_id: complaintId } : {}),
        },
        quiet: true,
      }),
    );
    if (done) {
      setPending(null);
      setNotice(`${REDEEMED_MESSAGE}：${benefit.title}`);
    }
  };

  return (
    <Card title="积分商城">
      {notice ? (
        <p role="status" className="mx-5 mt-4 rounded-md bg-emerald-50 px-4 py-2.5 text-sm text-emerald-800">
          {notice}
        </p>
      ) : null}
      <ul className="grid gap-4 p-5 sm:grid-cols-3">
        {benefits.map((benefit) => {
          const button = redeemButton(benefit, balance);
          return (
            <li key={benefit.code} className="flex flex-col rounded-lg border border-gray-200 p-4">
              <h3 className="text-base font-semibold text-gray-900">{benefit.title}</h3>
              <p className="mt-2 flex-1 text-sm leading-6 text-gray-600">{benefit.description}</p>
              <p className="mt-3 text-lg font-semibold text-brand-700 tabular-nums">
                {benefit.price_points} <span className="text-sm font-normal">积分</span>
              </p>
              <button
                type="button"
                disabled={!button.enabled}
                onClick={() => open(benefit)}
                className={`${buttonClass({ size: "sm" })} mt-3 w-full`}
              >
                {button.label}
              </button>
            </li>
          );
        })}
      </ul>
      <Dialog
        open={pending !== null}
        onOpenChange={(isOpen) => (isOpen ? undefined : setPending(null))}
        title="确认兑换"
        description={pending ? redeemConfirmText(pending.benefit, balance) : undefined}
      >
        {pending?.benefit.needs_complaint ? (
          complaints.length === 0 ? (
            <p className="mb-4 text-sm text-gray-700">{PRINTED_PACKAGE_NO_COMPLAINT}</p>
          ) : (
            <div className="mb-4 space-y-1.5">
              <label htmlFor={selectId} className="block text-sm font-medium text-gray-800">
                要打印的投诉
              </label>
              <select
                id={selectId}
                value={complaintId}
                onChange={(event) => setComplaintId(Number(event.target.value))}
                className="h-10 w-full rounded-md border border-gray-300 bg-white px-3 text-sm text-gray-900"
              >
                {complaints.map((complaint) => (
                  <option key={complaint.id} value={complaint.id}>
                    {complaint.title}
                  </option>
                ))}
              </select>
              <p className="text-xs text-gray-600">工作人员将通过您绑定的手机号联系确认寄送地址。</p>
            </div>
          )
        ) : null}
        {pending ? (
          <SubmitFooter
            label="确认兑换"
            error={call.error}
            isPending={call.isPending}
            onSubmit={() => void redeem(pending)}
          />
        ) : null}
      </Dialog>
    </Card>
  );
}

/** The member's redemptions, newest first, with where each stands. */
export function MyRedemptions({ redemptions }: { redemptions: Redemptions }) {
  return (
    <Card title="兑换记录">
      {redemptions.list.length === 0 ? (
        <p className="px-5 py-10 text-center text-sm text-gray-600">还没有兑换记录</p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {redemptions.list.map((redemption) => (
            <li
              key={redemption.redemption_no}
              className="flex flex-wrap items-start gap-x-4 gap-y-1 px-5 py-3 text-sm"
            >
              <div className="min-w-0 flex-1">
                <p className="font-medium text-gray-900">{redemption.benefit_title}</p>
                <p className="mt-0.5 text-xs break-all text-gray-600">
                  编号 {redemption.redemption_no} ·{" "}
                  <time dateTime={redemption.created_at}>{formatDateTime(redemption.created_at)}</time>
                </p>
                {redemption.fulfilment_note ? (
                  <p className="mt-1 text-xs text-gray-700">寄送说明：{redemption.fulfilment_note}</p>
                ) : null}
              </div>
              <span className="rounded bg-gray-100 px-2 py-0.5 text-xs text-gray-700">
                {redemption.status_label}
              </span>
              <span className="w-16 text-right font-medium text-gray-700 tabular-nums">
                -{redemption.points}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={redemptions.page}
        pageSize={redemptions.page_size}
        total={redemptions.total}
        param="redemptions_page"
      />
    </Card>
  );
}
