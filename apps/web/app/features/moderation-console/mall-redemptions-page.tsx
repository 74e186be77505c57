import { fulfilRedemption, listConsoleRedemptions } from "@tousu/contracts";
import {
  formatDateTime,
  MALL_FULFILMENT_NOTE_MIN,
  MALL_REDEMPTION_STATUS_LABELS,
  type MallRedemptionStatus,
} from "@tousu/domain";
import { Card, Space, Tag, Typography } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { useBackofficeAction } from "../../shared/backoffice/use-backoffice-action";
import { ConsoleTable } from "./console-table";
import { ReasonButton } from "./reason-button";
import { StatusTabs } from "./status-tabs";
import { useConsoleMutation } from "./use-console-mutation";
import { CONSOLE_PAGE_SIZE, usePagedList } from "./use-paged-list";

type StatusFilter = MallRedemptionStatus | "all";
const FILTER_LABELS: Record<StatusFilter, string> = { all: "全部", ...MALL_REDEMPTION_STATUS_LABELS };
const STATUS_COLOURS: Record<MallRedemptionStatus, string> = {
  granted: "success",
  issued: "processing",
  used: "default",
  requested: "error",
  fulfilled: "success",
};

/**
 * 积分兑换 (decision 111): every redemption of the points mall, newest first. A printed package waits
 * (待寄送) until a mediator prints the member's complaint, confirms the address on the account's bound
 * phone, sends it, and marks it sent here with the carrier and tracking number.
 */
export function MallRedemptionsPage() {
  const [status, setStatus] = useState<StatusFilter>("requested");
  const send = useBackofficeAction();
  const redemptions = usePagedList(`mall-redemptions:${status}`, (api, page, signal) =>
    api.call(listConsoleRedemptions, {
      query: { page, page_size: CONSOLE_PAGE_SIZE, ...(status === "all" ? {} : { status }) },
      signal,
    }),
  );
  const settle = useConsoleMutation(redemptions.reload);
  const fulfil = (id: number, note: string) =>
    settle(() => send(fulfilRedemption, { params: { id }, body: { note } }), "已标记为已寄送");

  return (
    <Card>
      <StatusTabs labels={FILTER_LABELS} value={status} onChange={setStatus} />
      <ConsoleTable
        list={redemptions}
        columns={[
          {
            title: "权益",
            key: "benefit",
            render: (_, row) => (
              <Space direction="vertical" size={0}>
                <Typography.Text strong>{row.benefit_title}</Typography.Text>
                <Typography.Text type="secondary">{row.redemption_no}</Typography.Text>
              </Space>
            ),
          },
          {
            title: "会员",
            key: "member",
            width: 150,
            render: (_, row) => (
              <Space direction="vertical" size={0}>
                <span>{row.nickname}</span>
                <Typography.Text type="secondary">用户编号 {row.user_id}</Typography.Text>
              </Space>
            ),
          },
          {
            title: "打印的投诉",
            key: "complaint",
            render: (_, row) =>
              row.complaint_id ? (
                <Link to={`/admin/complaints/${row.complaint_id}`}>
                  {row.complaint_title ?? `投诉 ${row.complaint_id}`}
                </Link>
              ) : (
                "—"
              ),
          },
          { title: "积分", dataIndex: "points", width: 70 },
          {
            title: "兑换时间",
            dataIndex: "created_at",
            width: 170,
            render: (createdAt: string) => formatDateTime(createdAt),
          },
          {
            title: "状态",
            key: "status",
            width: 170,
            render: (_, row) => (
              <Space direction="vertical" size={2}>
                <Tag color={STATUS_COLOURS[row.status]}>{row.status_label}</Tag>
                {row.fulfilment_note ? (
                  <Typography.Text type="secondary">{row.fulfilment_note}</Typography.Text>
                ) : null}
                {row.fulfilled_at ? (
                  <Typography.Text type="secondary">{formatDateTime(row.fulfilled_at)}</Typography.Text>
                ) : null}
              </Space>
            ),
          },
          {
            title: "操作",
            key: "actions",
            width: 120,
            render: (_, row) =>
              row.status === "requested" ? (
                <ReasonButton
                  label="标记已寄送"
                  title="标记打印包已寄送"
                  placeholder="快递公司与单号，例如：顺丰 SF1234567890"
                  minLength={MALL_FULFILMENT_NOTE_MIN}
                  buttonProps={{ type: "primary", size: "small" }}
                  onSubmit={(note) => fulfil(row.id, note)}
                />
              ) : null,
          },
        ]}
      />
    </Card>
  );
}
