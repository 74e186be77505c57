import { appealComplaint } from "@tousu/contracts";
import { APPEAL_REASON_MAX, APPEAL_REASON_MIN, COMPLAINT_IMAGES_MAX } from "@tousu/domain";
import { useMemo, useState } from "react";
import { useApi } from "../../shared/session/api-context";
import { createEvidenceUpload } from "../../shared/upload/upload-evidence";
import { countCharacters } from "../../ui/character-count";
import { Dialog } from "../../ui/dialog";
import { ImageUploader } from "../../ui/image-uploader";
import { TextArea } from "../../ui/text-area";
import { SubmitFooter } from "./submit-footer";
import { useComplaintCall } from "./use-complaint-call";

/** The owner rejects the company's reply: a reason and optional images send it back for a second round. */
export function AppealDialog({
  complaintId,
  open,
  onOpenChange,
}: {
  complaintId: number;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const loadApi = useApi();
  const upload = useMemo(() => createEvidenceUpload(loadApi), [loadApi]);
  const { run, isPending, error } = useComplaintCall();
  const [reason, setReason] = useState("");
  const [images, setImages] = useState<string[]>([]);
  const [reasonError, setReasonError] = useState<string>();

  async function submit() {
    const length = countCharacters(reason.trim());
    if (length < APPEAL_REASON_MIN) return setReasonError(`申诉理由至少${APPEAL_REASON_MIN}个字`);
    if (length > APPEAL_REASON_MAX) return;
    setReasonError(undefined);
    const body = { content: reason.trim(), images };
    if (
      await run((api) => api.request(appealComplaint, { params: { id: complaintId }, body, quiet: true }))
    ) {
      onOpenChange(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="申诉"
      description="对商家的回复不满意？说明理由，投诉将退回商家再次处理。"
    >
      <div className="space-y-4">
        <TextArea
          label="申诉理由"
          isRequired
          limit={APPEAL_REASON_MAX}
          rows={4}
          value={reason}
          onValueChange={setReason}
          error={reasonError}
        />
        <ImageUploader
          label="图片凭证（选填）"
          hint={`最多${COMPLAINT_IMAGES_MAX}张`}
          value={images}
          onValueChange={setImages}
          upload={upload}
        />
        <SubmitFooter label="提交申诉" error={error} isPending={isPending} onSubmit={() => void submit()} />
      </div>
    </Dialog>
  );
}
