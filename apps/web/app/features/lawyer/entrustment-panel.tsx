import type { EntrustmentView } from "@tousu/contracts";
import { ENTRUSTMENT_RATING_MAX, formatDateTime } from "@tousu/domain";
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { buttonClass } from "../../ui/button";
import { EntrustmentAnswerFacts } from "./entrustment-answer-facts";
import type { EntrustmentCalls } from "./entrustment-calls";
import { useEntrustmentCalls } from "./use-entrustment-calls";

/**
 * One entrustment as its consumer sees it: the lawyer, the status, the quote and plan, the progress,
 * and who read the complaint file when; withdrawing before the answer and confirming the quote.
 */
export function EntrustmentPanel({ entrustment }: { entrustment: EntrustmentView }) {
  const loadCalls = useEntrustmentCalls();
  const revalidator = useRevalidator();
  const [isSending, setIsSending] = useState(false);

  async function act(call: (calls: EntrustmentCalls) => Promise<unknown>) {
    setIsSending(true);
    const done = await call(await loadCalls());
    setIsSending(false);
    if (done) await revalidator.revalidate();
  }

  const { lawyer } = entrustment;
  return (
    <div className="space-y-4 text-sm text-gray-800">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p>
          <Link to={`/law/lawyer/${lawyer.id}`} className="font-medium text-gray-900 hover:text-brand-700">
            {lawyer.display_name}
          </Link>
          <span className="ml-2 text-gray-700">{lawyer.law_firm}</span>
        </p>
        <p className="rounded bg-amber-50 px-2 py-1 text-xs font-medium text-amber-900">
          {entrustment.status_label}
        </p>
      </div>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[7rem_1fr]">
        <dt className="text-gray-600">提交时间</dt>
        <dd>{formatDateTime(entrustment.created_at)}</dd>
        {entrustment.status === "requested" ? (
          <>
            <dt className="text-gray-600">答复期限</dt>
            <dd>{formatDateTime(entrustment.answer_due_at)}前</dd>
          </>
        ) : null}
        {entrustment.note ? (
          <>
            <dt className="text-gray-600">委托说明</dt>
            <dd className="whitespace-pre-line">{entrustment.note}</dd>
          </>
        ) : null}
        <EntrustmentAnswerFacts
          entrustment={entrustment}
          reader="consumer"
          quoteLabel="律师报价"
          quoteNote="（律师报价，平台不加收费用）"
        />
      </dl>

      {entrustment.progress.length ? (
        <section>
          <h4 className="font-medium text-gray-900">办理进展</h4>
          <ol className="mt-1 space-y-1">
            {entrustment.progress.map((entry) => (
              <li key={entry.created_at + entry.content}>
                <span className="text-gray-600">{formatDateTime(entry.created_at)}</span> {entry.content}
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      <section>
        <h4 className="font-medium text-gray-900">材料查阅记录</h4>
        {entrustment.file_views.length ? (
          <ul className="mt-1 space-y-0.5">
            {entrustment.file_views.map((view) => (
              <li key={view.viewed_at}>
                {view.viewer}于{formatDateTime(view.viewed_at)}查阅了你的投诉材料
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-gray-700">律师尚未查阅你的投诉材料。</p>
        )}
      </section>

      {entrustment.status === "closed" ? (
        entrustment.rating === null ? (
          <fieldset>
            <legend className="font-medium text-gray-900">评价律师的服务（不是评价结果）</legend>
            <div className="mt-2 flex gap-2">
              {Array.from({ length: ENTRUSTMENT_RATING_MAX }, (_, index) => index + 1).map((score) => (
                <button
                  key={score}
                  type="button"
                  disabled={isSending}
                  onClick={() => act((calls) => calls.rate(entrustment.id, score))}
                  className={buttonClass({ variant: "secondary", size: "sm" })}
                >
                  {score}分
                </button>
              ))}
            </div>
          </fieldset>
        ) : (
          <p>你对律师服务的评价：{entrustment.rating}分</p>
        )
      ) : null}
      {entrustment.status === "requested" ? (
        <button
          type="button"
          disabled={isSending}
          onClick={() => act((calls) => calls.withdraw(entrustment.id))}
          className={buttonClass({ variant: "secondary" })}
        >
          撤回委托
        </button>
      ) : null}
      {entrustment.status === "accepted" ? (
        <button
          type="button"
          disabled={isSending}
          onClick={() => act((calls) => calls.confirm(entrustment.id))}
          className={buttonClass()}
        >
          确认报价，开始办理
        </button>
      ) : null}
    </div>
  );
}
