import { listInstituteReports } from "@tousu/contracts";
import { formatCount, formatDate } from "@tousu/domain";
import { formatChange } from "@tousu/page-kit/institute-format";
import { readPageNumber } from "@tousu/page-kit/page-number";
import { loadOrThrow } from "@tousu/page-kit/route-error";
import { createServerApi } from "@tousu/page-kit/server-api";
import { Link } from "react-router";
import { nextPageHref, previousPageHref } from "../lib/list-page";
import { h5PageMeta } from "../lib/page-meta";
import { InfiniteList, type ListPage } from "../ui/infinite-list";
import type { Route } from "./+types/institute-index";

export const handle = { title: "消费研究院" };

/** Reports a page brings, as on the PC page. */
const REPORT_PAGE_SIZE = 20;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  h5PageMeta({
    title: "消费研究院",
    description: "按月度、季度和行业发布的消费投诉报告：投诉走势、主要问题与商家回复、完成情况。",
    canonical: `${loaderData?.siteOrigin ?? ""}/institute`,
  });

interface ReportCardData {
  id: number;
  title: string;
  about: string;
  excerpt: string;
  complaintCount: string;
  change: string;
  publishedAt: string;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = createServerApi(request, context);
  const page = await loadOrThrow(() =>
    api.call(listInstituteReports, { query: { page: readPageNumber(request), page_size: REPORT_PAGE_SIZE } }),
  );
  const reports: ListPage<ReportCardData> = {
    items: page.list.map((report) => ({
      id: report.id,
      title: report.title,
      about: `${report.period_label} · ${report.sector}`,
      excerpt: report.excerpt,
      complaintCount: formatCount(report.complaint_count),
      change: formatChange(report.change_rate),
      publishedAt: formatDate(report.published_at),
    })),
    nextHref: nextPageHref(request, page),
    previousHref: previousPageHref(request, page),
  };
  return { siteOrigin: context.publicConfig.siteOrigin, reports };
}

const reportsOf = (data: unknown) => (data as { reports: ListPage<ReportCardData> }).reports;

function ReportCard({ report }: { report: ReportCardData }) {
  return (
    <Link to={`/institute/${report.id}`} className="block bg-white px-4 py-3 active:bg-gray-50">
      <p className="text-xs text-brand-700">{report.about}</p>
      <h3 className="mt-1 line-clamp-2 font-medium leading-snug text-gray-900">{report.title}</h3>
      {report.excerpt ? <p className="mt-1 line-clamp-2 text-sm text-gray-600">{report.excerpt}</p> : null}
      <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-gray-600">
        <span>公开投诉 {report.complaintCount} 件</span>
        <span>{report.change}</span>
        <time className="ml-auto">{report.publishedAt}</time>
      </p>
    </Link>
  );
}

export default function InstituteIndex({ loaderData }: Route.ComponentProps) {
  const { reports } = loaderData;
  return (
    <div className="space-y-2 pb-3">
      <header className="bg-gradient-to-r from-gray-900 to-brand-700 px-4 py-5 text-white">
        <h2 className="text-lg font-semibold">研究报告</h2>
        <p className="mt-1 text-sm leading-6 text-white/90">
          数字均由平台数据自动计算；投诉内容为消费者的单方陈述，未经平台逐一核实。
        </p>
      </header>
      <InfiniteList
        first={reports}
        pageOf={reportsOf}
        itemKey={(report) => report.id}
        renderItem={(report) => <ReportCard report={report} />}
        label="研究报告"
        empty="还没有报告"
      />
    </div>
  );
}
