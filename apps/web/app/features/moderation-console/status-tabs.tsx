import type { REVIEW_STATUS_LABELS } from "@tousu/contracts";
import { Segmented } from "antd";

export type ReviewStatus = keyof typeof REVIEW_STATUS_LABELS;

/** The review outcomes as tabs; a page may name them its own way (举报: 已隐藏 / 已驳回). */
export function StatusTabs<T extends string>({
  labels,
  value,
  onChange,
}: {
  labels: Record<NoInfer<T>, string>;
  value: T;
  onChange(value: NoInfer<T>): void;
}) {
  return (
    <Segmented
      style={{ marginBottom: 16 }}
      options={(Object.keys(labels) as T[]).map((key) => ({ value: key, label: labels[key] }))}
      value={value}
      onChange={(next) => onChange(next as T)}
    />
  );
}
