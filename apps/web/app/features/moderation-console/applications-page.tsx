import { listCompanyApplications, REVIEW_STATUS_LABELS } from "@tousu/contracts";
import { Image, Space, Typography } from "antd";
import { Link } from "react-router";
import { ClampedText } from "../../shared/backoffice/clamped-text";
import { APPLICATION_KIND_LABELS, type ApplicationKind } from "../complaint-lifecycle";
import { ApplicationDecision } from "./complaint-review-page";
import { createdAtColumn, StatusQueueCard, useStatusQueue } from "./status-queue";

/** Companies asking to archive or end a complaint, with their reason and evidence. */
export function ApplicationsPage() {
  const applications = useStatusQueue("applications", REVIEW_STATUS_LABELS, "pending", (api, query, signal) =>
    api.call(listCompanyApplications, { query, signal }),
  );
  return (
    <StatusQueueCard
      queue={applications}
      columns={[
        {
          title: "投诉",
          dataIndex: "complaint",
          render: (complaint: (typeof applications.list.rows)[number]["complaint"]) => (
            <Space direction="vertical" size={0}>
              <Link to={`/admin/complaints/${complaint.id}`}>{complaint.title}</Link>
              <Typography.Text type="secondary">{complaint.status_label}</Typography.Text>
            </Space>
          ),
        },
        { title: "企业", dataIndex: ["enterprise", "name"], width: 180 },
        {
          title: "类型",
          dataIndex: "kind",
          width: 90,
          render: (kind: ApplicationKind) => APPLICATION_KIND_LABELS[kind],
        },
        {
          title: "申请理由",
          dataIndex: "reason",
          render: (reason: string) => <ClampedText text={reason} rows={3} />,
        },
        {
          title: "凭证",
          dataIndex: "evidence_urls",
          width: 150,
          render: (urls: string[]) =>
            urls.length === 0 ? (
              "—"
            ) : (
              <Image.PreviewGroup>
                <Space wrap size={4}>
                  {urls.map((url) => (
                    <Image
                      key={url}
                      width={40}
                      height={40}
                      style={{ objectFit: "cover" }}
                      src={url}
                      alt="凭证"
                    />
                  ))}
                </Space>
              </Image.PreviewGroup>
            ),
        },
        createdAtColumn("申请时间"),
        {
          title: applications.status === "pending" ? "操作" : "审核备注",
          key: "decision",
          width: 200,
          render: (_, row) =>
            row.status === "pending" ? (
              <ApplicationDecision applicationId={row.id} onDecided={applications.list.reload} />
            ) : (
              (row.review_note ?? "—")
            ),
        },
      ]}
    />
  );
}
