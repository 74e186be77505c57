import { listCompanyMediations, listMediationQueue, takeMediation } from "@tousu/contracts";
import {
  formatDateTime,
  MEDIATION_DEADLINES,
  MEDIATION_DISCLAIMER,
  MEDIATION_STATE_LABELS,
  MEDIATION_STATES,
  type MediationState,
} from "@tousu/domain";
import { App, Button, Card, Segmented, Space, Table, type TableProps, Tag } from "antd";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { useBackofficeAction } from "../../shared/backoffice/use-backoffice-action";
import { useBackofficeQuery } from "../../shared/backoffice/use-backoffice-query";

const PAGE_SIZE = 20;

interface Row {
  id: number;
  state_label: string;
  created_at: string;
  respond_due_at: string;
  due_at: string | null;
  complaint: { id: number; title: string };
  enterprise_name: string;
  has_mediator: boolean;
}

function columns<T extends Row>(
  roomPath: string,
  extra: TableProps<T>["columns"] = [],
): TableProps<T>["columns"] {
  return [
    {
      title: "投诉",
      dataIndex: "complaint",
      render: (complaint: Row["complaint"], row) => (
        <Link to={`${roomPath}/${row.id}`}>{complaint.title}</Link>
      ),
    },
    { title: "企业", dataIndex: "enterprise_name", width: 180 },
    { title: "状态", dataIndex: "state_label", width: 130, render: (label: string) => <Tag>{label}</Tag> },
    {
      title: "申请时间",
      dataIndex: "created_at",
      width: 170,
      render: (value: string) => formatDateTime(value),
    },
    {
      title: "截止",
      key: "due",
      width: 170,
      render: (_, row) => formatDateTime(row.due_at ?? row.respond_due_at),
    },
    ...extra,
  ];
}

type StateFilter = MediationState | "all";

/** The staff's mediation queue: take one that the company consented to, open the rooms one runs. */
export function MediationQueuePage() {
  const [state, setState] = useState<StateFilter>("accepted");
  const [page, setPage] = useState(1);
  const send = useBackofficeAction();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const queue = useBackofficeQuery(`mediations:${state}:${page}`, (api, signal) =>
    api.call(listMediationQueue, {
      query: { page, page_size: PAGE_SIZE, ...(state === "all" ? {} : { state }) },
      signal,
    }),
  );
  type QueueRow = NonNullable<typeof queue.data>["list"][number];
  return (
    <Card title="调解队列">
      {/* Seven states do not fit a phone's width: the filter scrolls sideways rather than the page. */}
      <div style={{ overflowX: "auto", marginBottom: 16 }}>
        <Segmented<StateFilter>
          value={state}
          onChange={(next) => {
            setState(next);
            setPage(1);
          }}
          options={[
            { value: "all", label: "全部" },
            ...MEDIATION_STATES.map((value) => ({ value, label: MEDIATION_STATE_LABELS[value] })),
          ]}
        />
      </div>
      <Table<QueueRow>
        rowKey="id"
        loading={queue.isLoading}
        dataSource={queue.data?.list ?? []}
        scroll={{ x: 900 }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: queue.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={columns<QueueRow>("/admin/mediations", [
          {
            title: "调解员",
            key: "mediator",
            width: 150,
            render: (_, row) =>
              row.mediator_is_me ? (
                <Space>
                  <Tag color="green">我</Tag>
                  <Link to={`/admin/mediations/${row.id}`}>进入调解室</Link>
                </Space>
              ) : row.state === "accepted" || row.state === "in_progress" ? (
                <Button
                  size="small"
                  onClick={async () => {
                    // The mediator goes straight to the room they now run.
                    if (await send(takeMediation, { params: { id: row.id }, body: {} })) {
                      message.success("已接手调解");
                      navigate(`/admin/mediations/${row.id}`);
                    }
                  }}
                >
                  {row.has_mediator ? "改由我调解" : "接手调解"}
                </Button>
              ) : (
                "—"
              ),
          },
        ])}
      />
    </Card>
  );
}

/** The company's invitations and mediations, for the enterprises the operator belongs to. */
export function CompanyMediationsPage() {
  const [page, setPage] = useState(1);
  const list = useBackofficeQuery(`company-mediations:${page}`, (api, signal) =>
    api.call(listCompanyMediations, { query: { page, page_size: PAGE_SIZE }, signal }),
  );
  type CompanyRow = NonNullable<typeof list.data>["list"][number];
  return (
    <Card title="调解">
      <p>
        消费者申请平台调解后，请在{MEDIATION_DEADLINES.invitationDays}
        天内答复；同意后由平台调解员主持，调解最长
        {MEDIATION_DEADLINES.mediationDays}天。{MEDIATION_DISCLAIMER}。
      </p>
      <Table<CompanyRow>
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        scroll={{ x: 800 }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={columns<CompanyRow>("/company/mediations")}
      />
    </Card>
  );
}
