import {
  COMPLAINT_STAGES,
  type ComplaintStage,
  type ComplaintStatus,
  complaintProgress,
} from "@tousu/domain";
import { Card } from "../../../ui/card";
import { cx } from "../../../ui/cx";

// The platform's usual service times, the same as on /complaint; "通常" because they are targets.
const STEPS: Record<ComplaintStage, { title: string; text: string; timing: string }> = {
  filed: { title: "提交投诉", text: "你的投诉已收到。", timing: "已完成" },
  review: {
    title: "平台审核",
    text: "核实内容完整、真实且不含他人隐私；需要补充时会通知你。",
    timing: "通常1个工作日内",
  },
  company: {
    title: "商家处理",
    text: "审核通过后公开展示并转交商家，商家联系你协商并公开回复。",
    timing: "通常7个工作日内回复",
  },
  confirm: { title: "确认完成", text: "问题解决后确认完成并评价处理结果。", timing: "处理后随时评价" },
};

/**
 * The complaint's course and the stage it is at (audit, then the company, then the owner's
 * confirmation); a complaint closed on the way has no course left to show.
 */
export function NextSteps({ status }: { status: ComplaintStatus }) {
  const { stage } = complaintProgress(status);
  if (stage === "ended") return null;
  const current = stage === "done" ? COMPLAINT_STAGES.length : COMPLAINT_STAGES.indexOf(stage);
  return (
    <Card title={stage === "done" ? "处理进度" : "接下来会怎样"}>
      <ol className="grid gap-4 px-5 py-5 sm:grid-cols-4">
        {COMPLAINT_STAGES.map((key, index) => {
          const step = STEPS[key];
          const isDone = index < current;
          const isCurrent = index === current;
          return (
            <li key={key} aria-current={isCurrent ? "step" : undefined} className="relative">
              <div className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className={cx(
                    "grid size-7 shrink-0 place-items-center rounded-full text-xs font-semibold",
                    isDone && "bg-emerald-500 text-white",
                    isCurrent && "bg-brand-600 text-white ring-4 ring-brand-100",
                    !isDone && !isCurrent && "bg-gray-100 text-gray-600",
                  )}
                >
                  {isDone ? "✓" : index + 1}
                </span>
                <h3 className={cx("text-sm font-semibold", isCurrent ? "text-brand-700" : "text-gray-900")}>
                  {step.title}
                  {isCurrent ? <span className="sr-only">（当前）</span> : null}
                  {isDone ? <span className="sr-only">（已完成）</span> : null}
                </h3>
              </div>
              <p className="mt-2 text-xs font-medium text-gray-700">{isDone ? "已完成" : step.timing}</p>
              <p className="mt-1 text-xs leading-5 text-gray-600">{step.text}</p>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
