import { requestMediation } from "@tousu/contracts";
import { MEDIATION_REASON_MAX, MEDIATION_REASON_MIN } from "@tousu/domain";
import { useState } from "react";
import { buttonClass } from "../../ui/button";
import { countCharacters } from "../../ui/character-count";
import { TextArea } from "../../ui/text-area";
import { useComplaintCall } from "../complaint-lifecycle";

/** The author's request for mediation: the reason, checked here and again by the server. */
export function MediationRequestForm({ complaintId }: { complaintId: number }) {
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
