import {
  addComplaintEvidence,
  type ComplaintDetail,
  completeComplaint,
  EVIDENCE_CLOSED_STATUSES,
  withdrawComplaint,
} from "@tousu/contracts";
import { WITHDRAW_REASON_MAX } from "@tousu/domain";
import { useState } from "react";
import { Link } from "react-router";
import { buttonClass } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { TextArea } from "../../ui/text-area";
import { AppealDialog } from "./appeal-dialog";
import { RateDialog } from "./rate-dialog";
import { SubmitFooter } from "./submit-footer";
import { SupplementForm } from "./supplement-form";
import { useComplaintCall } from "./use-complaint-call";

/** The state-machine actions this panel has a button for (resubmitting is done from the user centre). */
const LIFECYCLE_BUTTONS = ["complete", "appeal", "rate", "supply_info", "withdraw"] as const;

type OpenDialog = "complete" | "appeal" | "rate" | "withdraw" | "supplement" | null;

/**
 * The owner's tools. Which buttons show comes from the server (`viewer.actions`, the state machine's
 * answer for this complaint); the server decides again on every call.
 */
export function OwnerActions({ complaint }: { complaint: ComplaintDetail }) {
  const { actions } = complaint.viewer;
  const call = useComplaintCall();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [withdrawReason, setWithdrawReason] = useState("");
  const params = { id: complaint.id };
  const hasLifecycleActions = LIFECYCLE_BUTTONS.some((action) => actions.includes(action));
  const canAddEvidence = !EVIDENCE_CLOSED_STATUSES.includes(complaint.status);
  // The owner always gets the whole gallery, hidden or not.
  const hasImages = complaint.images.length > 0;

  const open = (next: Exclude<OpenDialog, null>) => {
    call.setError(undefined);
    setDialog(next);
  };
  const dialogProps = (name: Exclude<OpenDialog, null>) => ({
    open: dialog === name,
    onOpenChange: (isOpen: boolean) => setDialog(isOpen ? name : null),
  });
  const closeAfter = async (isDone: Promise<boolean>) => {
    if (await isDone) setDialog(null);
  };

  return (
    <div className="space-y-3">
      {hasLifecycleActions ? (
        <div className="flex flex-wrap gap-2 border-b border-gray-100 pb-3">
          {actions.includes("complete") ? (
            <button type="button" onClick={() => open("complete")} className={buttonClass()}>
              确认完成
            </button>
          ) : null}
          {actions.includes("appeal") ? (
            <button
              type="button"
              onClick={() => open("appeal")}
              className={buttonClass({ variant: "secondary" })}
            >
              不满意，申诉
            </button>
          ) : null}
          {actions.includes("rate") ? (
            <button type="button" onClick={() => open("rate")} className={buttonClass()}>
              评价商家
            </button>
          ) : null}
          {actions.includes("supply_info") ? (
            <button type="button" onClick={() => open("supplement")} className={buttonClass()}>
              补充信息
            </button>
          ) : null}
          {actions.includes("withdraw") ? (
            <button
              type="button"
              onClick={() => open("withdraw")}
              className={buttonClass({ variant: "ghost" })}
            >
              撤销投诉
            </button>
          ) : null}
        </div>
      ) : null}
      {canAddEvidence || hasImages ? (
        <div className="flex flex-wrap gap-2">
          {canAddEvidence ? (
            <Link
              to={`/complaint/accelerate/${complaint.id}`}
              className={buttonClass({ variant: "secondary", size: "sm" })}
            >
              补充证据
            </Link>
          ) : null}
          {hasImages ? (
            <button
              type="button"
              disabled={call.isPending}
              onClick={() =>
                void call.run((api) =>
                  api.request(addComplaintEvidence, {
                    params,
                    body: { images_hidden: !complaint.images_hidden },
                    quiet: true,
                  }),
                )
              }
              className={buttonClass({ variant: "secondary", size: "sm" })}
            >
              {complaint.images_hidden ? "公开投诉图片" : "隐藏投诉图片"}
            </button>
          ) : null}
        </div>
      ) : null}
      {hasImages ? (
        <p className="text-xs leading-5 text-gray-600">
          {complaint.images_hidden ? "图片当前仅你自己可见。" : "图片当前对所有人公开，可随时隐藏。"}
        </p>
      ) : null}
      {dialog === null && call.error ? (
        <p role="alert" className="text-sm text-brand-700">
          {call.error}
        </p>
      ) : null}

      <Dialog
        {...dialogProps("complete")}
        title="确认完成投诉"
        description="确认后投诉完成，之后可以评价商家的处理。"
      >
        <SubmitFooter
          label="确认完成"
          error={call.error}
          isPending={call.isPending}
          onSubmit={() =>
            closeAfter(call.run((api) => api.request(completeComplaint, { params, body: {}, quiet: true })))
          }
        />
      </Dialog>
      <Dialog {...dialogProps("withdraw")} title="撤销投诉" description="撤销后投诉关闭，不能恢复。">
        <div className="space-y-4">
          <TextArea
            label="撤诉理由（选填）"
            limit={WITHDRAW_REASON_MAX}
            rows={3}
            value={withdrawReason}
            onValueChange={setWithdrawReason}
          />
          <SubmitFooter
            label="确认撤销"
            error={call.error}
            isPending={call.isPending}
            onSubmit={() =>
              closeAfter(
                call.run((api) =>
                  api.request(withdrawComplaint, {
                    params,
                    body: withdrawReason.trim() ? { reason: withdrawReason.trim() } : {},
                    quiet: true,
                  }),
                ),
              )
            }
          />
        </div>
      </Dialog>
      {actions.includes("appeal") ? (
        <AppealDialog complaintId={complaint.id} {...dialogProps("appeal")} />
      ) : null}
      {/* Mounted only while a question is open: a successful answer reloads the page without it. */}
      {actions.includes("supply_info") ? (
        <Dialog
          {...dialogProps("supplement")}
          title="补充信息"
          description="按平台或商家的要求补充说明和凭证。"
        >
          <SupplementForm complaintId={complaint.id} />
        </Dialog>
      ) : null}
      {actions.includes("rate") ? <RateDialog complaintId={complaint.id} {...dialogProps("rate")} /> : null}
    </div>
  );
}
