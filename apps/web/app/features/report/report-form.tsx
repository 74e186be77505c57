import {
  REPORT_DETAIL_MAX,
  REPORT_OTHER_DETAIL_MIN,
  REPORT_REASONS,
  type ReportReasonCode,
  type ReportTargetType,
  submitContentReport,
} from "@tousu/contracts";
import { type FormEvent, useState } from "react";
import { useApi } from "../../shared/session/api-context";
import { sendFromDialog } from "../../shared/session/send-from-dialog";
import { DialogFormActions } from "../../ui/dialog-form-actions";
import { RadioCards } from "../../ui/radio-cards";
import { TextArea } from "../../ui/text-area";

interface ReportFormProps {
  targetType: ReportTargetType;
  targetId: number;
  onDone(): void;
}

/** The reasons as a radio group and an optional note ("其他" needs one); sends POST /complaint/report. */
export function ReportForm({ targetType, targetId, onDone }: ReportFormProps) {
  const loadApi = useApi();
  const [reason, setReason] = useState<ReportReasonCode | null>(null);
  const [detail, setDetail] = useState("");
  const [error, setError] = useState<string>();
  const [isSending, setIsSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) {
      setError("请选择举报理由");
      return;
    }
    if (reason === "other" && detail.trim().length < REPORT_OTHER_DETAIL_MIN) {
      setError(`选择“其他”时请填写至少${REPORT_OTHER_DETAIL_MIN}个字的说明`);
      return;
    }
    setError(undefined);
    setIsSending(true);
    const isSent = await sendFromDialog(
      async () =>
        (await loadApi()).call(submitContentReport, {
          body: { target_type: targetType, target_id: targetId, reason, detail: detail.trim() || undefined },
        }),
      "举报已提交，感谢你的反馈",
    );
    setIsSending(false);
    if (isSent) onDone();
  }

  return (
    <form onSubmit={submit} className="space-y-5" noValidate>
      <RadioCards
        legend="举报理由"
        name="report-reason"
        options={REPORT_REASONS}
        value={reason}
        onChange={setReason}
        error={error}
        columnsClass="grid-cols-2"
      />
      <TextArea
        label="补充说明"
        hint={reason === "other" ? undefined : "选填"}
        isRequired={reason === "other"}
        value={detail}
        onValueChange={setDetail}
        limit={REPORT_DETAIL_MAX}
        rows={3}
        placeholder="请描述具体问题，便于我们核实"
      />
      <DialogFormActions onCancel={onDone} isSending={isSending} submitLabel="提交举报" />
    </form>
  );
}
