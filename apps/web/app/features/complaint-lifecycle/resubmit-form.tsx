import {
  COMPLAINT_CONTENT_MAX,
  COMPLAINT_CONTENT_MESSAGE,
  COMPLAINT_CONTENT_MIN,
  COMPLAINT_TITLE_MAX,
  COMPLAINT_TITLE_MESSAGE,
  COMPLAINT_TITLE_MIN,
  resubmitComplaint,
} from "@tousu/contracts";
import { encryptContent } from "@tousu/domain/content-cipher";
import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { useRootData } from "../../lib/root-data";
import { useApi } from "../../shared/session/api-context";
import { countCharacters } from "../../ui/character-count";
import { SubmitRow } from "../../ui/submit-row";
import { TextArea } from "../../ui/text-area";
import { TextField } from "../../ui/text-field";
import { showToast } from "../../ui/toast";
import { sendLifecycleStep } from "./send-lifecycle-step";

/**
 * Edit a rejected complaint and send it back to review (once). The content travels AES-encrypted
 * exactly like the filing form's (docs/product/validation.md#complaint-content), with the key from the root loader's public config.
 */
export function ResubmitForm({ complaint }: { complaint: { id: number; title: string; content: string } }) {
  const loadApi = useApi();
  const revalidator = useRevalidator();
  const contentAesKey = useRootData()?.publicConfig.contentAesKey ?? "";
  const [title, setTitle] = useState(complaint.title);
  const [content, setContent] = useState(complaint.content);
  const [errors, setErrors] = useState<{ title?: string; content?: string; form?: string }>({});
  const [isSending, setIsSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const titleLength = countCharacters(title.trim());
    const contentLength = countCharacters(content.trim());
    const found = {
      title:
        titleLength < COMPLAINT_TITLE_MIN || titleLength > COMPLAINT_TITLE_MAX
          ? COMPLAINT_TITLE_MESSAGE
          : undefined,
      content:
        contentLength < COMPLAINT_CONTENT_MIN || contentLength > COMPLAINT_CONTENT_MAX
          ? COMPLAINT_CONTENT_MESSAGE
          : undefined,
    };
    setErrors(found);
    if (found.title || found.content) return;
    setIsSending(true);
    const refusal = await sendLifecycleStep(loadApi, (api) =>
      api.request(resubmitComplaint, {
        params: { id: complaint.id },
        body: { title: title.trim(), content: encryptContent(content.trim(), contentAesKey) },
        quiet: true,
      }),
    );
    setIsSending(false);
    if (refusal) {
      setErrors({ form: refusal });
      return;
    }
    showToast("success", "已重新提交，等待平台审核", 3000);
    await revalidator.revalidate();
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-gray-600">修改后可重新提交一次，平台会重新审核。</p>
      <TextField
        label="投诉标题"
        isRequired
        value={title}
        onValueChange={setTitle}
        error={errors.title}
        hint={`${COMPLAINT_TITLE_MIN}～${COMPLAINT_TITLE_MAX}个字`}
      />
      <TextArea
        label="投诉内容"
        isRequired
        value={content}
        onValueChange={setContent}
        limit={COMPLAINT_CONTENT_MAX}
        error={errors.content}
        rows={8}
      />
      <SubmitRow error={errors.form} isSending={isSending} label="修改并重新提交" />
    </form>
  );
}
