import { DisclosureSummary } from "./disclosure-summary";

/** A page's figures, two to a row, each label above its value; the definitions fold out beneath. */
export function FigureGrid({
  figures,
  definitions,
}: {
  figures: { label: string; value: string; definition: string }[];
  /** One line under the grid, e.g. when a rate is not shown. */
  definitions?: string;
}) {
  return (
    <section aria-label="投诉数据" className="bg-white px-4 py-3">
      <dl className="grid grid-cols-2 gap-2">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-lg bg-gray-50 px-3 py-2">
            <dt className="text-sm text-gray-600">{figure.label}</dt>
            <dd className="mt-0.5 text-lg font-semibold text-gray-900 tabular-nums">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <details className="group mt-1 text-sm text-gray-600">
        <DisclosureSummary>数据说明</DisclosureSummary>
        <ul className="space-y-1 pb-1">
          {figures.map((figure) => (
            <li key={figure.label}>
              {figure.label}：{figure.definition}
            </li>
          ))}
          {definitions ? <li>{definitions}</li> : null}
        </ul>
      </details>
    </section>
  );
}
