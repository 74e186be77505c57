import { DownloadOutlined } from "@ant-design/icons";
import { type AnalyticsDashboard, exportAnalytics, getAnalyticsDashboard } from "@tousu/contracts";
import { ANALYTICS_RANGE_MAX_DAYS, isCalendarDay } from "@tousu/domain";
import {
  App,
  Button,
  Card,
  Col,
  DatePicker,
  Empty,
  Flex,
  Row,
  Skeleton,
  Statistic,
  type TableColumnsType,
  Typography,
} from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { saveFile } from "../../shared/backoffice/save-file";
import { useBackofficeQuery } from "../../shared/backoffice/use-backoffice-query";
import { WideTable } from "../../shared/backoffice/wide-table";
import { type ChartOption, EChart } from "../../shared/charts/echart";
import { useApi } from "../../shared/session/api-context";

// 访问统计 (docs/decisions/112): the tracking's figures for a range of UTC days, kept in the address
// (?from=&to=) so a view can be shared and reloaded.

type Range = { from: string; to: string };
type Ranked = AnalyticsDashboard["pages"][number];

const BRAND_RED = "#d9363e";
const BLUE = "#1677ff";
const DAY_FORMAT = "YYYY-MM-DD";

/** Today as a UTC day, the tracking's day (decision 109). */
const utcToday = () => dayjs(new Date().toISOString().slice(0, 10));

const lastDays = (days: number): [Dayjs, Dayjs] => [utcToday().subtract(days - 1, "day"), utcToday()];

const RANGE_PRESETS = [
  { label: "今天", value: () => lastDays(1) },
  { label: "最近7天", value: () => lastDays(7) },
  { label: "最近30天", value: () => lastDays(30) },
];

function useRange(): [Range, (range: Range) => void] {
  const [params, setParams] = useSearchParams();
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const [defaultFrom, defaultTo] = lastDays(7);
  const range =
    isCalendarDay(from) && isCalendarDay(to)
      ? { from, to }
      : { from: defaultFrom.format(DAY_FORMAT), to: defaultTo.format(DAY_FORMAT) };
  return [range, (next) => setParams({ from: next.from, to: next.to })];
}

const percent = (share: number | null) => (share === null ? "—" : `${(share * 100).toFixed(1)}%`);
const bucketLabel = (data: AnalyticsDashboard, bucket: string) =>
  data.grain === "hour" ? `${bucket.slice(5, 13).replace("T", " ")}:00` : bucket.slice(5, 10);

function visitsOption(data: AnalyticsDashboard): ChartOption {
  return {
    tooltip: { trigger: "axis" },
    legend: { data: ["浏览量", "访客数"], top: 0 },
    grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
    xAxis: { type: "category", data: data.series.map((point) => bucketLabel(data, point.bucket)) },
    yAxis: { type: "value", minInterval: 1 },
    series: [
      {
        name: "浏览量",
        type: "line",
        smooth: true,
        areaStyle: { opacity: 0.12 },
        data: data.series.map((point) => point.views),
        itemStyle: { color: BRAND_RED },
      },
      {
        name: "访客数",
        type: "line",
        smooth: true,
        data: data.series.map((point) => point.visitors),
        itemStyle: { color: BLUE },
      },
    ],
  };
}

/** The funnel as bars from the first step down, each labelled with its count and its drop-off. */
function funnelOption(data: AnalyticsDashboard): ChartOption {
  const steps = [...data.funnel].reverse();
  return {
    tooltip: { trigger: "axis", axisPointer: { type: "shadow" } },
    grid: { left: 8, right: 96, top: 8, bottom: 8, containLabel: true },
    xAxis: { type: "value", minInterval: 1, axisLabel: { hideOverlap: true } },
    yAxis: { type: "category", data: steps.map((step) => step.label) },
    series: [
      {
        name: "次数",
        type: "bar",
        data: steps.map((step) => ({
          value: step.count,
          label: {
            show: true,
            position: "right",
            formatter:
              step.drop_off === null ? `${step.count}` : `${step.count}（流失${percent(step.drop_off)}）`,
          },
        })),
        itemStyle: { color: BRAND_RED },
      },
    ],
  };
}

function platformOption(data: AnalyticsDashboard): ChartOption {
  return {
    tooltip: { trigger: "item", formatter: "{b}：{c}（{d}%）" },
    legend: { bottom: 0 },
    series: [
      {
        name: "浏览量",
        type: "pie",
        radius: ["40%", "68%"],
        center: ["50%", "44%"],
        data: data.platforms.map((row) => ({
          name: row.platform === "PC" ? "PC站" : "H5站",
          value: row.hits,
          itemStyle: { color: row.platform === "PC" ? BLUE : BRAND_RED },
        })),
      },
    ],
  };
}

function rankedColumns(valueTitle: string, hitsTitle: string, unknown = ""): TableColumnsType<Ranked> {
  return [
    {
      title: valueTitle,
      dataIndex: "value",
      ellipsis: true,
      render: (value: string) => (value === "" ? unknown : value),
    },
    { title: hitsTitle, dataIndex: "hits", width: 96, align: "right" },
    { title: "访客数", dataIndex: "visitors", width: 88, align: "right" },
  ];
}

function RankedCard(props: {
  title: string;
  rows: Ranked[];
  valueTitle: string;
  hitsTitle: string;
  empty: string;
  unknown?: string;
  loading: boolean;
}) {
  return (
    <Card title={props.title} className="h-full" loading={props.loading}>
      <WideTable<Ranked>
        label={`${props.title}表格`}
        size="small"
        rowKey="value"
        pagination={false}
        dataSource={props.rows}
        columns={rankedColumns(props.valueTitle, props.hitsTitle, props.unknown)}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={props.empty} /> }}
      />
    </Card>
  );
}

type ReferrerRow = AnalyticsDashboard["referrers"][number];
const REFERRER_COLUMNS: TableColumnsType<ReferrerRow> = [
  { title: "来源", dataIndex: "label" },
  { title: "次数", dataIndex: "hits", width: 96, align: "right" },
  {
    title: "访客数",
    dataIndex: "visitors",
    width: 88,
    align: "right",
    render: (visitors: number | null) => visitors ?? "—",
  },
];

type FunnelRow = AnalyticsDashboard["funnel"][number];
const FUNNEL_COLUMNS: TableColumnsType<FunnelRow> = [
  { title: "步骤", dataIndex: "label" },
  { title: "次数", dataIndex: "count", width: 96, align: "right" },
  { title: "流失率", dataIndex: "drop_off", width: 88, align: "right", render: percent },
];

type PlatformRow = AnalyticsDashboard["platforms"][number];
const PLATFORM_COLUMNS: TableColumnsType<PlatformRow> = [
  {
    title: "站点",
    dataIndex: "platform",
    render: (platform: string) => (platform === "PC" ? "PC站" : "H5站"),
  },
  { title: "浏览量", dataIndex: "hits", width: 96, align: "right" },
  { title: "访客数", dataIndex: "visitors", width: 88, align: "right" },
];

function ExportButton({ range }: { range: Range }) {
  const loadApi = useApi();
  const { message } = App.useApp();
  const [isExporting, setIsExporting] = useState(false);

  async function exportCsv() {
    setIsExporting(true);
    try {
      const api = await loadApi();
      const file = await api.blob(exportAnalytics, { query: range });
      saveFile(file, `访问统计-${range.from}_${range.to}.csv`);
      message.success("导出成功");
    } catch {
      // The API client has announced the refusal (docs/product/errors.md#body-codes).
    } finally {
      setIsExporting(false);
    }
  }

  return (
    <Button icon={<DownloadOutlined />} loading={isExporting} onClick={() => void exportCsv()}>
      导出CSV
    </Button>
  );
}

/** 访问统计: visits, visitors and where they went, for analytics staff and admins. */
export function AnalyticsPage() {
  const [range, setRange] = useRange();
  const dashboard = useBackofficeQuery(`analytics:${range.from}:${range.to}`, (api, signal) =>
    api.call(getAnalyticsDashboard, { query: range, signal }),
  );
  const data = dashboard.data;
  const options = useMemo(
    () => data && { visits: visitsOption(data), funnel: funnelOption(data), platforms: platformOption(data) },
    [data],
  );
  const loading = dashboard.isLoading;

  return (
    <Flex vertical gap={16}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        {/* The page's one h1, at the console's title size. */}
        <Typography.Title level={1} className="!mb-0" style={{ fontSize: 20 }}>
          访问统计
        </Typography.Title>
        <Flex wrap gap={8}>
          <DatePicker.RangePicker
            aria-label="统计日期范围"
            allowClear={false}
            presets={RANGE_PRESETS}
            value={[dayjs(range.from), dayjs(range.to)]}
            disabledDate={(day, { from }) =>
              from !== undefined && Math.abs(day.diff(from, "day")) >= ANALYTICS_RANGE_MAX_DAYS
            }
            onChange={(days) => {
              const [from, to] = days ?? [];
              if (from && to) setRange({ from: from.format(DAY_FORMAT), to: to.format(DAY_FORMAT) });
            }}
          />
          <ExportButton range={range} />
        </Flex>
      </div>
      <Typography.Text type="secondary">
        日期按UTC计算（北京时间08:00起为一天）；已汇总的时段读自每小时和每日的汇总，最近一小时读自实时事件。
      </Typography.Text>
      {!data || !options ? (
        <Skeleton active paragraph={{ rows: 12 }} />
      ) : (
        <>
          <Row gutter={[16, 16]}>
            <Col xs={12} xl={6}>
              <Card loading={loading}>
                <Statistic title="浏览量" value={data.totals.views} />
              </Card>
            </Col>
            <Col xs={12} xl={6}>
              <Card loading={loading}>
                <Statistic title="访客数（按天去重）" value={data.totals.visitors} />
              </Card>
            </Col>
            <Col xs={12} xl={6}>
              <Card loading={loading}>
                <Statistic title="实时访客（30分钟内）" value={data.live_visitors} />
              </Card>
            </Col>
            <Col xs={12} xl={6}>
              <Card loading={loading}>
                <Statistic title="PC / H5 浏览量" value={data.platforms.map((row) => row.hits).join(" / ")} />
              </Card>
            </Col>
          </Row>
          <Card title={`访问趋势（按${data.grain === "hour" ? "小时" : "天"}，UTC）`} loading={loading}>
            {data.totals.views > 0 ? (
              <EChart option={options.visits} label="浏览量与访客数趋势图" />
            ) : (
              <Empty description="所选日期内暂无访问" className="py-16" />
            )}
          </Card>
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={14}>
              <Card title="投诉转化" className="h-full" loading={loading}>
                {data.funnel.some((step) => step.count > 0) ? (
                  <EChart option={options.funnel} height={240} label="投诉转化漏斗图" />
                ) : (
                  <Empty description="所选日期内暂无投诉相关访问" className="py-12" />
                )}
                <WideTable<FunnelRow>
                  label="投诉转化表格"
                  size="small"
                  rowKey="step"
                  pagination={false}
                  dataSource={data.funnel}
                  columns={FUNNEL_COLUMNS}
                />
              </Card>
            </Col>
            <Col xs={24} xl={10}>
              <Card title="PC与H5" className="h-full" loading={loading}>
                {data.totals.views > 0 && (
                  <EChart option={options.platforms} height={200} label="PC与H5浏览量占比图" />
                )}
                <WideTable<PlatformRow>
                  label="PC与H5表格"
                  size="small"
                  rowKey="platform"
                  pagination={false}
                  dataSource={data.platforms}
                  columns={PLATFORM_COLUMNS}
                />
              </Card>
            </Col>
          </Row>
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={12}>
              <RankedCard
                title="受访页面"
                rows={data.pages}
                valueTitle="页面"
                hitsTitle="浏览量"
                empty="暂无页面浏览"
                loading={loading}
              />
            </Col>
            <Col xs={24} xl={12}>
              <RankedCard
                title="入口页面"
                rows={data.entries}
                valueTitle="页面"
                hitsTitle="进入次数"
                empty="暂无入口页面"
                loading={loading}
              />
            </Col>
          </Row>
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={12}>
              <Card title="来源" className="h-full" loading={loading}>
                <WideTable<ReferrerRow>
                  label="来源表格"
                  size="small"
                  rowKey="referrer_class"
                  pagination={false}
                  dataSource={data.referrers}
                  columns={REFERRER_COLUMNS}
                />
              </Card>
            </Col>
            <Col xs={24} xl={12}>
              <RankedCard
                title="地区"
                rows={data.provinces}
                valueTitle="省份"
                hitsTitle="浏览量"
                empty="暂无地区数据"
                unknown="未知"
                loading={loading}
              />
            </Col>
          </Row>
          <RankedCard
            title="无结果搜索"
            rows={data.search_misses}
            valueTitle="搜索词"
            hitsTitle="搜索次数"
            empty="暂无无结果的搜索"
            loading={loading}
          />
        </>
      )}
    </Flex>
  );
}
