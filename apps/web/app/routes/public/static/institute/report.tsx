import { renderChartSvg } from "@tousu/page-kit/svg-chart.server";
import { PrintFrame, ReportBody, type ReportChart, reportCharts } from "../../../../features/institute";
import { loadReport } from "../../../../features/institute/load-institute.server";
import { createServerApi } from "../../../../lib/api.server";
import { loadOrThrow } from "../../../../lib/route-error.server";
import type { RouteHandle } from "../../../../lib/route-handle";
import { pageMeta } from "../../../../lib/site";
import { RouteErrorBoundary } from "../../../../shared/errors/route-error-boundary";
import type { Route } from "./+types/report";

export const handle: RouteHandle = { name: "static-institute-id", scriptless: true };

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  loaded
    ? pageMeta(`${loaded.report.title}（打印版）`, loaded.report.excerpt || undefined)
    : pageMeta("消费研究院报告（打印版）");

/** The width the charts are drawn at; their viewBox lets them shrink to a phone or a printed page. */
const CHART_WIDTH = 640;

export function loader({ request, context, params }: Route.LoaderArgs) {
  const api = createServerApi(request, context);
  return loadOrThrow(async () => {
    // The address is /static/institute/{id}.html.
    const id = /^(\d+)\.html$/.exec(params.file)?.[1];
    const report = await loadReport(api, id);
    const charts = reportCharts(report.figures);
    const drawn = (chart: ReportChart) => ({
      svg: renderChartSvg(chart.option, { width: CHART_WIDTH, height: chart.height }),
      label: chart.label,
    });
    return { report, trendChart: drawn(charts.trend), problemsChart: drawn(charts.problems) };
  });
}

function SvgChart({ svg, label }: { svg: string; label: string }) {
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the SVG is drawn in this loader by ECharts, which escapes every text it writes (zrender's vNodeToString).
    <div role="img" aria-label={label} className="svg-chart" dangerouslySetInnerHTML={{ __html: svg }} />
  );
}

export default function StaticInstituteReportPage({ loaderData }: Route.ComponentProps) {
  const { report, trendChart, problemsChart } = loaderData;
  return (
    <PrintFrame>
      <ReportBody
        report={report}
        trendChart={<SvgChart {...trendChart} />}
        problemsChart={<SvgChart {...problemsChart} />}
      />
    </PrintFrame>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
