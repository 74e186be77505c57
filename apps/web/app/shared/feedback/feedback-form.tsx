import {
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_CONTENT_MIN,
  FEEDBACK_IMAGES_MAX,
  submitFeedback,
} from "@tousu/contracts";
import { VIP_FEEDBACK_PRIORITY_THANKS } from "@tousu/page-kit/vip-texts";
import { type FormEvent, useMemo, useState } from "react";
import { DialogFormActions } from "../../ui/dialog-form-actions";
import { ImageUploader } from "../../ui/image-uploader";
import { TextArea } from "../../ui/text-area";
import { TextField } from "../../ui/text-field";
import { useApi } from "../session/api-context";
import { sendFromDialog } from "../session/send-from-dialog";
import { createEvidenceUpload } from "../upload/upload-evidence";

type FieldErrors = Partial<Record<"content" | "contact" | "images", string>>;

/** The text (5–500), an optional phone or e-mail and up to four images; sends POST /feedback. */
export function FeedbackForm({ onDone }: { onDone(): void }) {
  const loadApi = useApi();
  const upload = useMemo(() => createEvidenceUpload(loadApi), [loadApi]);
  const [content, setContent] = useState("");
  const [contact, setContact] = useState("");
  const [images, setImages] = useState<string[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSending, setIsSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The contract's own rules, so the dialog and the server never disagree about what is valid.
    const parsed = submitFeedback.body.safeParse({ content, contact: contact.trim() || undefined, images });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof FieldErrors;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setIsSending(true);
    const isSent = await sendFromDialog(
      async () => (await loadApi()).call(submitFeedback, { body: parsed.data }),
      (sent) => (sent.priority ? VIP_FEEDBACK_PRIORITY_THANKS : "感谢你的反馈，我们会认真查看"),
    );
    setIsSending(false);
    if (isSent) onDone();
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <TextArea
        label="反馈内容"
        isRequired
        value={content}
        onValueChange={setContent}
        limit={FEEDBACK_CONTENT_MAX}
        error={errors.content}
        rows={4}
        placeholder={`请描述你遇到的问题或建议（至少${FEEDBACK_CONTENT_MIN}个字）`}
      />
      <TextField
        label="联系方式"
        hint="选填，手机号或邮箱"
        value={contact}
        onValueChange={setContact}
        error={errors.contact}
        autoComplete="email"
        inputMode="email"
      />
      <ImageUploader
        label="图片"
        hint="选填"
        value={images}
        onValueChange={setImages}
        upload={upload}
        limit={FEEDBACK_IMAGES_MAX}
        error={errors.images}
      />
      <DialogFormActions onCancel={onDone} isSending={isSending} submitLabel="提交反馈" />
    </form>
  );
}
