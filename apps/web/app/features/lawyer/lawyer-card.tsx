import type { LawyerCard as LawyerCardData } from "@tousu/contracts";
import { memberDiscountWords } from "@tousu/domain";
import type { ReactNode } from "react";
import { AppLink } from "../../ui/app-link";

/** A lawyer as facts: no results, no comparisons (advertising rules for lawyers). */
export function LawyerCard({ lawyer, action }: { lawyer: LawyerCardData; action?: ReactNode }) {
  return (
    <article className="flex h-full flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 className="text-base font-semibold text-gray-900">
            <AppLink to={`/law/lawyer/${lawyer.id}`} className="hover:text-brand-700">
              {lawyer.display_name}
            </AppLink>
          </h3>
          <p className="mt-0.5 text-sm text-gray-700">
            {lawyer.law_firm} · {lawyer.city}
          </p>
        </div>
        <span
          className={
            lawyer.accepting_cases
              ? "rounded bg-emerald-50 px-1.5 py-0.5 text-xs text-emerald-800"
              : "rounded bg-gray-100 px-1.5 py-0.5 text-xs text-gray-700"
          }
        >
          {lawyer.accepting_cases ? "可接受委托" : "暂不接案"}
        </span>
      </div>
      <ul className="flex flex-wrap gap-1.5" aria-label="执业领域">
        {lawyer.practice_areas.map((area) => (
          <li key={area.code} className="rounded bg-sky-50 px-1.5 text-xs leading-5 text-sky-800">
            {area.label}
          </li>
        ))}
      </ul>
      <MemberDiscountTag percent={lawyer.member_discount_percent} />
      <LawyerFacts lawyer={lawyer} />
      {action ? <div className="mt-auto">{action}</div> : null}
    </article>
  );
}

/** The member discount the lawyer offers (decision 098), a fact of their offer shown to everyone. */
export function MemberDiscountTag({ percent }: { percent: number | null }) {
  if (percent === null) return null;
  return (
    <p className="w-fit rounded bg-amber-50 px-1.5 text-xs leading-5 text-amber-900">
      {memberDiscountWords(percent)}
    </p>
  );
}

/**
 * Years in practice, cases taken here and the service rating once enough consumers gave one. Each
 * label and figure stays on one line (评价人数不足 broke mid-word in a third of a phone-wide card):
 * the columns take their content's width and share what is left.
 */
export function LawyerFacts({ lawyer }: { lawyer: LawyerCardData }) {
  const fact = "mt-0.5 text-sm font-medium whitespace-nowrap text-gray-900";
  return (
    <dl className="grid grid-cols-[repeat(3,auto)] justify-between gap-2 text-center text-xs text-gray-600">
      <div>
        <dt className="whitespace-nowrap">执业年限</dt>
        <dd className={fact}>{lawyer.years_in_practice}年</dd>
      </div>
      <div>
        <dt className="whitespace-nowrap">平台接受委托</dt>
        <dd className={fact}>{lawyer.cases_taken}件</dd>
      </div>
      <div>
        <dt className="whitespace-nowrap">服务评价</dt>
        <dd className={fact}>
          {lawyer.rating ? `${lawyer.rating.average.toFixed(1)}（${lawyer.rating.count}人）` : "评价人数不足"}
        </dd>
      </div>
    </dl>
  );
}
