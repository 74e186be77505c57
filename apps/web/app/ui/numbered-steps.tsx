import { cx } from "./cx";

/** Steps in order, each a numbered tile with its title and what happens: four to a row on a wide screen. */
export function NumberedSteps({
  steps,
  className,
}: {
  steps: readonly { title: string; text: string }[];
  className?: string;
}) {
  return (
    <ol className={cx("grid gap-4 sm:grid-cols-2 lg:grid-cols-4", className)}>
      {steps.map((step, index) => (
        <li key={step.title} className="rounded-md bg-gray-50 p-4">
          <span className="flex size-7 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white">
            {index + 1}
          </span>
          <h3 className="mt-2 font-medium text-gray-900">{step.title}</h3>
          <p className="mt-1 text-sm leading-6 text-gray-600">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
