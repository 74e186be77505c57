const STEPS = ["选择投诉对象", "填写投诉详情"] as const;

/** Where the filer is in the two steps, under the top bar. */
export function FilingSteps({ current }: { current: 1 | 2 }) {
  return (
    <div className="bg-white px-4 pt-3 pb-3">
      <h1 className="text-lg font-semibold text-gray-900">{STEPS[current - 1]}</h1>
      <ol aria-label="投诉步骤" className="mt-2 flex gap-2 text-sm">
        {STEPS.map((step, index) => {
          const number = index + 1;
          const isCurrent = number === current;
          return (
            <li
              key={step}
              aria-current={isCurrent ? "step" : undefined}
              className={`flex min-w-0 flex-1 items-center gap-1.5 border-t-2 pt-1.5 ${
                number <= current ? "border-brand-600 text-gray-900" : "border-gray-200 text-gray-600"
              }`}
            >
              <span className="font-semibold">{number}</span>
              <span className="truncate">{step}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
