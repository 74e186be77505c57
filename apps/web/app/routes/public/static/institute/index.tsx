import { PrintFrame, ReportCard } from "../../../../features/institute";
import { loadReportPage } from "../../../../features/institute/load-institute.server";
import { createServerApi } from "../../../../lib/api.server";
import { loadOrThrow } from "../../../../lib/route-error.server";
import type { RouteHandle } from "../../../../lib/route-handle";
import { pageMeta } from "../../../../lib/site";
import { RouteErrorBoundary } from "../../../../shared/errors/route-error-boundary";
import type { Route } from "./+types/index";

export const handle: RouteHandle = { name: "static-institute", scriptless: true };

export const meta: Route.MetaFunction = () =>
  pageMeta("消费研究院报告（打印版）", "诉达消费研究院的全部报告，纯静态、可打印的版本。");

export function loader({ request, context }: Route.LoaderArgs) {
  const api = createServerApi(request, context);
  return loadOrThrow(() => loadReportPage(api, request));
}

export default function StaticInstitutePage({ loaderData: page }: Route.ComponentProps) {
  const pageCount = Math.max(1, Math.ceil(page.total / page.page_size));
  return (
    <PrintFrame>
      <h1 className="text-xl font-semibold text-gray-900">研究报告</h1>
      <p className="mt-1 text-sm text-gray-600">
        数字均由平台数据自动计算；投诉内容为消费者的单方陈述，未经平台逐一核实。
      </p>
      {page.list.length > 0 ? (
        <div className="mt-4 divide-y divide-gray-100 border-y border-gray-100">
          {page.list.map((report) => (
            <ReportCard key={report.id} report={report} href={`/static/institute/${report.id}.html`} />
          ))}
        </div>
      ) : (
        <p className="py-10 text-center text-sm text-gray-600">这一页没有报告</p>
      )}
      {pageCount > 1 ? (
        <nav aria-label="分页" className="print-hidden mt-4 flex justify-center gap-4 text-sm">
          {page.page > 1 ? <a href={`?page=${page.page - 1}`}>上一页</a> : null}
          <span>
            第 {page.page} / {pageCount} 页
          </span>
          {page.page < pageCount ? <a href={`?page=${page.page + 1}`}>下一页</a> : null}
        </nav>
      ) : null}
    </PrintFrame>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
