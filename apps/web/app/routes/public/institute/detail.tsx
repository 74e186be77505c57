import { ReportBody, reportCharts } from "../../../features/institute";
import { loadReport } from "../../../features/institute/load-institute.server";
import { createServerApi } from "../../../lib/api.server";
import { loadOrThrow } from "../../../lib/route-error.server";
import type { RouteHandle } from "../../../lib/route-handle";
import { pageMeta } from "../../../lib/site";
import { EChart } from "../../../shared/charts/echart";
import { RouteErrorBoundary } from "../../../shared/errors/route-error-boundary";
import type { Route } from "./+types/detail";

export const handle: RouteHandle = { name: "institute-id" };

export const meta: Route.MetaFunction = ({ data: report }) =>
  report ? pageMeta(`${report.title} - 消费研究院`, report.excerpt || undefined) : pageMeta("消费研究院");

export function loader({ request, context, params }: Route.LoaderArgs) {
  const api = createServerApi(request, context);
  return loadOrThrow(() => loadReport(api, params.id));
}

export default function InstituteReportPage({ loaderData: report }: Route.ComponentProps) {
  const charts = reportCharts(report.figures);
  return (
    <div className="rounded-lg bg-white px-5 py-6 shadow-[0_1px_2px_rgba(15,23,42,0.06)] sm:px-8">
      <ReportBody
        report={report}
        trendChart={<EChart {...charts.trend} />}
        problemsChart={<EChart {...charts.problems} />}
      />
      <p className="mt-6 text-sm">
        <a href={`/static/institute/${report.id}.html`} className="text-brand-700 hover:underline">
          打印版（无需 JavaScript）
        </a>
      </p>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
