import { DownloadOutlined } from "@ant-design/icons";
import {
  COMPANY_INBOX_SORTS,
  type CompanyInboxRow,
  exportCompanyComplaints,
  listCompanyComplaints,
} from "@tousu/contracts";
import {
  COMPLAINT_DEADLINES,
  COMPLAINT_STATUS_LABELS,
  COMPLAINT_STATUSES,
  type ComplaintStatus,
  deadlineText,
  formatDateTime,
  LIST_KEYWORD_MAX,
  PUBLIC_COMPLAINT_STATUSES,
} from "@tousu/domain";
import {
  App,
  Button,
  Card,
  DatePicker,
  Empty,
  Grid,
  Input,
  Pagination,
  type PaginationProps,
  Select,
  Space,
  Spin,
  type TableProps,
  Tag,
  Typography,
} from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { saveFile } from "../../shared/backoffice/save-file";
import { useBackofficeQuery } from "../../shared/backoffice/use-backoffice-query";
import { WideTable } from "../../shared/backoffice/wide-table";
import { useApi } from "../../shared/session/api-context";
import { DeadlineClock } from "./deadline-clock";
import { useCompanyPortal } from "./portal-context";
import { StatusTag } from "./status-tag";

type Sort = (typeof COMPANY_INBOX_SORTS)[number];

const PAGE_SIZE = 20;
const SORT_LABELS: Record<Sort, string> = { newest: "最新发布", deadline: "截止时间最近" };
// The portal lists published complaints only, so only the statuses a published complaint can have.
const STATUS_OPTIONS = COMPLAINT_STATUSES.filter((status) => PUBLIC_COMPLAINT_STATUSES.includes(status)).map(
  (status) => ({ value: status, label: COMPLAINT_STATUS_LABELS[status] }),
);

/** The filters live in the URL, so the list comes back as it was after opening a complaint. */
function useInboxFilters() {
  const [params, setParams] = useSearchParams();
  const filters = {
    status: (params.get("status") as ComplaintStatus | null) ?? undefined,
    brand_id: params.get("brand_id") ?? undefined,
    overdue: params.get("overdue") ?? undefined,
    keyword: params.get("keyword") ?? undefined,
    from: params.get("from") ?? undefined,
    to: params.get("to") ?? undefined,
    sort: (params.get("sort") as Sort | null) ?? "newest",
  };
  const page = Math.max(1, Number(params.get("page")) || 1);
  function update(changes: Record<string, string | undefined>, keepPage = false) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      if (!keepPage) next.delete("page");
      return next;
    });
  }
  return { filters, page, update };
}

function ComplaintLink({ row }: { row: CompanyInboxRow }) {
  return (
    <Link to={`/company/complaints/${row.id}`} className="font-medium">
      {row.title}
    </Link>
  );
}

/** The complaint's number, and whether it is overdue or awaits a decision on the company's application. */
function ComplaintMarks({ row }: { row: CompanyInboxRow }) {
  return (
    <>
      <span>投诉编号 {row.sn}</span>
      {row.is_overdue ? <Tag color="red">超时</Tag> : null}
      {row.pending_application ? <Tag color="warning">{row.pending_application.kind_label}审核中</Tag> : null}
    </>
  );
}

/** On a phone, each complaint is a card: the table's columns, one under the other. */
function InboxCards({ rows, pagination }: { rows: CompanyInboxRow[]; pagination: PaginationProps }) {
  if (rows.length === 0) return <Empty description="暂无投诉" />;
  return (
    <>
      <ul className="flex flex-col gap-3">
        {rows.map((row) => (
          <li key={row.id} className="rounded-lg border border-gray-200 p-3">
            <ComplaintLink row={row} />
            <div className="mt-2 flex flex-wrap items-center gap-1 text-xs text-gray-600">
              <StatusTag status={row.status} label={row.status_label} />
              <ComplaintMarks row={row} />
            </div>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-gray-600">处理时限</dt>
              <dd>
                <DeadlineClock deadline={row.deadline} />
              </dd>
              <dt className="text-gray-600">品牌</dt>
              <dd>{row.brand?.name ?? "—"}</dd>
              <dt className="text-gray-600">投诉人</dt>
              <dd>{row.consumer_nickname}</dd>
              <dt className="text-gray-600">发布时间</dt>
              <dd>{formatDateTime(row.dispatched_at)}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <Pagination className="!mt-4" align="end" simple {...pagination} />
    </>
  );
}

const columns: TableProps<CompanyInboxRow>["columns"] = [
  {
    title: "投诉",
    key: "title",
    render: (_, row) => (
      <div className="max-w-md">
        <ComplaintLink row={row} />
        <div className="mt-1 flex flex-wrap items-center gap-1 text-xs text-gray-600">
          <ComplaintMarks row={row} />
        </div>
      </div>
    ),
  },
  { title: "品牌", key: "brand", width: 140, render: (_, row) => row.brand?.name ?? "—" },
  {
    title: "状态",
    key: "status",
    width: 110,
    render: (_, row) => <StatusTag status={row.status} label={row.status_label} />,
  },
  {
    title: "处理时限",
    key: "deadline",
    width: 150,
    render: (_, row) => <DeadlineClock deadline={row.deadline} />,
  },
  { title: "投诉人", dataIndex: "consumer_nickname", width: 120 },
  {
    title: "发布时间",
    key: "dispatched_at",
    width: 190,
    render: (_, row) => formatDateTime(row.dispatched_at),
  },
  {
    title: "操作",
    key: "open",
    width: 90,
    render: (_, row) => (
      <Link to={`/company/complaints/${row.id}`}>{row.actions.length > 0 ? "处理" : "查看"}</Link>
    ),
  },
];

/** 投诉处理: the enterprise's complaints with filters, deadline clocks and the CSV export. */
export default function InboxPage() {
  const { membership } = useCompanyPortal();
  const loadApi = useApi();
  const { message } = App.useApp();
  const { filters, page, update } = useInboxFilters();
  const [keyword, setKeyword] = useState(filters.keyword ?? "");
  const [isExporting, setIsExporting] = useState(false);
  const query = { enterprise_id: membership.enterprise.id, ...filters };
  const inbox = useBackofficeQuery(`inbox:${JSON.stringify(query)}:${page}`, (api, signal) =>
    api.call(listCompanyComplaints, { query: { ...query, page, page_size: PAGE_SIZE }, signal }),
  );
  const pagination: PaginationProps = {
    current: page,
    pageSize: PAGE_SIZE,
    total: inbox.data?.total ?? 0,
    showSizeChanger: false,
    showTotal: (total) => `共 ${total} 件`,
    onChange: (next) => update({ page: next > 1 ? String(next) : undefined }, true),
  };
  // Below `md` (Ant Design's breakpoints are Tailwind's) the list is cards; this page renders in the browser only.
  const isPhone = Grid.useBreakpoint().md === false;

  async function exportCsv() {
    setIsExporting(true);
    try {
      const api = await loadApi();
      const file = await api.blob(exportCompanyComplaints, { query });
      saveFile(file, `投诉导出-${dayjs().format("YYYY-MM-DD")}.csv`);
      message.success("导出成功");
    } catch {
      // The API client has announced the refusal (docs/product/errors.md#body-codes).
    } finally {
      setIsExporting(false);
    }
  }

  return (
    <Card
      title="投诉处理"
      extra={
        <Button icon={<DownloadOutlined />} loading={isExporting} onClick={() => void exportCsv()}>
          导出CSV
        </Button>
      }
    >
      <Space wrap className="mb-4">
        <Select
          aria-label="状态"
          placeholder="全部状态"
          allowClear
          style={{ width: 140 }}
          value={filters.status}
          onChange={(status) => update({ status })}
          options={STATUS_OPTIONS}
        />
        <Select
          aria-label="品牌"
          placeholder="全部品牌"
          allowClear
          style={{ width: 160 }}
          value={filters.brand_id ? Number(filters.brand_id) : undefined}
          onChange={(brandId?: number) => update({ brand_id: brandId ? String(brandId) : undefined })}
          options={membership.brands.map((brand) => ({ value: brand.id, label: brand.name }))}
        />
        <Select
          aria-label="超时"
          placeholder="是否超时"
          allowClear
          style={{ width: 120 }}
          value={filters.overdue}
          onChange={(overdue) => update({ overdue })}
          options={[
            { value: "true", label: "超时" },
            { value: "false", label: "未超时" },
          ]}
        />
        <DatePicker.RangePicker
          aria-label="投诉时间"
          value={filters.from && filters.to ? [dayjs(filters.from), dayjs(filters.to)] : null}
          onChange={(range) =>
            update({ from: range?.[0]?.format("YYYY-MM-DD"), to: range?.[1]?.format("YYYY-MM-DD") })
          }
        />
        <Input.Search
          aria-label="标题关键词"
          placeholder="搜索投诉标题或编号"
          allowClear
          maxLength={LIST_KEYWORD_MAX}
          style={{ width: 220 }}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          onSearch={(value) => update({ keyword: value.trim() || undefined })}
        />
        <Select
          aria-label="排序"
          style={{ width: 150 }}
          value={filters.sort}
          onChange={(sort) => update({ sort: sort === "newest" ? undefined : sort })}
          options={COMPANY_INBOX_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))}
        />
      </Space>
      {isPhone ? (
        <Spin spinning={inbox.isLoading}>
          <InboxCards rows={inbox.data?.list ?? []} pagination={pagination} />
        </Spin>
      ) : (
        <WideTable<CompanyInboxRow>
          rowKey="id"
          columns={columns}
          dataSource={inbox.data?.list ?? []}
          loading={inbox.isLoading}
          pagination={pagination}
        />
      )}
      <Typography.Paragraph type="secondary" className="!mt-3 text-xs">
        首次响应（受理、回复或请用户补充）须在发布后
        {deadlineText(COMPLAINT_DEADLINES.firstResponseWorkingDays, "working_days")}
        内完成，否则投诉将标记为“超时”并保留在记录中。
      </Typography.Paragraph>
    </Card>
  );
}
