import { listReviewComplaints } from "@tousu/contracts";
import {
  COMPLAINT_STATUS_LABELS,
  COMPLAINT_STATUSES,
  type ComplaintStatus,
  describeRemaining,
  formatDateTime,
  MEMBER_AUDIT_TARGET_HOURS,
} from "@tousu/domain";
import { Card, Input, Segmented, Select, Space, Tag, Tooltip, Typography } from "antd";
import { Link, useSearchParams } from "react-router";
import { ConsoleTable } from "./console-table";
import { PersonalDataTags } from "./personal-data-marks";
import { CONSOLE_PAGE_SIZE, usePagedList } from "./use-paged-list";

const FLAG_FILTERS = [
  { label: "全部", value: "" },
  { label: "有审核标记", value: "true" },
  { label: "无标记", value: "false" },
];

const FLAG_REASON_LABELS: Record<string, string> = { sensitive_words: "含审核敏感词" };

/**
 * The audit queue: pending complaints oldest first after members' 加急 ones (decision 093), the
 * flagged ones standing out, with the kinds of personal data their text holds (masked once public,
 * docs/decisions/058).
 */
export function ReviewQueuePage() {
  // Filters live in the URL, so going back from a review returns to the same slice of the queue.
  const [searchParams, setSearchParams] = useSearchParams();
  const status = (searchParams.get("status") ?? "pending_review") as ComplaintStatus;
  const keyword = searchParams.get("keyword") ?? "";
  const flagged = searchParams.get("flagged") ?? "";
  const setFilter = (name: string, value: string) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });

  const queue = usePagedList(`queue:${status}:${keyword}:${flagged}`, (api, page, signal) =>
    api.call(listReviewComplaints, {
      query: {
        status,
        page,
        page_size: CONSOLE_PAGE_SIZE,
        ...(keyword ? { keyword } : {}),
        ...(flagged ? { flagged: flagged as "true" | "false" } : {}),
      },
      signal,
    }),
  );

  return (
    <Card>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label="投诉状态"
          style={{ width: 160 }}
          value={status}
          onChange={(value) => setFilter("status", value)}
          options={COMPLAINT_STATUSES.map((value) => ({ value, label: COMPLAINT_STATUS_LABELS[value] }))}
        />
        <Segmented
          options={FLAG_FILTERS}
          value={flagged}
          onChange={(value) => setFilter("flagged", String(value))}
        />
        <Input.Search
          aria-label="标题关键词或投诉编号"
          allowClear
          placeholder="标题关键词或投诉编号"
          defaultValue={keyword}
          style={{ width: 260 }}
          onSearch={(value) => setFilter("keyword", value.trim())}
        />
      </Space>
      <ConsoleTable
        list={queue}
        onRow={(row) => (row.flags.length > 0 ? { style: { background: "#fff2f0" } } : {})}
        columns={[
          { title: "投诉编号", dataIndex: "sn", width: 120 },
          {
            title: "标题",
            dataIndex: "title",
            render: (title: string, row) => (
              <Space size={4} wrap>
                <Link to={`/admin/complaints/${row.id}`}>{title}</Link>
                {row.audit_due_at ? <Tag color="warning">VIP 加急</Tag> : null}
                {row.is_resubmission ? <Tag color="blue">重新提交</Tag> : null}
                {row.is_hidden ? <Tag>已隐藏</Tag> : null}
              </Space>
            ),
          },
          {
            title: "品牌 / 类型",
            dataIndex: "brand_name",
            width: 150,
            render: (brand: string, row) => (
              <Space direction="vertical" size={0}>
                {brand}
                <Typography.Text type="secondary">{row.subtype_name}</Typography.Text>
              </Space>
            ),
          },
          { title: "投诉人", dataIndex: "author", width: 110 },
          {
            title: "审核标记",
            dataIndex: "flags",
            width: 140,
            render: (flags: (typeof queue.rows)[number]["flags"]) =>
              flags.length === 0
                ? "—"
                : flags.map((flag) => (
                    <Tooltip
                      key={`${flag.reason}:${flag.created_at}`}
                      title={FLAG_REASON_LABELS[flag.reason] ?? flag.reason}
                    >
                      <Tag color="red">
                        {flag.words.length > 0
                          ? flag.words.join("、")
                          : (FLAG_REASON_LABELS[flag.reason] ?? flag.reason)}
                      </Tag>
                    </Tooltip>
                  )),
          },
          {
            title: "个人信息",
            dataIndex: "personal_data",
            width: 110,
            render: (kinds: (typeof queue.rows)[number]["personal_data"]) => (
              <PersonalDataTags kinds={kinds} />
            ),
          },
          {
            title: "提交时间",
            dataIndex: "created_at",
            width: 120,
            render: (value: string) => formatDateTime(value),
          },
          {
            title: (
              <Tooltip title={`会员投诉在提交后${MEMBER_AUDIT_TARGET_HOURS}小时内审核`}>加急审核时限</Tooltip>
            ),
            dataIndex: "audit_due_at",
            width: 130,
            render: (due: string | null, row) => (
              <AuditTarget due={due} waiting={row.status === "pending_review"} />
            ),
          },
          {
            title: "操作",
            key: "review",
            width: 80,
            render: (_, row) => <Link to={`/admin/complaints/${row.id}`}>审核</Link>,
          },
        ]}
      />
    </Card>
  );
}

/** A member's audit target: when, and while the complaint waits, how long is left or how late it is. */
function AuditTarget({ due, waiting }: { due: string | null; waiting: boolean }) {
  if (!due) return "—";
  const remaining = describeRemaining(due, Date.now());
  return (
    <Space direction="vertical" size={0}>
      {formatDateTime(due)}
      {waiting ? (
        <Typography.Text type={remaining.isPast ? "danger" : "secondary"} strong={remaining.isPast}>
          {remaining.text}
        </Typography.Text>
      ) : null}
    </Space>
  );
}
