import { Dialog } from "../../ui/dialog";
import { FeedbackForm } from "./feedback-form";

export function FeedbackDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="意见反馈"
      description="告诉我们你遇到的问题或建议，留下联系方式便于我们回复你。"
    >
      <FeedbackForm onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}
