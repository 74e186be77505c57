import { listBrandClaimsForReview, REVIEW_STATUS_LABELS, reviewBrandClaim } from "@tousu/contracts";
import { Space, Tag } from "antd";
import { ClampedText } from "../../shared/backoffice/clamped-text";
import { useBackofficeAction } from "../../shared/backoffice/use-backoffice-action";
import { ReasonButton } from "./reason-button";
import { createdAtColumn, StatusQueueCard, useStatusQueue } from "./status-queue";

/** Enterprises asking to own a brand; approving hands them its complaints and refuses the rival claims. */
export function BrandClaimsPage() {
  const send = useBackofficeAction();
  const claims = useStatusQueue("claims", REVIEW_STATUS_LABELS, "pending", (api, query, signal) =>
    api.call(listBrandClaimsForReview, { query, signal }),
  );
  const review = (id: number, decision: "approve" | "refuse", note: string) =>
    claims.settle(
      () => send(reviewBrandClaim, { params: { id }, body: { decision, note: note || undefined } }),
      decision === "approve" ? "已通过，品牌归属该企业" : "已拒绝",
    );

  return (
    <StatusQueueCard
      queue={claims}
      columns={[
        {
          title: "品牌",
          dataIndex: "brand",
          render: (brand: (typeof claims.list.rows)[number]["brand"]) => (
            <Space size={4}>
              {brand.name}
              {brand.enterprise_id === null ? <Tag>未认领</Tag> : <Tag color="warning">已有归属</Tag>}
            </Space>
          ),
        },
        {
          title: "申请企业",
          dataIndex: "enterprise",
          render: (enterprise: (typeof claims.list.rows)[number]["enterprise"]) => (
            <Space size={4}>
              {enterprise.name}
              {enterprise.is_verified ? <Tag color="success">已认证</Tag> : <Tag>未认证</Tag>}
            </Space>
          ),
        },
        {
          title: "申请人",
          dataIndex: "applicant",
          width: 120,
          render: (name: string | null) => name ?? "—",
        },
        {
          title: "认领依据",
          dataIndex: "evidence",
          render: (evidence: string) => <ClampedText text={evidence} rows={2} />,
        },
        createdAtColumn("申请时间"),
        {
          title: "操作",
          key: "review",
          width: 170,
          render: (_, row) =>
            row.status === "pending" ? (
              <Space>
                <ReasonButton
                  label="通过"
                  title="通过品牌认领"
                  minLength={0}
                  buttonProps={{ type: "primary", size: "small" }}
                  onSubmit={(note) => review(row.id, "approve", note)}
                />
                <ReasonButton
                  label="拒绝"
                  title="拒绝品牌认领"
                  buttonProps={{ danger: true, size: "small" }}
                  onSubmit={(note) => review(row.id, "refuse", note)}
                />
              </Space>
            ) : (
              `${REVIEW_STATUS_LABELS[row.status]}${row.review_note ? `：${row.review_note}` : ""}`
            ),
        },
      ]}
    />
  );
}
