import {
  assignLawyerMediator,
  listCompanyMediations,
  listMediationLawyers,
  listMediationQueue,
  takeMediation,
} from "@tousu/contracts";
import {
  formatDateTime,
  MEDIATION_DEADLINES,
  MEDIATION_DISCLAIMER,
  MEDIATION_STATE_LABELS,
  MEDIATION_STATES,
  type MediationState,
} from "@tousu/domain";
import { App, Button, Card, Empty, Modal, Segmented, Select, Space, type TableProps, Tag } from "antd";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { useBackofficeAction } from "../../shared/backoffice/use-backoffice-action";
import { useBackofficeQuery } from "../../shared/backoffice/use-backoffice-query";
import { WideTable } from "../../shared/backoffice/wide-table";

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

/**
 * Hands a mediation to a lawyer mediator: the server offers verified lawyers who mediate and stand on
 * neither side, and checks again when assigning (docs/decisions/054).
 */
function AssignLawyerDialog({
  mediationId,
  onClose,
}: {
  mediationId: number;
  onClose(assigned: boolean): void;
}) {
  const send = useBackofficeAction();
  const { message } = App.useApp();
  const [lawyerId, setLawyerId] = useState<number>();
  const lawyers = useBackofficeQuery(`mediation-lawyers:${mediationId}`, (api, signal) =>
    api.call(listMediationLawyers, { params: { id: mediationId }, signal }),
  );
  const list = lawyers.data?.list ?? [];
  return (
    <Modal
      open
      title="交给律师调解员"
      okText="交给该律师"
      okButtonProps={{ disabled: lawyerId === undefined }}
      onCancel={() => onClose(false)}
      onOk={async () => {
        if (lawyerId === undefined) return;
        if (
          await send(assignLawyerMediator, { params: { id: mediationId }, body: { lawyer_id: lawyerId } })
        ) {
          message.success("已交给律师调解员，律师声明无利益冲突后进入调解室");
          onClose(true);
        }
      }}
    >
      {!lawyers.isLoading && list.length === 0 ? (
        <Empty description="暂无可担任调解员且无利益冲突的律师" />
      ) : (
        <Select<number>
          style={{ width: "100%" }}
          aria-label="律师调解员"
          placeholder="选择律师"
          loading={lawyers.isLoading}
          value={lawyerId}
          onChange={setLawyerId}
          options={list.map((lawyer) => ({
            value: lawyer.id,
            label: `${lawyer.display_name} · ${lawyer.law_firm} · ${lawyer.city}`,
          }))}
        />
      )}
    </Modal>
  );
}

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
  const [lawyerFor, setLawyerFor] = useState<number | null>(null);
  type QueueRow = NonNullable<typeof queue.data>["list"][number];
  return (
    <Card title="调解队列">
      {lawyerFor !== null && (
        <AssignLawyerDialog
          mediationId={lawyerFor}
          onClose={(assigned) => {
            setLawyerFor(null);
            if (assigned) queue.reload();
          }}
        />
      )}
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
      <WideTable<QueueRow>
        rowKey="id"
        loading={queue.isLoading}
        dataSource={queue.data?.list ?? []}
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
            width: 220,
            render: (_, row) =>
              row.mediator_is_me ? (
                <Space>
                  <Tag color="green">我</Tag>
                  <Link to={`/admin/mediations/${row.id}`}>进入调解室</Link>
                </Space>
              ) : row.state === "accepted" || row.state === "in_progress" ? (
                <Space wrap>
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
                  <Button size="small" onClick={() => setLawyerFor(row.id)}>
                    交给律师调解员
                  </Button>
                </Space>
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
      <WideTable<CompanyRow>
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
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
