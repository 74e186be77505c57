import type { LawyerCaseView } from "@tousu/contracts";
import {
  describeRemaining,
  ENTRUSTMENT_ANSWER_HOURS,
  entrustmentMessaging,
  FILE_READABLE_ENTRUSTMENT_STATUSES,
  formatDateTime,
} from "@tousu/domain";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { LAWYER_SITE_PATH } from "../../lib/lawyer-site";
import { EntrustmentMessages } from "../entrustment-messages";
import { EntrustmentAnswerFacts } from "../lawyer";
import { CaseFile } from "./case-file";
import { AcceptCaseForm, CloseCaseForm, DeclineCaseForm, ProgressNoteForm } from "./case-steps";

/** What a lawyer sees of a case that has ended without them: its state and no steps. */
const ENDED_WITHOUT_CASE: Partial<Record<LawyerCaseView["status"], string>> = {
  declined: "您已婉拒该委托。",
  lapsed: `您未在${ENTRUSTMENT_ANSWER_HOURS}小时内答复，该委托已失效，委托人已收到通知。`,
  withdrawn: "委托人在您答复前撤回了委托。",
};

/**
 * One case on the lawyer site: the request, the complaint file (opened on purpose), the steps the
 * state allows, the progress notes the consumer sees, and when the file was read. `onChanged` loads
 * the case again after a step or a reading.
 */
export function LawyerCase({
  entrustment,
  now,
  onChanged,
}: {
  entrustment: LawyerCaseView;
  now: number;
  onChanged(): void | Promise<void>;
}) {
  const { id, status } = entrustment;
  const remaining = status === "requested" ? describeRemaining(entrustment.answer_due_at, now) : null;
  return (
    <div className="space-y-5">
      <Panel>
        <p className="text-sm">
          <Link to={`${LAWYER_SITE_PATH}/inbox`} className="text-brand-700 hover:underline">
            返回收件箱
          </Link>
        </p>
        <div className="mt-2 flex flex-wrap items-start justify-between gap-3">
          <h1 className="text-xl font-semibold text-gray-900">{entrustment.complaint.title}</h1>
          <p role="status" className="rounded bg-amber-50 px-2 py-1 text-sm font-medium text-amber-900">
            {entrustment.status_label}
          </p>
        </div>
        <dl className="mt-4 grid gap-x-4 gap-y-1 text-sm text-gray-800 sm:grid-cols-[7rem_1fr]">
          <dt className="text-gray-600">被投诉品牌</dt>
          <dd>{entrustment.complaint.brand_name ?? "未填写"}</dd>
          <dt className="text-gray-600">委托说明</dt>
          <dd className="whitespace-pre-line">{entrustment.note || "委托人未填写说明"}</dd>
          <dt className="text-gray-600">同意提供材料</dt>
          <dd>{formatDateTime(entrustment.consented_at)}</dd>
          <dt className="text-gray-600">答复期限</dt>
          <dd>
            {formatDateTime(entrustment.answer_due_at)}前
            {remaining ? (
              <strong className="ml-2 font-semibold text-amber-800">
                {remaining.isPast ? "答复期限已过" : `${remaining.text}，逾期自动失效`}
              </strong>
            ) : null}
          </dd>
          <EntrustmentAnswerFacts entrustment={entrustment} reader="lawyer" quoteLabel="您的报价" />
          {entrustment.rating !== null ? (
            <>
              <dt className="text-gray-600">服务评价</dt>
              <dd>{entrustment.rating}分</dd>
            </>
          ) : null}
        </dl>
        {ENDED_WITHOUT_CASE[status] ? (
          <p className="mt-4 text-sm text-gray-700">{ENDED_WITHOUT_CASE[status]}</p>
        ) : null}
      </Panel>

      {FILE_READABLE_ENTRUSTMENT_STATUSES.includes(status) ? (
        <Panel title="投诉材料">
          <CaseFile entrustmentId={id} onRead={onChanged} />
        </Panel>
      ) : null}

      {status === "requested" ? (
        <div className="grid gap-5 lg:grid-cols-2">
          <Panel title="接受委托">
            <AcceptCaseForm entrustmentId={id} onDone={onChanged} />
          </Panel>
          <Panel title="婉拒委托">
            <DeclineCaseForm entrustmentId={id} onDone={onChanged} />
          </Panel>
        </div>
      ) : null}
      {status === "accepted" ? (
        <Panel title="等待委托人确认">
          <p className="text-sm text-gray-700">
            委托人确认您的报价与方案后，案件开始办理，您就可以记录进展。
          </p>
        </Panel>
      ) : null}

      {entrustmentMessaging(status).canRead ? (
        <Panel>
          <EntrustmentMessages entrustmentId={id} side="lawyer" heading="h2" />
        </Panel>
      ) : null}

      <Panel title="办理进展">
        {entrustment.progress.length ? (
          <ol className="space-y-2 text-sm text-gray-800">
            {entrustment.progress.map((entry) => (
              <li key={entry.created_at + entry.content}>
                <span className="text-gray-600">{formatDateTime(entry.created_at)}</span>
                <p className="whitespace-pre-line">{entry.content}</p>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-gray-700">还没有办理进展。</p>
        )}
        {status === "in_progress" ? (
          <div className="mt-5 border-t border-slate-100 pt-5">
            <ProgressNoteForm entrustmentId={id} onDone={onChanged} />
          </div>
        ) : null}
      </Panel>

      {status === "in_progress" ? (
        <Panel title="结案">
          <CloseCaseForm entrustmentId={id} onDone={onChanged} />
        </Panel>
      ) : null}

      <Panel title="材料查阅记录">
        {entrustment.file_views.length ? (
          <ul className="space-y-1 text-sm text-gray-800">
            {entrustment.file_views.map((view) => (
              <li key={view.viewed_at}>
                {view.viewer}于{formatDateTime(view.viewed_at)}查阅
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-gray-700">尚未查阅投诉材料。委托人可以看到每次查阅的时间。</p>
        )}
      </Panel>
    </div>
  );
}

function Panel({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className="rounded-lg bg-white p-5 shadow-[0_1px_2px_rgba(15,23,42,0.06)] sm:p-6">
      {title ? <h2 className="mb-3 text-lg font-semibold text-gray-900">{title}</h2> : null}
      {children}
    </section>
  );
}
