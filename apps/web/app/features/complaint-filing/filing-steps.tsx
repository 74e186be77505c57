import { FILING_STEPS } from "@tousu/page-kit/filing-guide";
import { Card } from "../../ui/card";

/** How a complaint travels, from the form to the rating. */
export function FilingSteps() {
  return (
    <Card title="投诉流程">
      <ol className="grid gap-px overflow-hidden rounded-b-lg bg-gray-100 sm:grid-cols-2 lg:grid-cols-4">
        {FILING_STEPS.map((step, index) => (
          <li key={step.title} className="bg-white px-5 py-5">
            <div className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white"
              >
                {index + 1}
              </span>
              <h3 className="text-base font-semibold text-gray-900">
                <span className="sr-only">第{index + 1}步：</span>
                {step.title}
              </h3>
            </div>
            <p className="mt-3 text-sm leading-6 text-gray-700">{step.text}</p>
            <p className="mt-3 inline-flex rounded bg-gray-100 px-2 py-0.5 text-xs text-gray-700">
              <span className="sr-only">用时：</span>
              {step.timing}
            </p>
          </li>
        ))}
      </ol>
    </Card>
  );
}
