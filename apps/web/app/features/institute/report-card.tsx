import type { InstituteReportSummary } from "@tousu/contracts";
import { formatCount, formatDate } from "@tousu/domain";
import { formatChange } from "@tousu/page-kit/institute-format";

/** One report in a list; `href` is the site's page or the static page, whichever list shows it. */
export function ReportCard({ report, href }: { report: InstituteReportSummary; href: string }) {
  return (
    <article className="px-5 py-4">
      <p className="text-xs text-brand-700">
        {report.period_label} · {report.sector}
      </p>
      <h2 className="mt-1 text-base font-semibold text-gray-900">
        <a href={href} className="hover:text-brand-700">
          {report.title}
        </a>
      </h2>
      {report.excerpt ? (
        <p className="mt-1 line-clamp-2 text-sm leading-6 text-gray-700">{report.excerpt}</p>
      ) : null}
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-gray-600">
        <span>公开投诉 {formatCount(report.complaint_count)} 件</span>
        <span>{formatChange(report.change_rate)}</span>
        <time dateTime={report.published_at}>{formatDate(report.published_at)}发布</time>
      </p>
    </article>
  );
}
