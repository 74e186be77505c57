import { cx } from "../../ui/cx";

const FORM_STEPS = ["选择品牌与问题", "填写投诉详情"] as const;

/**
 * Where the visitor is in the two-step form. A step is ticked only when it is done, which the
 * page says (`completed`, the steps done): step two's address reached without step one is not.
 */
export function FilingProgress({ current, completed = current - 1 }: { current: 1 | 2; completed?: number }) {
  return (
    <nav aria-label="投诉填写进度">
      <ol className="flex items-center gap-3 text-sm">
        {FORM_STEPS.map((title, index) => {
          const step = index + 1;
          const isCurrent = step === current;
          const isDone = step <= completed && !isCurrent;
          return (
            <li
              key={title}
              aria-current={isCurrent ? "step" : undefined}
              className="flex min-w-0 flex-1 items-center gap-3 sm:flex-none"
            >
              {index > 0 ? (
                <span
                  aria-hidden="true"
                  className={cx(
                    "hidden h-px w-10 sm:block lg:w-16",
                    isDone || isCurrent ? "bg-brand-600" : "bg-gray-300",
                  )}
                />
              ) : null}
              <span
                aria-hidden="true"
                className={cx(
                  "flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-semibold",
                  isCurrent && "bg-brand-600 text-white",
                  isDone && "bg-brand-100 text-brand-700",
                  !isCurrent && !isDone && "bg-gray-200 text-gray-600",
                )}
              >
                {isDone ? "✓" : step}
              </span>
              <span className={cx("truncate", isCurrent ? "font-semibold text-gray-900" : "text-gray-600")}>
                <span className="sr-only">第{step}步：</span>
                {title}
                {isDone ? <span className="sr-only">（已完成）</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
