import { COMPLAINT_CONTENT_MAX, COMPLAINT_CONTENT_MIN } from "@tousu/contracts";
import { COMPLAINT_IMAGES_MAX } from "@tousu/domain";
import { useDraftStore } from "@tousu/page-kit/complaint-draft";
import { useId, useMemo } from "react";
import { useApi } from "../../../shared/session/api-context";
import { createEvidenceUpload } from "../../../shared/upload/upload-evidence";
import { ImageUploader } from "../../../ui/image-uploader";
import { TextArea } from "../../../ui/text-area";
import { BlockedWordsPreview } from "./blocked-words-preview";
import { TitleField } from "./title-field";
import type { StepTwoErrors, StepTwoField } from "./validate-step-two";

const EVIDENCE_ACCEPT = "image/jpeg,image/png,image/webp,image/gif";

interface ComplaintStorySectionProps {
  errors: StepTwoErrors;
  clearError(field: StepTwoField): void;
  /** The words the server refused, once it has, to mark in the content. */
  blockedWords: readonly string[] | null;
}

/** What happened: the title, the content and the evidence images. */
export function ComplaintStorySection({ errors, clearError, blockedWords }: ComplaintStorySectionProps) {
  const loadApi = useApi();
  const draft = useDraftStore();
  const upload = useMemo(() => createEvidenceUpload(loadApi), [loadApi]);
  const id = useId();
  return (
    <section aria-labelledby={`${id}-story`} className="space-y-5">
      <h2 id={`${id}-story`} className="text-base font-semibold text-gray-900">
        投诉内容
      </h2>
      <TitleField error={errors.title} onChange={() => clearError("title")} />

      <TextArea
        label="投诉内容"
        isRequired
        data-field="content"
        limit={COMPLAINT_CONTENT_MAX}
        rows={8}
        hint={`按时间写清经过：何时、在哪里买了什么，出了什么问题，与商家如何沟通，你希望怎样解决。至少${COMPLAINT_CONTENT_MIN}个字，请勿填写他人隐私。`}
        placeholder="例如：2026年3月1日在官方旗舰店购买空调一台，安装后无法制冷……"
        error={errors.content}
        value={draft.content}
        onValueChange={(content) => {
          draft.update({ content });
          clearError("content");
        }}
      />
      {blockedWords ? <BlockedWordsPreview content={draft.content} words={blockedWords} /> : null}

      <div data-field="images">
        <ImageUploader
          label="凭证图片"
          hint={`订单截图、聊天记录、商品照片等，支持 JPG、PNG、WebP、GIF，最多${COMPLAINT_IMAGES_MAX}张。`}
          accept={EVIDENCE_ACCEPT}
          limit={COMPLAINT_IMAGES_MAX}
          error={errors.images}
          value={draft.images}
          onValueChange={(images) => {
            draft.update({ images });
            clearError("images");
          }}
          upload={upload}
        />
      </div>
    </section>
  );
}
