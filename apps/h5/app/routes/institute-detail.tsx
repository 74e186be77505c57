import { getInstituteReport } from "@tousu/contracts";
import { formatCount, formatDate, formatRate, parseEntityId } from "@tousu/domain";
import { type ReportChart, reportCharts } from "@tousu/page-kit/institute-charts";
import { formatChange } from "@tousu/page-kit/institute-format";
import { loadOrThrow } from "@tousu/page-kit/route-error";
import { createServerApi } from "@tousu/page-kit/server-api";
import { renderChartSvg } from "@tousu/page-kit/svg-chart.server";
import type { ReactNode } from "react";
import { h5PageMeta } from "../lib/page-meta";
import type { Route } from "./+types/institute-detail";

export const handle = { title: "研究报告" };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? h5PageMeta({
        title: `${loaderData.report.title} - 消费研究院`,
        description: loaderData.report.excerpt || "消费研究院的消费投诉报告。",
        canonical: loaderData.canonical,
      })
    : [{ title: "页面不存在" }];

/** A phone's width less the page's margins: the charts are drawn at the size they are read. */
const CHART_WIDTH = 343;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = createServerApi(request, context);
  return loadOrThrow(async () => {
    const id = parseEntityId(params.id);
    if (id === null) return api.pageNotFound("报告不存在或尚未发布");
    const report = await api.call(getInstituteReport, { params: { id } });
    const { figures } = report;
    // The PC page's charts, drawn here as SVG as its printable page draws them: no chart script on a phone.
    const charts = reportCharts(figures);
    const drawn = (chart: ReportChart) => ({
      svg: renderChartSvg(chart.option, { width: CHART_WIDTH, height: chart.height }),
      label: chart.label,
    });
    return {
      canonical: `${context.publicConfig.siteOrigin}/institute/${id}`,
      report: {
        title: report.title,
        excerpt: report.excerpt,
        about: `${figures.period_label} · ${figures.sector}`,
        span: `统计区间 ${figures.first_day} 至 ${figures.last_day}`,
        publishedAt: formatDate(report.published_at),
        commentary: report.commentary,
        method: figures.method,
        caveat: figures.caveat,
      },
      figures: [
        {
          label: "公开投诉",
          value: `${formatCount(figures.complaint_count)} 件`,
          note: `${formatChange(figures.change_rate)}（上期 ${formatCount(figures.previous_count)} 件）`,
        },
        { label: "回复率", value: formatRate(figures.reply_rate) },
        { label: "及时回复率", value: formatRate(figures.timely_rate) },
        { label: "完成率", value: formatRate(figures.completion_rate) },
      ],
      problems: figures.top_problems.map((problem) => ({
        id: problem.id,
        name: problem.name,
        count: formatCount(problem.count),
        share: formatRate(problem.share),
      })),
      brandCount: figures.brand_count,
      brands: figures.brands.map((brand) => ({
        id: brand.id,
        name: brand.name,
        complaintCount: formatCount(brand.complaint_count),
        replyRate: formatRate(brand.reply_rate),
        timelyRate: formatRate(brand.timely_rate),
        completionRate: formatRate(brand.completion_rate),
      })),
      trendChart: drawn(charts.trend),
      problemsChart: drawn(charts.problems),
    };
  });
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="bg-white px-4 py-4">
      <h3 className="border-l-4 border-brand-600 pl-2 text-base font-semibold text-gray-900">{title}</h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function SvgChart({ svg, label }: { svg: string; label: string }) {
  return (
    <div
      role="img"
      aria-label={label}
      className="[&_svg]:h-auto [&_svg]:w-full"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the SVG is drawn in this loader by ECharts, which escapes every text it writes (zrender's vNodeToString).
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}

export default function InstituteDetail({ loaderData }: Route.ComponentProps) {
  const { report, figures, problems, brands, brandCount, trendChart, problemsChart } = loaderData;
  return (
    <article className="space-y-2 pb-3">
      <header className="bg-white px-4 py-4">
        <p className="text-sm text-brand-700">{report.about}</p>
        <h2 className="mt-1 text-xl font-semibold leading-snug text-gray-900">{report.title}</h2>
        <p className="mt-2 text-xs text-gray-600">
          {report.span} · 发布于 <time>{report.publishedAt}</time>
        </p>
        <dl className="mt-4 grid grid-cols-2 gap-2">
          {figures.map((figure) => (
            <div key={figure.label} className="rounded-lg bg-gray-50 px-3 py-2.5">
              <dt className="text-xs text-gray-600">{figure.label}</dt>
              <dd className="mt-0.5 text-lg font-semibold text-gray-900">{figure.value}</dd>
              {figure.note ? <dd className="text-xs text-gray-600">{figure.note}</dd> : null}
            </div>
          ))}
        </dl>
      </header>

      {report.commentary.length > 0 ? (
        <Section title="研究院解读">
          <div className="space-y-2 text-[15px] leading-7 text-gray-800">
            {report.commentary.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </Section>
      ) : null}

      <Section title="投诉量走势">
        <SvgChart {...trendChart} />
      </Section>

      <Section title="主要问题">
        {problems.length > 0 ? (
          <>
            <SvgChart {...problemsChart} />
            <table className="mt-3 w-full text-sm">
              <caption className="sr-only">主要问题的投诉件数与占比</caption>
              <thead>
                <tr className="border-b border-gray-200 text-left text-gray-600">
                  <th scope="col" className="py-2 font-medium">
                    问题
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    件数
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    占比
                  </th>
                </tr>
              </thead>
              <tbody>
                {problems.map((problem) => (
                  <tr key={problem.id} className="border-b border-gray-100">
                    <td className="break-words py-2 text-gray-900">{problem.name}</td>
                    <td className="py-2 text-right tabular-nums">{problem.count}</td>
                    <td className="py-2 text-right tabular-nums">{problem.share}</td>
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
        <p className="text-sm text-gray-600">
          投诉量居前的 {brands.length} 个品牌（本行业共 {brandCount} 个品牌有投诉）。
        </p>
        <ul className="mt-2 divide-y divide-gray-100">
          {brands.map((brand) => (
            <li key={brand.id} className="py-2.5">
              <p className="flex items-baseline justify-between gap-2">
                <span className="min-w-0 truncate font-medium text-gray-900">{brand.name}</span>
                <span className="shrink-0 text-sm text-gray-700">投诉 {brand.complaintCount}</span>
              </p>
              <dl className="mt-1 grid grid-cols-3 gap-1 text-xs text-gray-600">
                <div>
                  <dt className="inline">回复率 </dt>
                  <dd className="inline tabular-nums text-gray-800">{brand.replyRate}</dd>
                </div>
                <div>
                  <dt className="inline">及时 </dt>
                  <dd className="inline tabular-nums text-gray-800">{brand.timelyRate}</dd>
                </div>
                <div>
                  <dt className="inline">完成率 </dt>
                  <dd className="inline tabular-nums text-gray-800">{brand.completionRate}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="统计方法">
        <ul className="list-disc space-y-1.5 pl-5 text-sm leading-6 text-gray-700">
          {report.method.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Section>

      <aside className="mx-4 rounded-lg border border-amber-300 bg-amber-50 px-3 py-3 text-sm leading-6 text-amber-900">
        <strong className="font-semibold">声明：</strong>
        {report.caveat}
      </aside>
    </article>
  );
}
