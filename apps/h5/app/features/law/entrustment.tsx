import type { EntrustmentStatus } from "@tousu/domain";
import { Form, Link, useNavigation } from "react-router";
import { primaryButtonClass } from "../../ui/field-error";
import { FormRefusal } from "../../ui/form-refusal";
import { type LawyerCardData, LawyerFacts } from "../../ui/lawyer-card";
import { SubmitButton } from "../../ui/submit-button";

type Refusal = { error: string } | null;

/** One entrustment as its consumer sees it; the loader picks these out of the API's view. */
export interface EntrustmentData {
  id: number;
  status: EntrustmentStatus;
  statusLabel: string;
  lawyer: { id: number; displayName: string; lawFirm: string };
  createdAt: string;
  /** Until when the lawyer may answer, while the request waits. */
  answerDueAt: string | null;
  note: string;
  quote: string | null;
  /** A member's entrustment: the member price, the fee and the saving in words (decision 098). */
  memberPrice: string | null;
  /** The points mall's 律师咨询券 the request used, in words (decision 111). */
  consultationCredit: string | null;
  plan: string | null;
  declineReason: string | null;
  outcome: string | null;
  rating: number | null;
  progress: { content: string; createdAt: string }[];
  fileViews: { viewer: string; viewedAt: string }[];
}

const secondaryButton =
  "flex min-h-11 w-full items-center justify-center rounded-full border border-gray-300 text-base text-gray-800 disabled:opacity-60";

/**
 * Choosing a lawyer for one's complaint, as on PC: the lawyer chosen on their profile first, then the
 * platform's recommendations; nothing is sent without the consent box ticked.
 */
export function EntrustForm({
  lawyers,
  initialLawyerId,
  typed,
  refusal,
  credits,
}: {
  lawyers: LawyerCardData[];
  initialLawyerId: number | null;
  /** The member's unused 律师咨询券 from the points mall, by number; the request may use one. */
  credits: string[];
  /** What was sent before a refusal, kept. */
  typed: { lawyerId: string; note: string; consent: boolean } | null;
  refusal: Refusal;
}) {
  const isSending = useNavigation().state === "submitting";
  if (lawyers.length === 0) {
    return (
      <p className="mt-2 text-sm text-gray-700">
        暂时没有适合这条投诉、可以接受委托的律师，请稍后再来看看，或去
        <Link to="/law" className="mx-1 text-brand-700 underline">
          律师维权
        </Link>
        页挑选。
      </p>
    );
  }
  const checkedId = typed?.lawyerId ?? String(initialLawyerId ?? lawyers[0]?.id);
  return (
    <Form method="post" className="mt-2 space-y-4">
      <input type="hidden" name="intent" value="entrust" />
      {initialLawyerId === null ? (
        <p className="text-sm text-gray-700">
          平台按投诉的行业、你所在的城市和律师的接案情况推荐了以下律师，他们与被投诉企业没有利益关系。
        </p>
      ) : null}
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-gray-900">选择律师</legend>
        <div className="space-y-2">
          {lawyers.map((lawyer) => (
            <label
              key={lawyer.id}
              className="block rounded-lg border border-gray-300 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <span className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="lawyer_id"
                  value={lawyer.id}
                  defaultChecked={String(lawyer.id) === checkedId}
                  className="size-5 accent-brand-600"
                />
                <span className="min-w-0">
                  <span className="font-medium text-gray-900">{lawyer.displayName}</span>
                  <span className="ml-2 text-xs break-words text-gray-700">
                    {lawyer.lawFirm} · {lawyer.city}
                  </span>
                </span>
              </span>
              <span className="block text-xs text-gray-700">{lawyer.practiceAreas.join("、")}</span>
              <LawyerFacts lawyer={lawyer} />
            </label>
          ))}
        </div>
      </fieldset>
      <label className="block text-sm font-medium text-gray-900">
        委托说明（选填）
        <span className="block text-xs font-normal text-gray-600">
          想请律师做什么，例如发律师函、代为协商或起诉。
        </span>
        <textarea
          name="note"
          rows={3}
          defaultValue={typed?.note}
          className="mt-1.5 block w-full rounded-lg border border-gray-300 px-3 py-2.5 text-base text-gray-900 focus:border-brand-600 focus:outline-none"
        />
      </label>
      {credits.length > 0 ? (
        <label className="flex items-start gap-2 text-sm text-gray-800">
          <input
            type="checkbox"
            name="consultation_credit"
            value={credits[0]}
            className="mt-0.5 size-5 shrink-0 accent-brand-600"
          />
          <span>
            使用一张律师咨询券（你有 {credits.length}{" "}
            张未使用）。律师会在委托中看到；律师婉拒、超时未答复或你撤回委托时，券会退回。
          </span>
        </label>
      ) : null}
      <label className="flex items-start gap-2 text-sm text-gray-800">
        <input
          type="checkbox"
          name="consent"
          defaultChecked={typed?.consent}
          className="mt-0.5 size-5 shrink-0 accent-brand-600"
        />
        <span>
          我同意向所选律师提供这条投诉的内容、证据和我的身份信息（姓名、手机号），仅用于律师判断和办理本次委托。律师每次查阅都会记录，律师答复前我可以撤回。
        </span>
      </label>
      <FormRefusal refusal={refusal} />
      <SubmitButton pending={isSending} pendingLabel="正在提交…">
        提交委托
      </SubmitButton>
    </Form>
  );
}

/** A step on the entrustment as a one-button form. */
function StepForm({
  entrustmentId,
  intent,
  label,
  className,
  rating,
}: {
  entrustmentId: number;
  intent: "withdraw" | "confirm" | "rate";
  label: string;
  className: string;
  rating?: number;
}) {
  const isSending = useNavigation().state === "submitting";
  return (
    <Form method="post" className="flex-1">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="entrustment_id" value={entrustmentId} />
      {rating === undefined ? null : <input type="hidden" name="rating" value={rating} />}
      <button type="submit" disabled={isSending} className={className}>
        {label}
      </button>
    </Form>
  );
}

function Fact({ label, text }: { label: string; text: string | null }) {
  if (!text) return null;
  return (
    <>
      <dt className="text-gray-600">{label}</dt>
      <dd className="min-w-0 whitespace-pre-line break-words">{text}</dd>
    </>
  );
}

/**
 * One entrustment: the lawyer, the status, the quote and plan, the progress, who read the file when;
 * withdrawing before the answer, confirming the quote, rating the service once closed.
 */
export function EntrustmentCard({
  entrustment,
  ratingMax,
  refusal,
}: {
  entrustment: EntrustmentData;
  ratingMax: number;
  refusal: Refusal;
}) {
  const { lawyer } = entrustment;
  return (
    <div className="mt-2 space-y-3 text-sm text-gray-800">
      <div className="flex items-center justify-between gap-3">
        <p className="min-w-0">
          <Link to={`/law/lawyer/${lawyer.id}`} className="font-medium text-gray-900">
            {lawyer.displayName}
          </Link>
          <span className="ml-2 break-words text-gray-700">{lawyer.lawFirm}</span>
        </p>
        <p className="shrink-0 rounded bg-amber-50 px-2 py-1 text-xs font-medium text-amber-900">
          {entrustment.statusLabel}
        </p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <Fact label="提交时间" text={entrustment.createdAt} />
        <Fact label="答复期限" text={entrustment.answerDueAt && `${entrustment.answerDueAt}前`} />
        <Fact label="委托说明" text={entrustment.note} />
        <Fact
          label="律师报价"
          text={entrustment.quote && `${entrustment.quote}（律师报价，平台不加收费用）`}
        />
        <Fact label="会员价" text={entrustment.memberPrice} />
        <Fact label="咨询券" text={entrustment.consultationCredit} />
        <Fact label="办理方案" text={entrustment.plan} />
        <Fact label="婉拒理由" text={entrustment.declineReason} />
        <Fact label="办理结果" text={entrustment.outcome} />
      </dl>
      {entrustment.progress.length ? (
        <section>
          <h4 className="font-medium text-gray-900">办理进展</h4>
          <ol className="mt-1 space-y-1">
            {entrustment.progress.map((entry) => (
              <li key={entry.createdAt + entry.content} className="break-words">
                <span className="text-gray-600">{entry.createdAt}</span> {entry.content}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <section>
        <h4 className="font-medium text-gray-900">材料查阅记录</h4>
        {entrustment.fileViews.length ? (
          <ul className="mt-1 space-y-0.5">
            {entrustment.fileViews.map((view) => (
              <li key={view.viewedAt}>
                {view.viewer}于{view.viewedAt}查阅了你的投诉材料
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-gray-700">律师尚未查阅你的投诉材料。</p>
        )}
      </section>
      <FormRefusal refusal={refusal} />
      {entrustment.status === "requested" ? (
        <StepForm
          entrustmentId={entrustment.id}
          intent="withdraw"
          label="撤回委托"
          className={secondaryButton}
        />
      ) : null}
      {entrustment.status === "accepted" ? (
        <StepForm
          entrustmentId={entrustment.id}
          intent="confirm"
          label="确认报价，开始办理"
          className={primaryButtonClass}
        />
      ) : null}
      {entrustment.status === "closed" ? (
        entrustment.rating === null ? (
          <fieldset>
            <legend className="font-medium text-gray-900">评价律师的服务（不是评价结果）</legend>
            <div className="mt-2 flex gap-2">
              {Array.from({ length: ratingMax }, (_, index) => index + 1).map((score) => (
                <StepForm
                  key={score}
                  entrustmentId={entrustment.id}
                  intent="rate"
                  rating={score}
                  label={`${score}分`}
                  className={secondaryButton}
                />
              ))}
            </div>
          </fieldset>
        ) : (
          <p>你对律师服务的评价：{entrustment.rating}分</p>
        )
      ) : null}
    </div>
  );
}
