import type { ContractData, getLawyerInbox } from "@tousu/contracts";
import {
  describeRemaining,
  type EntrustmentStatus,
  formatDateTime,
  memberDiscountWords,
} from "@tousu/domain";
import { Link } from "react-router";
import { LAWYER_SITE_PATH } from "../../lib/lawyer-site";
import { cx } from "../../ui/cx";

type InboxItem = ContractData<typeof getLawyerInbox>["list"][number];

/** The inbox's sections in order: what waits for an answer first, then the cases by state. */
const SECTIONS: readonly { title: string; statuses: readonly EntrustmentStatus[]; empty: string }[] = [
  { title: "待答复的委托", statuses: ["requested"], empty: "没有待答复的委托。" },
  { title: "进行中的案件", statuses: ["accepted", "in_progress"], empty: "没有进行中的案件。" },
  { title: "已结案", statuses: ["closed"], empty: "还没有结案的案件。" },
  {
    title: "已婉拒、失效或撤回",
    statuses: ["declined", "lapsed", "withdrawn"],
    empty: "没有婉拒、失效或撤回的委托。",
  },
];

export function caseHref(id: number): string {
  return `${LAWYER_SITE_PATH}/cases/${id}`;
}

/**
 * The lawyer's inbox: requests awaiting an answer, the most urgent first with the time left before
 * they lapse, then the lawyer's cases by state. `now` is the loader's clock, so server and browser
 * draw the same time left.
 */
export function CaseInbox({ list, now }: { list: readonly InboxItem[]; now: number }) {
  return (
    <div className="space-y-6">
      {SECTIONS.map((section) => {
        const items = list.filter((item) => section.statuses.includes(item.status));
        const ordered =
          section.statuses[0] === "requested"
            ? [...items].sort((a, b) => a.answer_due_at.localeCompare(b.answer_due_at))
            : items;
        const headingId = `inbox-${section.statuses[0]}`;
        return (
          <section
            key={section.title}
            aria-labelledby={headingId}
            className="rounded-lg bg-white p-5 shadow-[0_1px_2px_rgba(15,23,42,0.06)] sm:p-6"
          >
            <h2 id={headingId} className="text-lg font-semibold text-gray-900">
              {section.title}
              <span className="ml-2 text-sm font-normal text-gray-600">{items.length}件</span>
            </h2>
            {ordered.length ? (
              <ul className="mt-3 divide-y divide-slate-100">
                {ordered.map((item) => (
                  <InboxRow key={item.id} item={item} now={now} />
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-sm text-gray-700">{section.empty}</p>
            )}
          </section>
        );
      })}
    </div>
  );
}

function InboxRow({ item, now }: { item: InboxItem; now: number }) {
  const remaining = item.status === "requested" ? describeRemaining(item.answer_due_at, now) : null;
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3">
      <div className="min-w-0 flex-1">
        <Link to={caseHref(item.id)} className="font-medium text-gray-900 hover:text-brand-700">
          {item.complaint.title}
        </Link>
        <p className="mt-1 text-sm text-gray-700">
          {item.complaint.brand_name ? `${item.complaint.brand_name} · ` : null}
          委托于{formatDateTime(item.created_at)}
        </p>
        {item.note ? <p className="mt-1 line-clamp-2 text-sm text-gray-700">委托说明：{item.note}</p> : null}
        {item.member_discount_percent !== null ? (
          <p className="mt-1 text-sm text-amber-900">
            会员委托：适用您提供的{memberDiscountWords(item.member_discount_percent)}
          </p>
        ) : null}
      </div>
      <div className="text-right text-sm">
        <p className="text-gray-800">{item.status_label}</p>
        {remaining ? (
          <p className={cx("mt-1 font-semibold", remaining.isPast ? "text-gray-600" : "text-amber-800")}>
            {remaining.isPast ? "答复期限已过" : `${remaining.text}，逾期自动失效`}
          </p>
        ) : null}
      </div>
    </li>
  );
}
