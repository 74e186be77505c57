import { ReportCard } from "../../../features/institute";
import { loadReportPage } from "../../../features/institute/load-institute.server";
import { createServerApi } from "../../../lib/api.server";
import { loadOrThrow } from "../../../lib/route-error.server";
import type { RouteHandle } from "../../../lib/route-handle";
import { pageMeta } from "../../../lib/site";
import { RouteErrorBoundary } from "../../../shared/errors/route-error-boundary";
import { PagedList } from "../../../ui/paged-list";
import type { Route } from "./+types/index";

export const handle: RouteHandle = { name: "institute" };

export const meta: Route.MetaFunction = () =>
  pageMeta("消费研究院", "按月度、季度和行业发布的消费投诉报告：投诉走势、主要问题与商家回复、完成情况。");

export function loader({ request, context }: Route.LoaderArgs) {
  const api = createServerApi(request, context);
  return loadOrThrow(() => loadReportPage(api, request));
}

export default function InstituteHomePage({ loaderData: page }: Route.ComponentProps) {
  return (
    <section
      aria-labelledby="institute-heading"
      className="rounded-lg bg-white shadow-[0_1px_2px_rgba(15,23,42,0.06)]"
    >
      <header className="border-b border-gray-100 px-5 py-4">
        <h1 id="institute-heading" className="text-xl font-semibold text-gray-900">
          研究报告
        </h1>
        <p className="mt-1 text-sm text-gray-600">
          数字均由平台数据自动计算；投诉内容为消费者的单方陈述，未经平台逐一核实。
        </p>
      </header>
      <PagedList
        page={page}
        emptyText="这一页没有报告"
        renderItem={(report) => (
          <ReportCard key={report.id} report={report} href={`/institute/${report.id}`} />
        )}
      />
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
