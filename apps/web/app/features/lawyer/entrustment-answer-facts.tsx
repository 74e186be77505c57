import type { ReactNode } from "react";

interface AnsweredEntrustment {
  quote_yuan: number | null;
  plan: string | null;
  decline_reason: string | null;
  outcome: string | null;
}

function Fact({ label, children, isText }: { label: string; children: ReactNode; isText?: boolean }) {
  return (
    <>
      <dt className="text-gray-600">{label}</dt>
      <dd className={isText ? "whitespace-pre-line" : undefined}>{children}</dd>
    </>
  );
}

/**
 * The lawyer's answer to an entrustment as rows of a `<dl>`, each only once given: the quote (worded
 * for whoever reads it), the plan, the reason for declining and the outcome.
 */
export function EntrustmentAnswerFacts({
  entrustment,
  quoteLabel,
  quoteNote = "",
}: {
  entrustment: AnsweredEntrustment;
  quoteLabel: string;
  quoteNote?: string;
}) {
  return (
    <>
      {entrustment.quote_yuan !== null ? (
        <Fact label={quoteLabel}>
          {entrustment.quote_yuan.toFixed(2)}元{quoteNote}
        </Fact>
      ) : null}
      {entrustment.plan ? (
        <Fact label="办理方案" isText>
          {entrustment.plan}
        </Fact>
      ) : null}
      {entrustment.decline_reason ? (
        <Fact label="婉拒理由" isText>
          {entrustment.decline_reason}
        </Fact>
      ) : null}
      {entrustment.outcome ? (
        <Fact label="办理结果" isText>
          {entrustment.outcome}
        </Fact>
      ) : null}
    </>
  );
}
