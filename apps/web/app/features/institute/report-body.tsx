import type { InstituteReportDetail } from "@tousu/contracts";
import { formatCount, formatDate, formatRate } from "@tousu/domain";
import { formatChange } from "@tousu/page-kit/institute-format";
import type { ReactNode } from "react";

interface ReportBodyProps {
  report: InstituteReportDetail;
  /** The charts, drawn by the page: interactive ECharts on the site, SVG on the static pages. */
  trendChart: ReactNode;
  problemsChart: ReactNode;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="report-section mt-8 break-inside-avoid-page">
      <h2 className="border-l-4 border-brand-600 pl-3 text-lg font-semibold text-gray-900">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-md border border-gray-200 px-4 py-3">
      <dt className="text-sm text-gray-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-gray-900">{value}</dd>
      {note ? <dd className="mt-0.5 text-xs text-gray-600">{note}</dd> : null}
    </div>
  );
}

/** A report as readers see it, on the site and on the printable static page alike. */
export function ReportBody({ report, trendChart, problemsChart }: ReportBodyProps) {
  const { figures } = report;
  return (
    <article className="institute-report">
      <p className="text-sm text-brand-700">
        {figures.period_label} · {figures.sector}
      </p>
      <h1 className="mt-1 text-2xl leading-9 font-semibold text-gray-900">{report.title}</h1>
      <p className="mt-2 text-sm text-gray-600">
        统计区间 {figures.first_day} 至 {figures.last_day} · 发布于{" "}
        <time dateTime={report.published_at}>{formatDate(report.published_at)}</time>
      </p>

      <dl className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure
          label="公开投诉"
          value={`${formatCount(figures.complaint_count)} 件`}
          note={`${formatChange(figures.change_rate)}（上期 ${formatCount(figures.previous_count)} 件）`}
        />
        <Figure label="回复率" value={formatRate(figures.reply_rate)} />
        <Figure label="及时回复率" value={formatRate(figures.timely_rate)} />
        <Figure label="完成率" value={formatRate(figures.completion_rate)} />
      </dl>

      {report.commentary.length > 0 ? (
        <Section title="研究院解读">
          <div className="space-y-3 leading-7 text-gray-800">
            {report.commentary.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </Section>
      ) : null}

      <Section title="投诉量走势">{trendChart}</Section>

      <Section title="主要问题">
        {figures.top_problems.length > 0 ? (
          <>
            {problemsChart}
            <table className="mt-3 w-full text-sm">
              <caption className="sr-only">主要问题的投诉件数与占比</caption>
              <thead>
                <tr className="border-b border-gray-200 text-left text-gray-600">
                  <th scope="col" className="py-2 font-medium">
                    问题
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    投诉件数
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    占投诉量
                  </th>
                </tr>
              </thead>
              <tbody>
                {figures.top_problems.map((problem) => (
                  <tr key={problem.id} className="border-b border-gray-100">
                    <td className="py-2 text-gray-900">{problem.name}</td>
                    <td className="py-2 text-right tabular-nums">{formatCount(problem.count)}</td>
                    <td className="py-2 text-right tabular-nums">{formatRate(problem.share)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        ) : (
          <p className="text-sm text-gray-600">统计期内的投诉未标注问题。</p>
        )}
      </Section>

      <Section title="品牌处理情况">
        <p className="mb-3 text-sm text-gray-600">
          投诉量居前的 {figures.brands.length} 个品牌（本行业共 {figures.brand_count} 个品牌有投诉）。
        </p>
        <div className="overflow-x-auto">
          <table className="w-full min-w-[560px] text-sm">
            <caption className="sr-only">各品牌的投诉量、回复率、及时回复率与完成率</caption>
            <thead>
              <tr className="border-b border-gray-200 text-left text-gray-600">
                <th scope="col" className="py-2 font-medium">
                  品牌
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  投诉量
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  回复率
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  及时回复率
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  完成率
                </th>
              </tr>
            </thead>
            <tbody>
              {figures.brands.map((brand) => (
                <tr key={brand.id} className="border-b border-gray-100">
                  <td className="py-2">
                    <a href={`/brands/${brand.id}`} className="text-gray-900 hover:text-brand-700">
                      {brand.name}
                    </a>
                  </td>
                  <td className="py-2 text-right tabular-nums">{formatCount(brand.complaint_count)}</td>
                  <td className="py-2 text-right tabular-nums">{formatRate(brand.reply_rate)}</td>
                  <td className="py-2 text-right tabular-nums">{formatRate(brand.timely_rate)}</td>
                  <td className="py-2 text-right tabular-nums">{formatRate(brand.completion_rate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section title="统计方法">
        <ul className="list-disc space-y-2 pl-5 text-sm leading-6 text-gray-700">
          {figures.method.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Section>

      <aside className="mt-8 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm leading-6 text-amber-900">
        <strong className="font-semibold">声明：</strong>
        {figures.caveat}
      </aside>
    </article>
  );
}
