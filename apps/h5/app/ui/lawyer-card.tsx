import type { ReactNode } from "react";
import { Link } from "react-router";

/** A lawyer as the card shows them; the loader picks these out of the API's lawyer card. */
export interface LawyerCardData {
  id: number;
  displayName: string;
  lawFirm: string;
  city: string;
  practiceAreas: string[];
  yearsInPractice: number;
  casesTaken: number;
  /** Consumers' rating of the service; null until enough consumers rated it. */
  rating: { average: number; count: number } | null;
  acceptingCases: boolean;
  /** The member discount the lawyer offers, in words (decision 098); null when none. */
  memberDiscount: string | null;
}

/**
 * A lawyer as facts, as on the PC site: no results, no comparisons (advertising rules for lawyers).
 * `action` is what the card offers under the facts (a link to the profile, a choice in a form).
 */
export function LawyerCard({ lawyer, action }: { lawyer: LawyerCardData; action?: ReactNode }) {
  return (
    <article aria-label={lawyer.displayName} className="bg-white px-4 py-3">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold text-gray-900">
            <Link to={`/law/lawyer/${lawyer.id}`}>{lawyer.displayName}</Link>
          </h3>
          <p className="mt-0.5 text-sm break-words text-gray-700">
            {lawyer.lawFirm} · {lawyer.city}
          </p>
        </div>
        <span
          className={`shrink-0 rounded px-1.5 py-0.5 text-xs ${
            lawyer.acceptingCases ? "bg-emerald-50 text-emerald-800" : "bg-gray-100 text-gray-700"
          }`}
        >
          {lawyer.acceptingCases ? "可接受委托" : "暂不接案"}
        </span>
      </div>
      <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="执业领域">
        {lawyer.practiceAreas.map((area) => (
          <li key={area} className="rounded bg-sky-50 px-1.5 text-xs leading-5 text-sky-800">
            {area}
          </li>
        ))}
      </ul>
      <MemberDiscountTag words={lawyer.memberDiscount} />
      <LawyerFacts lawyer={lawyer} />
      {action ? <div className="mt-3">{action}</div> : null}
    </article>
  );
}

/** The member discount the lawyer offers, a fact of their offer shown to everyone. */
export function MemberDiscountTag({ words }: { words: string | null }) {
  if (words === null) return null;
  return <p className="mt-2 w-fit rounded bg-amber-50 px-1.5 text-xs leading-5 text-amber-900">{words}</p>;
}

/** Years in practice, cases taken here and the service rating once enough consumers gave one. */
export function LawyerFacts({ lawyer }: { lawyer: LawyerCardData }) {
  const fact = "mt-0.5 text-sm font-medium whitespace-nowrap text-gray-900";
  return (
    <dl className="mt-3 grid grid-cols-3 gap-2 rounded-lg bg-gray-50 py-2 text-center text-xs text-gray-600">
      <div>
        <dt>执业年限</dt>
        <dd className={fact}>{lawyer.yearsInPractice}年</dd>
      </div>
      <div>
        <dt>平台接受委托</dt>
        <dd className={fact}>{lawyer.casesTaken}件</dd>
      </div>
      <div>
        <dt>服务评价</dt>
        <dd className={fact}>
          {lawyer.rating ? `${lawyer.rating.average.toFixed(1)}（${lawyer.rating.count}人）` : "评价人数不足"}
        </dd>
      </div>
    </dl>
  );
}
