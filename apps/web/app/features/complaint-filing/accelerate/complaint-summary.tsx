import { type ComplaintStatus, complaintProgress, formatDateTime } from "@tousu/domain";
import { cx } from "../../../ui/cx";
import { formatMoney } from "../../../ui/money";
import { StatusBadge } from "../../complaint";

export interface AcceleratedComplaint {
  id: number;
  sn: string;
  title: string;
  status: ComplaintStatus;
  brand_name: string;
  created_at: string;
  problems: string[];
  appeals: string[];
  money: number;
  image_count: number;
}

/** The owner's complaint: where it stands now (just filed or mid-dispute) and what was sent. */
export function ComplaintSummary({ complaint }: { complaint: AcceleratedComplaint }) {
  const progress = complaintProgress(complaint.status);
  const mark = progress.stage === "ended" ? "–" : progress.isOwnersTurn ? "!" : "✓";
  return (
    <section
      aria-labelledby="accelerate-title"
      className="rounded-lg bg-white px-6 py-6 shadow-[0_1px_2px_rgba(15,23,42,0.06)]"
    >
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className={cx(
            "grid size-11 shrink-0 place-items-center rounded-full text-xl",
            progress.stage === "ended"
              ? "bg-gray-100 text-gray-600"
              : progress.isOwnersTurn
                ? "bg-amber-50 text-amber-700"
                : "bg-emerald-50 text-emerald-600",
          )}
        >
          {mark}
        </span>
        <div>
          <p className="text-lg font-semibold text-gray-900">{progress.heading}</p>
          <p className="text-sm text-gray-600">{progress.detail}</p>
        </div>
      </div>
      <div className="mt-5 rounded-md border border-gray-100 bg-gray-50/70 px-5 py-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 id="accelerate-title" className="text-base font-semibold text-gray-900">
            {complaint.title}
          </h1>
          <StatusBadge status={complaint.status} />
        </div>
        <dl className="mt-3 grid gap-x-8 gap-y-2 text-sm sm:grid-cols-2">
          <SummaryRow term="投诉编号" value={complaint.sn} />
          <SummaryRow term="投诉商家" value={complaint.brand_name} />
          <SummaryRow term="投诉问题" value={complaint.problems.join("、") || "—"} />
          <SummaryRow term="投诉要求" value={complaint.appeals.join("、") || "—"} />
          <SummaryRow term="涉及金额" value={`${formatMoney(complaint.money)} 元`} />
          <SummaryRow term="提交时间" value={formatDateTime(complaint.created_at)} />
          <SummaryRow
            term="凭证图片"
            value={complaint.image_count > 0 ? `${complaint.image_count} 张` : "未上传"}
          />
        </dl>
      </div>
    </section>
  );
}

function SummaryRow({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex gap-3">
      <dt className="w-16 shrink-0 text-gray-600">{term}</dt>
      <dd className="min-w-0 text-gray-900">{value}</dd>
    </div>
  );
}
