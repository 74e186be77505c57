import type { LawyerCard as LawyerCardData } from "@tousu/contracts";
import { ENTRUSTMENT_CONSENT_MESSAGE, ENTRUSTMENT_NOTE_MAX } from "@tousu/domain";
import { trackEvent } from "@tousu/page-kit/tracking-beacon";
import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { buttonClass } from "../../ui/button";
import { cx } from "../../ui/cx";
import { FieldError } from "../../ui/field";
import { TextArea } from "../../ui/text-area";
import { LawyerFacts } from "./lawyer-card";
import { useEntrustmentCalls } from "./use-entrustment-calls";

/**
 * Choosing a lawyer for one's complaint: the lawyer chosen on their profile first, then the
 * platform's recommendations; nothing is sent without the consent box ticked.
 */
export function EntrustForm({
  complaintId,
  lawyers,
  initialLawyerId,
  credits = [],
}: {
  complaintId: number;
  lawyers: LawyerCardData[];
  initialLawyerId: number | null;
  /** The member's unused 律师咨询券 from the points mall, by number; the request may use one. */
  credits?: string[];
}) {
  const loadCalls = useEntrustmentCalls();
  const revalidator = useRevalidator();
  const consentErrorId = useId();
  const [lawyerId, setLawyerId] = useState<number | null>(initialLawyerId ?? lawyers[0]?.id ?? null);
  const [consent, setConsent] = useState(false);
  const [note, setNote] = useState("");
  const [useCredit, setUseCredit] = useState(false);
  const [errors, setErrors] = useState<{ lawyer?: string; consent?: string }>({});
  const [isSending, setIsSending] = useState(false);
  const chosen = lawyers.find((lawyer) => lawyer.id === lawyerId);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = {
      lawyer: chosen ? undefined : "请选择律师",
      consent: consent ? undefined : ENTRUSTMENT_CONSENT_MESSAGE,
    };
    setErrors(found);
    if (!chosen || !consent) return;
    setIsSending(true);
    const calls = await loadCalls();
    const credit = useCredit ? credits[0] : undefined;
    const sent = await calls.request(complaintId, {
      lawyer_id: chosen.id,
      consent: true,
      note: note.trim(),
      ...(credit ? { consultation_credit: credit } : {}),
    });
    setIsSending(false);
    if (sent) {
      trackEvent("lawyer_entrusted");
      await revalidator.revalidate();
    }
  }

  if (lawyers.length === 0) {
    return (
      <p className="text-sm text-gray-700">暂时没有适合这条投诉、可以接受委托的律师，请稍后再来看看。</p>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <fieldset>
        <legend className="mb-2.5 text-sm font-medium text-gray-900">选择律师</legend>
        <div className="grid gap-3 md:grid-cols-3">
          {lawyers.map((lawyer) => (
            <label
              key={lawyer.id}
              className={cx(
                "flex cursor-pointer flex-col gap-2 rounded-md border p-3 text-sm",
                lawyer.id === lawyerId ? "border-brand-600 bg-brand-50" : "border-gray-300",
              )}
            >
              <span className="flex items-center gap-2">
                <input
                  type="radio"
                  name="lawyer"
                  value={lawyer.id}
                  checked={lawyer.id === lawyerId}
                  onChange={() => setLawyerId(lawyer.id)}
                  aria-label={`${lawyer.display_name}（${lawyer.law_firm}）`}
                  className="accent-brand-600"
                />
                <span className="font-medium text-gray-900">{lawyer.display_name}</span>
              </span>
              <span className="text-xs text-gray-700">
                {lawyer.law_firm} · {lawyer.city} ·{" "}
                {lawyer.practice_areas.map((area) => area.label).join("、")}
              </span>
              <LawyerFacts lawyer={lawyer} />
            </label>
          ))}
        </div>
        <FieldError id={undefined} message={errors.lawyer} />
      </fieldset>

      <TextArea
        label="委托说明（选填）"
        hint="想请律师做什么，例如发律师函、代为协商或起诉。"
        value={note}
        onValueChange={setNote}
        limit={ENTRUSTMENT_NOTE_MAX}
        rows={3}
      />

      {credits.length > 0 ? (
        <label className="flex items-start gap-2 text-sm text-gray-800">
          <input
            type="checkbox"
            checked={useCredit}
            onChange={(event) => setUseCredit(event.target.checked)}
            className="mt-1 accent-brand-600"
          />
          <span>
            使用一张律师咨询券（你有 {credits.length}{" "}
            张未使用）。律师会在委托中看到；律师婉拒、超时未答复或你撤回委托时，券会退回。
          </span>
        </label>
      ) : null}

      <div>
        <label className="flex items-start gap-2 text-sm text-gray-800">
          <input
            type="checkbox"
            checked={consent}
            onChange={(event) => setConsent(event.target.checked)}
            aria-describedby={errors.consent ? consentErrorId : undefined}
            aria-invalid={errors.consent ? true : undefined}
            className="mt-1 accent-brand-600"
          />
          <span>
            我同意向{chosen ? chosen.display_name : "所选律师"}
            提供这条投诉的内容、证据和我的身份信息（姓名、手机号），仅用于律师判断和办理本次委托。律师每次查阅都会记录，律师答复前我可以撤回。
          </span>
        </label>
        <FieldError id={consentErrorId} message={errors.consent} />
      </div>

      <button type="submit" disabled={isSending} className={buttonClass({ size: "lg" })}>
        {isSending ? "正在提交…" : "提交委托"}
      </button>
    </form>
  );
}
