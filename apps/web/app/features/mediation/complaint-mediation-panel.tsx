import { type ContractData, type getComplaintMediation, requestMediation } from "@tousu/contracts";
import { MEDIATION_REASON_MAX, MEDIATION_REASON_MIN } from "@tousu/domain";
import { useState } from "react";
import { Link } from "react-router";
import { buttonClass } from "../../ui/button";
import { countCharacters } from "../../ui/character-count";
import { TextArea } from "../../ui/text-area";
import { useComplaintCall } from "../complaint-lifecycle";

export type ComplaintMediation = ContractData<typeof getComplaintMediation>;

/**
 * The complaint's mediation as its page and the accelerate page show it: the state and the statement
 * that mediation finds no fault, the request form for an eligible author, the way into the room for
 * its parties, and what to do next when it ended without agreement.
 */
export function ComplaintMediationPanel({
  complaintId,
  mediation,
}: {
  complaintId: number;
  mediation: ComplaintMediation;
}) {
  if (!mediation.mediation && !mediation.can_request && !mediation.refusal) return null;
  return (
    <section
      aria-labelledby="mediation-heading"
      className="rounded-lg bg-white px-5 py-4 shadow-[0_1px_2px_rgba(15,23,42,0.06)]"
    >
      <h2 id="mediation-heading" className="text-base font-semibold text-gray-900">
        平台调解
      </h2>
      {mediation.mediation ? (
        <div className="mt-2 space-y-2 text-sm text-gray-700">
          <p>
            调解状态：<strong className="text-gray-900">{mediation.mediation.state_label}</strong>
          </p>
          {mediation.next_steps && <p>{mediation.next_steps}</p>}
          {mediation.can_enter && (
            <Link to={`/mediation/${mediation.mediation.id}`} className={buttonClass({ size: "sm" })}>
              进入调解室
            </Link>
          )}
        </div>
      ) : mediation.can_request ? (
        <RequestForm complaintId={complaintId} />
      ) : (
        <p className="mt-2 text-sm text-gray-700">{mediation.refusal}</p>
      )}
      <p className="mt-3 text-xs text-gray-600">{mediation.disclaimer}。</p>
    </section>
  );
}

function RequestForm({ complaintId }: { complaintId: number }) {
  const { run, isPending, error } = useComplaintCall();
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string>();

  async function submit() {
    const length = countCharacters(reason.trim());
    if (length < MEDIATION_REASON_MIN) return setReasonError(`申请理由至少${MEDIATION_REASON_MIN}个字`);
    if (length > MEDIATION_REASON_MAX) return;
    setReasonError(undefined);
    await run((api) =>
      api.request(requestMediation, {
        params: { id: complaintId },
        body: { reason: reason.trim() },
        quiet: true,
      }),
    );
  }

  return (
    <form
      className="mt-2 space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="text-sm text-gray-700">
        商家未按时处理或申诉后仍未解决，可申请平台调解；商家同意后，由平台调解员主持双方协商。
      </p>
      <TextArea
        label="申请理由"
        isRequired
        limit={MEDIATION_REASON_MAX}
        rows={3}
        value={reason}
        onValueChange={setReason}
        error={reasonError ?? error}
      />
      <button type="submit" disabled={isPending} className={buttonClass({})}>
        申请调解
      </button>
    </form>
  );
}
