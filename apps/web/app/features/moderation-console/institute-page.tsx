import {
  type ConsoleInstituteReport,
  generateInstituteReport,
  listConsoleInstituteReports,
  listInstituteSectors,
  publishInstituteReport,
  regenerateInstituteReport,
  updateInstituteCommentary,
  withdrawInstituteReport,
} from "@tousu/contracts";
import {
  formatDateTime,
  formatRate,
  INSTITUTE_COMMENTARY_MAX,
  PERIOD_FORMAT_MESSAGE,
  parseReportPeriod,
} from "@tousu/domain";
import { Button, Card, Form, Input, Modal, Popconfirm, Select, Space, Tag, Typography } from "antd";
import { useState } from "react";
import { useBackofficeAction } from "../../shared/backoffice/use-backoffice-action";
import { useBackofficeQuery } from "../../shared/backoffice/use-backoffice-query";
import { ConsoleTable } from "./console-table";
import { useConsoleMutation } from "./use-console-mutation";
import { CONSOLE_PAGE_SIZE, usePagedList } from "./use-paged-list";

type Status = ConsoleInstituteReport["status"];
const STATUS_OPTIONS: { value: Status; label: string }[] = [
  { value: "draft", label: "草稿" },
  { value: "published", label: "已发布" },
];

/** What an editor reads before writing the commentary: the computed headline figures. */
function FiguresSummary({ report }: { report: ConsoleInstituteReport }) {
  const { figures } = report;
  const topProblems = figures.top_problems
    .slice(0, 3)
    .map((problem) => `${problem.name}（${problem.count}）`)
    .join("、");
  return (
    <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
      公开投诉 {figures.complaint_count} 件（上期 {figures.previous_count} 件）· 回复率{" "}
      {formatRate(figures.reply_rate)} · 及时回复率 {formatRate(figures.timely_rate)} · 完成率{" "}
      {formatRate(figures.completion_rate)}
      {topProblems ? ` · 主要问题：${topProblems}` : ""} · 数字计算于 {formatDateTime(report.generated_at)}
    </Typography.Paragraph>
  );
}

/** The institute's reports: generate a draft from the data, write the commentary, publish, withdraw. */
export function InstitutePage() {
  const [status, setStatus] = useState<Status | undefined>();
  const [editing, setEditing] = useState<ConsoleInstituteReport | null>(null);
  const [commentary, setCommentary] = useState("");
  const [form] = Form.useForm<{ period: string; sector: string }>();
  const send = useBackofficeAction();
  const sectors = useBackofficeQuery("institute-sectors", (api, signal) =>
    api.call(listInstituteSectors, { signal }),
  );
  const reports = usePagedList(`institute:${status ?? ""}`, (api, page, signal) =>
    api.call(listConsoleInstituteReports, {
      query: { page, page_size: CONSOLE_PAGE_SIZE, ...(status ? { status } : {}) },
      signal,
    }),
  );
  const settle = useConsoleMutation(reports.reload);

  const generate = async (values: { period: string; sector: string }) => {
    const isDone = await settle(
      () => send(generateInstituteReport, { body: values }),
      (report) => `已生成草稿：${report.title}`,
    );
    if (isDone) form.resetFields(["period"]);
  };
  const openEditor = (report: ConsoleInstituteReport) => {
    setEditing(report);
    setCommentary(report.commentary);
  };
  const saveCommentary = async () => {
    if (!editing) return;
    const isSaved = await settle(
      () => send(updateInstituteCommentary, { params: { id: editing.id }, body: { commentary } }),
      "解读已保存",
    );
    if (isSaved) setEditing(null);
  };
  const step = (
    contract:
      | typeof publishInstituteReport
      | typeof withdrawInstituteReport
      | typeof regenerateInstituteReport,
    id: number,
    done: string,
  ) => settle(() => send(contract, { params: { id } }), done);

  return (
    <Card>
      <Form form={form} layout="inline" onFinish={generate} style={{ marginBottom: 12, rowGap: 8 }}>
        <Form.Item
          name="period"
          rules={[
            { required: true, message: "请填写报告周期" },
            {
              validator: (_, value?: string) =>
                !value || parseReportPeriod(value.trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error(PERIOD_FORMAT_MESSAGE)),
            },
          ]}
        >
          <Input aria-label="报告周期" placeholder="周期，如 2026-05 或 2026-Q2" style={{ width: 240 }} />
        </Form.Item>
        <Form.Item name="sector" rules={[{ required: true, message: "请选择行业" }]}>
          <Select
            aria-label="行业"
            placeholder="行业"
            loading={sectors.isLoading}
            options={(sectors.data ?? []).map((sector) => ({
              value: sector.name,
              label: `${sector.name}（${sector.brand_count} 个品牌）`,
            }))}
            style={{ width: 220 }}
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">
            生成草稿
          </Button>
        </Form.Item>
      </Form>
      <Typography.Paragraph type="secondary">
        报告中的数字全部由平台数据计算，编辑只撰写解读；已结束的月份或季度才能生成，同一周期和行业只有一份报告。
      </Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label="按状态筛选"
          allowClear
          placeholder="全部状态"
          options={STATUS_OPTIONS}
          style={{ width: 140 }}
          value={status}
          onChange={setStatus}
        />
      </Space>
      <ConsoleTable
        list={reports}
        columns={[
          {
            title: "报告",
            dataIndex: "title",
            render: (title: string, row) => (
              <>
                <Typography.Text strong>{title}</Typography.Text>
                <FiguresSummary report={row} />
              </>
            ),
          },
          {
            title: "状态",
            dataIndex: "status",
            width: 110,
            render: (value: Status, row) =>
              value === "published" ? (
                <Space direction="vertical" size={0}>
                  <Tag color="success">已发布</Tag>
                  <a href={`/institute/${row.id}`} target="_blank" rel="noreferrer">
                    查看
                  </a>
                </Space>
              ) : (
                <Tag>草稿</Tag>
              ),
          },
          {
            title: "操作",
            key: "actions",
            width: 260,
            render: (_, row) => (
              <Space wrap size="small">
                <Button size="small" onClick={() => openEditor(row)}>
                  编辑解读
                </Button>
                <Popconfirm
                  title="按当前数据重新计算数字？"
                  okText="重新计算"
                  cancelText="取消"
                  onConfirm={() => step(regenerateInstituteReport, row.id, "数字已重新计算")}
                >
                  <Button size="small">重新计算</Button>
                </Popconfirm>
                {row.status === "draft" ? (
                  <Button
                    size="small"
                    type="primary"
                    onClick={() => step(publishInstituteReport, row.id, "报告已发布")}
                  >
                    发布
                  </Button>
                ) : (
                  <Popconfirm
                    title="撤回后读者将无法查看，确定撤回？"
                    okText="撤回"
                    cancelText="取消"
                    onConfirm={() => step(withdrawInstituteReport, row.id, "报告已撤回")}
                  >
                    <Button size="small" danger>
                      撤回
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <Modal
        title={editing ? `解读：${editing.title}` : "解读"}
        open={editing !== null}
        okText="保存"
        cancelText="取消"
        onOk={saveCommentary}
        onCancel={() => setEditing(null)}
        width={720}
      >
        {editing ? <FiguresSummary report={editing} /> : null}
        <Input.TextArea
          aria-label="报告解读"
          value={commentary}
          onChange={(event) => setCommentary(event.target.value)}
          rows={12}
          maxLength={INSTITUTE_COMMENTARY_MAX}
          showCount
          placeholder="纯文本，段落之间空一行"
        />
      </Modal>
    </Card>
  );
}
