import { formatYuan } from "@tousu/domain";
import { consultationCreditWords } from "@tousu/page-kit/points-mall";
import { memberPriceWords } from "@tousu/page-kit/vip-texts";
import type { ReactNode } from "react";

interface AnsweredEntrustment {
  quote_fen: number | null;
  member_price: { discount_percent: number; price_fen: number | null } | null;
  consultation_credit: string | null;
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
 * for whoever reads it), the member price of a member's entrustment (decision 098), the plan, the
 * reason for declining and the outcome; and the points mall's 律师咨询券 the request used (decision 111).
 */
export function EntrustmentAnswerFacts({
  entrustment,
  reader,
  quoteLabel,
  quoteNote = "",
}: {
  entrustment: AnsweredEntrustment;
  reader: "consumer" | "lawyer";
  quoteLabel: string;
  quoteNote?: string;
}) {
  const memberPrice = memberPriceWords(entrustment, reader);
  const credit = consultationCreditWords(entrustment.consultation_credit);
  return (
    <>
      {entrustment.quote_fen !== null ? (
        <Fact label={quoteLabel}>
          {formatYuan(entrustment.quote_fen)}元{quoteNote}
        </Fact>
      ) : null}
      {memberPrice ? <Fact label="会员价">{memberPrice}</Fact> : null}
      {credit ? <Fact label="咨询券">{credit}</Fact> : null}
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
