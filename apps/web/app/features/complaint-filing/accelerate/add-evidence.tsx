import { ApiPageError } from "@tousu/api-client";
import { addComplaintEvidence, EVIDENCE_CLOSED_STATUSES } from "@tousu/contracts";
import { COMPLAINT_IMAGES_MAX, type ComplaintStatus } from "@tousu/domain";
import { useMemo, useState } from "react";
import { useRevalidator } from "react-router";
import { useApi } from "../../../shared/session/api-context";
import { createEvidenceUpload } from "../../../shared/upload/upload-evidence";
import { buttonClass } from "../../../ui/button";
import { ImageUploader } from "../../../ui/image-uploader";

const EVIDENCE_ACCEPT = "image/jpeg,image/png,image/webp,image/gif";

/**
 * More evidence for a complaint already filed (imageSetting, docs/product/api.md#complaints-lists-taxonomy-and-filing): the same signed
 * upload as step two, then one call attaches the uploaded images; the page's count is reloaded.
 */
export function AddEvidence({
  id,
  imageCount,
  status,
}: {
  id: number;
  imageCount: number;
  status: ComplaintStatus;
}) {
  const loadApi = useApi();
  const revalidator = useRevalidator();
  const upload = useMemo(() => createEvidenceUpload(loadApi), [loadApi]);
  const [images, setImages] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState<string>();
  const [isSaving, setIsSaving] = useState(false);
  // A new uploader after each save: it starts from its value only when it mounts.
  const [round, setRound] = useState(0);
  const remaining = Math.max(0, COMPLAINT_IMAGES_MAX - imageCount);

  async function save() {
    if (images.length === 0) return setError("请先上传证据图片");
    setError(undefined);
    setSaved(undefined);
    setIsSaving(true);
    try {
      const api = await loadApi();
      const answer = await api.request(addComplaintEvidence, { params: { id }, body: { images } });
      if (!answer.ok) return setError(answer.msg);
      const added = Math.max(0, answer.data.image_count - imageCount);
      setSaved(`已补充${added}张证据，当前共${answer.data.image_count}张。`);
      setImages([]);
      setRound((value) => value + 1);
      await revalidator.revalidate();
    } catch (failure) {
      setError(
        failure instanceof ApiPageError && failure.cause === undefined
          ? failure.message
          : "网络异常，请稍后重试",
      );
    } finally {
      setIsSaving(false);
    }
  }

  const savedNotice = saved ? (
    <p role="status" className="rounded-md bg-emerald-50 px-4 py-3 text-sm text-emerald-800">
      {saved}
    </p>
  ) : null;

  if (EVIDENCE_CLOSED_STATUSES.includes(status)) {
    return <p className="text-sm text-gray-700">投诉已结束，不能再补充证据。</p>;
  }

  if (remaining === 0) {
    return (
      <div className="space-y-3">
        {savedNotice}
        <p className="text-sm text-gray-700">已上传{COMPLAINT_IMAGES_MAX}张证据，已达上限。</p>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      {savedNotice}
      <ImageUploader
        key={round}
        label="证据图片"
        hint={`已有${imageCount}张，还可补充${remaining}张，支持 JPG、PNG、WebP、GIF。`}
        accept={EVIDENCE_ACCEPT}
        limit={remaining}
        error={error}
        value={images}
        onValueChange={(urls) => {
          setImages(urls);
          setError(undefined);
        }}
        upload={upload}
      />
      <button type="button" onClick={save} disabled={isSaving} className={buttonClass()}>
        {isSaving ? "保存中…" : "保存证据"}
      </button>
    </div>
  );
}
