import type { ReportTargetType } from "@tousu/contracts";
import { lazy, Suspense, useState } from "react";
import { useAppStore } from "../../lib/app-store";
import { useViewer } from "../../shared/session/viewer";
import { Dialog } from "../../ui/dialog";

// The form brings the contracts (the reasons, the limits) and the API client: loaded when opened.
const ReportForm = lazy(() => import("./report-form").then((module) => ({ default: module.ReportForm })));

const TARGET_NAMES: Record<ReportTargetType, string> = {
  complaint: "投诉",
  comment: "评论",
  question: "问题",
  answer: "回答",
};

interface ReportButtonProps {
  targetType: ReportTargetType;
  targetId: number;
  /** The look of the surrounding action row; a plain text button otherwise. */
  className?: string;
}

/** 举报: opens a dialog with the reasons and a note; a visitor is asked to log in first. */
export function ReportButton({ targetType, targetId, className }: ReportButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const viewer = useViewer();
  const openLogin = useAppStore((state) => state.openLogin);
  const targetName = TARGET_NAMES[targetType];
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => (viewer ? setIsOpen(true) : openLogin("login"))}
        className={className ?? "text-sm text-gray-600 hover:text-brand-700"}
      >
        举报
      </button>
      <Dialog
        open={isOpen}
        onOpenChange={setIsOpen}
        title={`举报${targetName}`}
        description={`请选择举报理由，我们会尽快核实处理该${targetName}。`}
      >
        <Suspense fallback={<p className="py-16 text-center text-sm text-gray-600">加载中…</p>}>
          <ReportForm targetType={targetType} targetId={targetId} onDone={() => setIsOpen(false)} />
        </Suspense>
      </Dialog>
    </>
  );
}
