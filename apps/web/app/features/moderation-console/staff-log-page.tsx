import { listStaffActions } from "@tousu/contracts";
import { formatDateTime, isComplaintNumber } from "@tousu/domain";
import { Card, Input, InputNumber, Space, Tag, Typography } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { ConsoleTable } from "./console-table";
import { staffActionLabel } from "./labels";
import { CONSOLE_PAGE_SIZE, usePagedList } from "./use-paged-list";

/** The append-only staff log, newest first. */
export function StaffLogPage() {
  const [staffId, setStaffId] = useState<number | null>(null);
  const [complaintSn, setComplaintSn] = useState("");
  // The log is filtered once a whole number is typed.
  const complaintFilter = isComplaintNumber(complaintSn.trim()) ? complaintSn.trim() : null;
  const log = usePagedList(`log:${staffId ?? ""}:${complaintFilter ?? ""}`, (api, page, signal) =>
    api.call(listStaffActions, {
      query: {
        page,
        page_size: CONSOLE_PAGE_SIZE,
        ...(staffId ? { staff_id: staffId } : {}),
        ...(complaintFilter ? { complaint_sn: complaintFilter } : {}),
      },
      signal,
    }),
  );
  return (
    <Card>
      <Space wrap style={{ marginBottom: 16 }}>
        <InputNumber
          min={1}
          placeholder="人员编号"
          value={staffId}
          onChange={setStaffId}
          style={{ width: 140 }}
        />
        <Input
          inputMode="numeric"
          allowClear
          placeholder="投诉编号"
          aria-label="投诉编号"
          value={complaintSn}
          onChange={(event) => setComplaintSn(event.target.value)}
          style={{ width: 160 }}
        />
        <Typography.Text type="secondary">日志只增不改，任何人都不能修改或删除。</Typography.Text>
      </Space>
      <ConsoleTable
        list={log}
        columns={[
          {
            title: "时间",
            dataIndex: "created_at",
            width: 170,
            render: (value: string) => formatDateTime(value),
          },
          {
            title: "人员",
            dataIndex: "staff",
            width: 140,
            render: (staff: { id: number; name: string } | null) =>
              staff ? `${staff.name}（#${staff.id}）` : "—",
          },
          {
            title: "操作",
            dataIndex: "action",
            width: 150,
            render: (action: string) => staffActionLabel(action),
          },
          {
            title: "对象",
            key: "target",
            render: (_, row) =>
              row.complaint_id === null ? (
                `${row.target_type} #${row.target_id}`
              ) : (
                <Link to={`/admin/complaints/${row.complaint_id}`}>投诉 {row.complaint_sn}</Link>
              ),
          },
          {
            title: "详情",
            dataIndex: "detail",
            render: (detail: Record<string, unknown>) => (
              <Typography.Text code style={{ whiteSpace: "pre-wrap", wordBreak: "break-all" }}>
                {JSON.stringify(detail)}
              </Typography.Text>
            ),
          },
          {
            title: "公开",
            dataIndex: "is_public",
            width: 70,
            render: (isPublic: boolean) => (isPublic ? <Tag color="blue">公开</Tag> : null),
          },
        ]}
      />
    </Card>
  );
}
