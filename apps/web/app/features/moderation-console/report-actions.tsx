import { Space } from "antd";
import type { ReactNode } from "react";
import { ReasonButton } from "./reason-button";
import type { ReviewStatus } from "./status-tabs";

/** A report queue's tabs and settled states: open, dealt with (the page's word for it), dismissed. */
export function reportStatusLabels(dealtWith: string): Record<ReviewStatus, string> {
  return { pending: "待处理", approved: dealtWith, refused: "已驳回" };
}

/**
 * A report's actions while it is open: the page's own way of dealing with the content, then 驳回 with an
 * optional note. A settled report shows how it was settled instead.
 */
export function ReportActions({
  status,
  labels,
  dealWith,
  onDismiss,
}: {
  status: ReviewStatus;
  labels: Record<ReviewStatus, string>;
  dealWith: ReactNode;
  onDismiss(note: string): Promise<boolean>;
}) {
  if (status !== "pending") return labels[status];
  return (
    <Space>
      {dealWith}
      <ReasonButton
        label="驳回"
        title="驳回举报"
        minLength={0}
        placeholder="处理说明（选填）"
        buttonProps={{ size: "small" }}
        onSubmit={onDismiss}
      />
    </Space>
  );
}
