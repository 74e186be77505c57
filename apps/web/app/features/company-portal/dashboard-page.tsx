import { type ContractData, DASHBOARD_PERIODS, getCompanyDashboard } from "@tousu/contracts";
import { TIMELY_REPLY_NOTE } from "@tousu/domain";
import { Card, Col, Empty, Flex, Progress, Row, Segmented, Skeleton, Statistic, Typography } from "antd";
import { useMemo, useState } from "react";
import { useBackofficeQuery } from "../../shared/backoffice/use-backoffice-query";
import { type ChartOption, EChart } from "../../shared/charts/echart";
import { useEnterpriseScope } from "./portal-context";

type Dashboard = ContractData<typeof getCompanyDashboard>;
type Period = (typeof DASHBOARD_PERIODS)[number];

const PERIOD_LABELS: Record<Period, string> = { 30: "近30天", 90: "近90天", 365: "近一年" };
const BRAND_RED = "#d9363e";
const STATUS_COLOURS: Record<string, string> = {
  dispatched: "#faad14",
  processing: "#1677ff",
  company_needs_info: "#13c2c2",
  replied: "#722ed1",
  completed: "#52c41a",
  closed: "#8c8c8c",
};

const percent = (rate: number) => Math.round(rate * 1000) / 10;

function volumeOption(data: Dashboard): ChartOption {
  const dates = data.series.map((point) =>
    data.bucket === "week" ? `${point.date.slice(5)}周` : point.date.slice(5),
  );
  return {
    tooltip: { trigger: "axis" },
    legend: { data: ["新增投诉", "商家回复"], top: 0 },
    grid: { left: 40, right: 16, top: 36, bottom: 28 },
    xAxis: { type: "category", data: dates },
    yAxis: { type: "value", minInterval: 1 },
    series: [
      {
        name: "新增投诉",
        type: "bar",
        data: data.series.map((point) => point.complaints),
        itemStyle: { color: BRAND_RED },
      },
      {
        name: "商家回复",
        type: "line",
        data: data.series.map((point) => point.replies),
        itemStyle: { color: "#1677ff" },
      },
    ],
  };
}

function problemsOption(data: Dashboard): ChartOption {
  const problems = [...data.top_problems].reverse();
  return {
    tooltip: { trigger: "axis", axisPointer: { type: "shadow" } },
    grid: { left: 8, right: 32, top: 8, bottom: 8, containLabel: true },
    xAxis: { type: "value", minInterval: 1 },
    yAxis: { type: "category", data: problems.map((problem) => problem.name) },
    series: [
      {
        name: "投诉数",
        type: "bar",
        data: problems.map((problem) => problem.count),
        itemStyle: { color: BRAND_RED },
        label: { show: true, position: "right" },
      },
    ],
  };
}

function statusOption(data: Dashboard): ChartOption {
  return {
    baseOption: {
      tooltip: { trigger: "item", formatter: "{b}：{c}（{d}%）" },
      legend: { bottom: 0 },
      series: [
        {
          name: "投诉状态",
          type: "pie",
          radius: ["40%", "68%"],
          center: ["50%", "44%"],
          data: data.statuses.map((item) => ({
            name: item.label,
            value: item.count,
            itemStyle: { color: STATUS_COLOURS[item.status] },
          })),
        },
      ],
    },
    // On a phone the slices' outer labels would be cut to "商家…"; the legend names them.
    media: [
      {
        query: { maxWidth: 480 },
        option: { series: [{ label: { show: false }, labelLine: { show: false } }] },
      },
    ],
  };
}

function Rates({ figures }: { figures: Dashboard["figures"] }) {
  const gauges = [
    { title: "回复率", value: figures.reply_rate, hint: "已回复占比" },
    { title: "及时回复率", value: figures.timely_reply_rate, hint: TIMELY_REPLY_NOTE },
    { title: "完成率", value: figures.completion_rate, hint: "用户确认完成" },
  ];
  return (
    <Row gutter={[8, 16]}>
      {gauges.map((gauge) => (
        <Col span={8} key={gauge.title} className="text-center">
          <Progress
            type="dashboard"
            percent={percent(gauge.value)}
            strokeColor={BRAND_RED}
            size={88}
            aria-label={gauge.title}
          />
          <div className="mt-1 font-medium text-gray-800">{gauge.title}</div>
          <Typography.Text type="secondary" className="text-xs">
            {gauge.hint}
          </Typography.Text>
        </Col>
      ))}
    </Row>
  );
}

/** 工作台: the enterprise's lifetime figures, and the chosen period in charts. */
export default function DashboardPage() {
  const scope = useEnterpriseScope();
  const [days, setDays] = useState<Period>(30);
  const dashboard = useBackofficeQuery(`dashboard:${scope.enterprise_id}:${days}`, (api, signal) =>
    api.call(getCompanyDashboard, { query: { ...scope, days }, signal }),
  );
  const data = dashboard.data;
  const options = useMemo(
    () =>
      data && { volume: volumeOption(data), problems: problemsOption(data), statuses: statusOption(data) },
    [data],
  );

  if (!data || !options) return <Skeleton active paragraph={{ rows: 12 }} />;
  const { figures } = data;
  return (
    <Flex vertical gap={16}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Typography.Title level={4} className="!mb-0">
          工作台
        </Typography.Title>
        <Segmented<Period>
          value={days}
          onChange={setDays}
          options={DASHBOARD_PERIODS.map((period) => ({ value: period, label: PERIOD_LABELS[period] }))}
        />
      </div>
      <Row gutter={[16, 16]}>
        <Col xs={12} xl={6}>
          <Card>
            <Statistic title="累计投诉" value={figures.complaint_count} suffix="件" />
          </Card>
        </Col>
        <Col xs={12} xl={6}>
          <Card>
            <Statistic title="已回复" value={figures.replied_count} suffix="件" />
          </Card>
        </Col>
        <Col xs={12} xl={6}>
          <Card>
            <Statistic title="用户确认完成" value={figures.completed_count} suffix="件" />
          </Card>
        </Col>
        <Col xs={12} xl={6}>
          <Card>
            <Statistic
              title={`满意度（${figures.rating_count}条评价）`}
              value={figures.satisfaction ?? "暂无"}
              precision={figures.satisfaction === null ? undefined : 2}
              suffix={figures.satisfaction === null ? undefined : "/ 5"}
            />
          </Card>
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Card
            title={`投诉与回复趋势（${PERIOD_LABELS[days]}，按${data.bucket === "week" ? "周" : "天"}）`}
            loading={dashboard.isLoading}
          >
            <EChart option={options.volume} label="投诉与回复趋势图" />
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card title="处理指标（累计）" className="h-full">
            <Rates figures={figures} />
          </Card>
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Card title={`高频问题（${PERIOD_LABELS[days]}）`}>
            {data.top_problems.length > 0 ? (
              <EChart option={options.problems} label="高频问题排行图" />
            ) : (
              <Empty description="所选周期内暂无投诉" className="py-16" />
            )}
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card title={`投诉状态分布（${PERIOD_LABELS[days]}）`}>
            {data.statuses.length > 0 ? (
              <EChart option={options.statuses} label="投诉状态分布图" />
            ) : (
              <Empty description="所选周期内暂无投诉" className="py-16" />
            )}
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}
