import { FILING_DO, FILING_DO_NOT, FILING_DO_NOT_NOTE } from "@tousu/page-kit/filing-guide";
import { Card } from "../../ui/card";
import { CloseIcon } from "../../ui/icons";

function CheckIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </svg>
  );
}

/** What gets a complaint approved and answered, and what gets it sent back. */
export function ComplaintGuidelines() {
  return (
    <Card title="怎样写好一条投诉">
      <div className="grid gap-8 px-5 py-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div>
          <h3 className="text-sm font-semibold text-emerald-800">建议写清</h3>
          <ul className="mt-3 grid gap-4 sm:grid-cols-2">
            {FILING_DO.map((item) => (
              <li key={item.title} className="flex gap-3">
                <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
                  <CheckIcon />
                </span>
                <div>
                  <p className="font-medium text-gray-900">{item.title}</p>
                  <p className="mt-0.5 text-sm leading-6 text-gray-700">{item.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-lg border border-gray-200 px-5 py-4">
          <h3 className="text-sm font-semibold text-brand-700">请勿包含</h3>
          <ul className="mt-3 space-y-3">
            {FILING_DO_NOT.map((item) => (
              <li key={item} className="flex gap-2.5 text-sm leading-6 text-gray-700">
                <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs text-brand-700">
                  <CloseIcon />
                </span>
                {item}
              </li>
            ))}
          </ul>
          <p className="mt-4 border-t border-gray-100 pt-3 text-xs leading-5 text-gray-600">
            {FILING_DO_NOT_NOTE}
          </p>
        </div>
      </div>
    </Card>
  );
}
