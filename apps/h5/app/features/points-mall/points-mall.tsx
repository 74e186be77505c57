import { PRINTED_PACKAGE_NO_COMPLAINT, redeemButton, redeemConfirmText } from "@tousu/page-kit/points-mall";
import { useFetcher } from "react-router";
import { inputClass } from "../../ui/field-error";
import { FormRefusal } from "../../ui/form-refusal";
import { SubmitButton } from "../../ui/submit-button";

export interface BenefitData {
  code: string;
  title: string;
  description: string;
  price_points: number;
  needs_complaint: boolean;
  /** Made with the page: a second tap on one render repeats it, so the API spends once. */
  key: string;
}

export interface RedeemAnswer {
  redeemed: string | null;
  refusal: { error: string } | null;
}

/**
 * One benefit of the points mall on a phone (decision 111): its price, and a confirm step that opens in
 * place (`<details>`, so it works before the scripts) and posts to the page's action.
 */
function BenefitItem({
  benefit,
  balance,
  complaints,
}: {
  benefit: BenefitData;
  balance: number;
  complaints: { id: number; title: string }[];
}) {
  const fetcher = useFetcher<RedeemAnswer>();
  const button = redeemButton(benefit, balance);
  const cannotPrint = benefit.needs_complaint && complaints.length === 0;
  return (
    <li className="px-4 py-4">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h3 className="text-[15px] font-semibold text-gray-900">{benefit.title}</h3>
          <p className="mt-1 text-sm leading-6 text-gray-600">{benefit.description}</p>
        </div>
        <p className="shrink-0 text-lg font-semibold text-brand-700 tabular-nums">
          {benefit.price_points}
          <span className="ml-0.5 text-xs font-normal">积分</span>
        </p>
      </div>
      {fetcher.data?.redeemed ? (
        <p role="status" className="mt-2 text-sm text-emerald-700">
          {fetcher.data.redeemed}
        </p>
      ) : null}
      {button.enabled ? (
        <details className="mt-3 rounded-lg border border-gray-200">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-center rounded-lg text-sm font-medium text-brand-700">
            兑换
          </summary>
          <fetcher.Form method="post" className="space-y-3 border-t border-gray-100 p-3">
            <input type="hidden" name="benefit_code" value={benefit.code} />
            <input type="hidden" name="idempotency_key" value={benefit.key} />
            <p className="text-sm text-gray-800">{redeemConfirmText(benefit, balance)}</p>
            {benefit.needs_complaint ? (
              cannotPrint ? (
                <p className="text-sm text-gray-700">{PRINTED_PACKAGE_NO_COMPLAINT}</p>
              ) : (
                <label className="block space-y-1.5 text-sm text-gray-800">
                  <span>要打印的投诉</span>
                  <select name="complaint_id" className={inputClass}>
                    {complaints.map((complaint) => (
                      <option key={complaint.id} value={complaint.id}>
                        {complaint.title}
                      </option>
                    ))}
                  </select>
                </label>
              )
            ) : null}
            <FormRefusal refusal={fetcher.data?.refusal} />
            {cannotPrint ? null : (
              <SubmitButton pending={fetcher.state !== "idle"} pendingLabel="兑换中…">
                确认兑换
              </SubmitButton>
            )}
          </fetcher.Form>
        </details>
      ) : (
        <p className="mt-3 flex min-h-11 items-center justify-center rounded-lg bg-gray-100 text-sm text-gray-700">
          {button.label}
        </p>
      )}
    </li>
  );
}

/** The mall's benefits on the points page. */
export function PointsMall({
  balance,
  benefits,
  complaints,
}: {
  balance: number;
  benefits: BenefitData[];
  complaints: { id: number; title: string }[];
}) {
  return (
    <section aria-labelledby="mall-heading" className="bg-white">
      <h2 id="mall-heading" className="px-4 pt-4 pb-1 font-semibold text-gray-900">
        积分商城
      </h2>
      <ul className="divide-y divide-gray-100">
        {benefits.map((benefit) => (
          <BenefitItem key={benefit.code} benefit={benefit} balance={balance} complaints={complaints} />
        ))}
      </ul>
    </section>
  );
}
