import { listPlatformRatingTags, rateComplaint } from "@tousu/contracts";
import { RATING_CONTENT_MAX, RATING_TAGS_MAX } from "@tousu/domain";
import { useEffect, useState } from "react";
import { useApi } from "../../shared/session/api-context";
import { ChoiceChips, type ChoiceOption } from "../../ui/choice-chips";
import { Dialog } from "../../ui/dialog";
import { TextArea } from "../../ui/text-area";
import { StarInput } from "./star-input";
import { SubmitFooter } from "./submit-footer";
import { useComplaintCall } from "./use-complaint-call";

/** The owner rates a completed complaint: three scores, the platform's rating tags and a few words. */
export function RateDialog({
  complaintId,
  open,
  onOpenChange,
}: {
  complaintId: number;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const loadApi = useApi();
  const { run, isPending, error, setError } = useComplaintCall();
  const [tags, setTags] = useState<ChoiceOption[]>([]);
  const [scores, setScores] = useState({ attitude_score: 0, speed_score: 0, satisfaction_score: 0 });
  const [tagIds, setTagIds] = useState<number[]>([]);
  const [content, setContent] = useState("");

  useEffect(() => {
    if (!open || tags.length > 0) return;
    loadApi()
      .then((api) => api.call(listPlatformRatingTags, { quiet: true }))
      .then(setTags)
      .catch(() => setTags([]));
  }, [open, tags.length, loadApi]);

  async function submit() {
    if (Object.values(scores).some((score) => score === 0)) return setError("请为三项分别打分");
    if (tagIds.length > RATING_TAGS_MAX) return setError(`最多选择${RATING_TAGS_MAX}个标签`);
    const body = { ...scores, tag_ids: tagIds, ...(content.trim() ? { content: content.trim() } : {}) };
    if (await run((api) => api.request(rateComplaint, { params: { id: complaintId }, body, quiet: true }))) {
      onOpenChange(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="评价商家处理"
      description="评价将公开展示并计入品牌满意度。"
    >
      <div className="space-y-4">
        <div className="space-y-2">
          <StarInput
            label="服务态度"
            value={scores.attitude_score}
            onValueChange={(score) => setScores({ ...scores, attitude_score: score })}
          />
          <StarInput
            label="处理速度"
            value={scores.speed_score}
            onValueChange={(score) => setScores({ ...scores, speed_score: score })}
          />
          <StarInput
            label="满意度"
            value={scores.satisfaction_score}
            onValueChange={(score) => setScores({ ...scores, satisfaction_score: score })}
          />
        </div>
        {tags.length > 0 ? (
          <ChoiceChips
            label="评价标签"
            hint={`最多选择${RATING_TAGS_MAX}个`}
            options={tags}
            selected={tagIds}
            onSelectedChange={setTagIds}
          />
        ) : null}
        <TextArea
          label="评价内容（选填）"
          limit={RATING_CONTENT_MAX}
          rows={3}
          value={content}
          onValueChange={setContent}
        />
        <SubmitFooter label="提交评价" error={error} isPending={isPending} onSubmit={() => void submit()} />
      </div>
    </Dialog>
  );
}
