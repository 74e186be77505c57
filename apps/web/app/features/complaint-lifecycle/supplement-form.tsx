import { supplementComplaint } from "@tousu/contracts";
import { COMPLAINT_IMAGES_MAX, SUPPLEMENT_CONTENT_MAX, SUPPLEMENT_CONTENT_MIN } from "@tousu/domain";
import { type FormEvent, useMemo, useState } from "react";
import { useRevalidator } from "react-router";
import { useApi } from "../../shared/session/api-context";
import { createEvidenceUpload } from "../../shared/upload/upload-evidence";
import { countCharacters } from "../../ui/character-count";
import { ImageUploader } from "../../ui/image-uploader";
import { SubmitRow } from "../../ui/submit-row";
import { TextArea } from "../../ui/text-area";
import { showToast } from "../../ui/toast";
import { sendLifecycleStep } from "./send-lifecycle-step";

/** Answer the question the platform or the company asked: text plus optional evidence images. */
export function SupplementForm({ complaintId }: { complaintId: number }) {
  const loadApi = useApi();
  const revalidator = useRevalidator();
  const upload = useMemo(() => createEvidenceUpload(loadApi), [loadApi]);
  const [content, setContent] = useState("");
  const [images, setImages] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [isSending, setIsSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const length = countCharacters(content.trim());
    const found = length < SUPPLEMENT_CONTENT_MIN ? `补充说明至少${SUPPLEMENT_CONTENT_MIN}个字` : undefined;
    setError(found);
    if (found || length > SUPPLEMENT_CONTENT_MAX) return;
    setIsSending(true);
    const refusal = await sendLifecycleStep(loadApi, (api) =>
      api.request(supplementComplaint, {
        params: { id: complaintId },
        body: { content: content.trim(), images },
        quiet: true,
      }),
    );
    setIsSending(false);
    setFormError(refusal ?? undefined);
    if (refusal) return;
    showToast("success", "补充材料已提交", 3000);
    await revalidator.revalidate();
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextArea
        label="补充说明"
        isRequired
        value={content}
        onValueChange={setContent}
        limit={SUPPLEMENT_CONTENT_MAX}
        error={error}
        rows={5}
      />
      <ImageUploader
        label="补充图片"
        hint={`最多${COMPLAINT_IMAGES_MAX}张`}
        value={images}
        onValueChange={setImages}
        upload={upload}
      />
      <SubmitRow error={formError} isSending={isSending} label="提交补充材料" />
    </form>
  );
}
