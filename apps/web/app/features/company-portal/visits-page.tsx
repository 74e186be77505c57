import { type ContractData, getCompanyVisits, VISITS_PERIODS } from "@tousu/contracts";
import { formatRate, rateOf } from "@tousu/domain";
import { Alert, Card, Col, Empty, Flex, Row, Segmented, Skeleton, Statistic, Tag, Typography } from "antd";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { useBackofficeQuery } from "../../shared/backoffice/use-backoffice-query";
import { type ChartOption, EChart } from "../../shared/charts/echart";
import { useEnterpriseScope } from "./portal-context";
import { StatusTag } from "./status-tag";

type Visits = ContractData<typeof getCompanyVisits>;
type Day = Visits["series"][number];
type Period = (typeof VISITS_PERIODS)[number];

const PERIOD_LABELS: Record<Period, string> = { 7: "最近7天", 30: "最近30天", 90: "最近90天" };
const BRAND_RED = "#d9363e";
const KINDS = [
  { key: "complaint", label: "投诉详情页", colour: BRAND_RED },
  { key: "brand", label: "品牌页", colour: "#1677ff" },
  { key: "enterprise", label: "企业主页", colour: "#13c2c2" },
] as const satisfies readonly { key: keyof Day; label: string; colour: string }[];

const sumOf = (series: Day[], pick: (day: Day) => number) => series.reduce((sum, day) => sum + pick(day), 0);

function trendOption(series: Day[]): ChartOption {
  return {
    tooltip: { trigger: "axis" },
    legend: { data: ["访问量", "访客数", "PC访问量", "H5访问量"], top: 0 },
    grid: { left: 44, right: 16, top: 56, bottom: 28 },
    xAxis: { type: "category", data: series.map((day) => day.date.slice(5)) },
    yAxis: { type: "value", minInterval: 1 },
    series: [
      {
        name: "访问量",
        type: "line",
        data: series.map((day) => day.all.visits),
        itemStyle: { color: BRAND_RED },
      },
      {
        name: "访客数",
        type: "line",
        data: series.map((day) => day.all.visitors),
        itemStyle: { color: "#722ed1" },
      },
      {
        name: "PC访问量",
        type: "bar",
        stack: "site",
        data: series.map((day) => day.pc.visits),
        itemStyle: { color: "#91caff" },
      },
      {
        name: "H5访问量",
        type: "bar",
        stack: "site",
        data: series.map((day) => day.h5.visits),
        itemStyle: { color: "#ffd591" },
      },
    ],
  };
}

function kindsOption(series: Day[]): ChartOption {
  return {
    tooltip: { trigger: "axis", axisPointer: { type: "shadow" } },
    legend: { data: KINDS.map((kind) => kind.label), top: 0 },
    grid: { left: 44, right: 16, top: 36, bottom: 28 },
    xAxis: { type: "category", data: series.map((day) => day.date.slice(5)) },
    yAxis: { type: "value", minInterval: 1 },
    series: KINDS.map((kind) => ({
      name: kind.label,
      type: "bar",
      stack: "kind",
      data: series.map((day) => day[kind.key].visits),
      itemStyle: { color: kind.colour },
    })),
  };
}

/** What the figures count, in the words a company reads them in. */
function Explanation({ through }: { through: string }) {
  return (
    <Typography.Paragraph type="secondary" className="!mb-0">
      统计贵企业品牌页、企业主页和投诉详情页在电脑端（PC）与手机端（H5）的浏览，按天汇总，截至 {through}
      （世界协调时间）。访客按天去重：同一人在同一天多次浏览记为一位访客，在电脑与手机上各记一位。
    </Typography.Paragraph>
  );
}

function ReplyNote({ viewed }: { viewed: Visits["viewed_complaints"] }) {
  if (viewed.count === 0) return null;
  const unanswered = viewed.count - viewed.replied;
  return (
    <Alert
      type={unanswered > 0 ? "warning" : "success"}
      showIcon
      message={`所选周期内有 ${viewed.count} 件投诉被浏览，其中 ${viewed.replied} 件已回复（${formatRate(rateOf(viewed.replied, viewed.count))}）`}
      description={
        unanswered > 0
          ? `还有 ${unanswered} 件被浏览的投诉尚未回复。每一位浏览投诉的人都会看到您的公开回复。`
          : "每一位浏览投诉的人都能看到您的公开回复。"
      }
    />
  );
}

function TopComplaints({ complaints }: { complaints: Visits["top_complaints"] }) {
  if (complaints.length === 0) return <Empty description="所选周期内投诉详情页暂无浏览" className="py-8" />;
  return (
    <ol className="flex flex-col divide-y divide-gray-100">
      {complaints.map((complaint, index) => (
        <li key={complaint.id} className="flex items-start gap-3 py-3">
          <span className="w-6 shrink-0 text-center font-semibold text-gray-600">{index + 1}</span>
          <div className="min-w-0 flex-1">
            <Link to={`/company/complaints/${complaint.id}`} className="font-medium break-words">
              {complaint.title}
            </Link>
            <div className="mt-1 flex flex-wrap items-center gap-1">
              <StatusTag status={complaint.status} label={complaint.status_label} />
              {complaint.replied ? <Tag color="success">已回复</Tag> : <Tag color="error">未回复</Tag>}
            </div>
          </div>
          <span className="shrink-0 text-right">
            <span className="block text-base font-semibold text-gray-900">{complaint.visits}</span>
            <span className="text-xs text-gray-600">次访问</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

/** 访问数据: how often people read the enterprise's pages, and which complaints they read most. */
export default function VisitsPage() {
  const scope = useEnterpriseScope();
  const [days, setDays] = useState<Period>(30);
  const visits = useBackofficeQuery(`visits:${scope.enterprise_id}:${days}`, (api, signal) =>
    api.call(getCompanyVisits, { query: { ...scope, days }, signal }),
  );
  const data = visits.data;
  const options = useMemo(
    () => data && { trend: trendOption(data.series), kinds: kindsOption(data.series) },
    [data],
  );

  if (!data || !options) return <Skeleton active paragraph={{ rows: 12 }} />;
  const { series } = data;
  const totalVisits = sumOf(series, (day) => day.all.visits);
  return (
    <Flex vertical gap={16}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Typography.Title level={4} className="!mb-0">
          访问数据
        </Typography.Title>
        <Segmented<Period>
          value={days}
          onChange={setDays}
          options={VISITS_PERIODS.map((period) => ({ value: period, label: PERIOD_LABELS[period] }))}
        />
      </div>
      <Explanation through={data.through} />
      <Row gutter={[16, 16]}>
        <Col xs={12} xl={6}>
          <Card>
            <Statistic title="访问量" value={totalVisits} suffix="次" />
          </Card>
        </Col>
        <Col xs={12} xl={6}>
          <Card>
            <Statistic
              title="日均访客"
              value={Math.round(sumOf(series, (day) => day.all.visitors) / series.length)}
              suffix="人"
            />
          </Card>
        </Col>
        <Col xs={12} xl={6}>
          <Card>
            <Statistic
              title="投诉详情页访问"
              value={sumOf(series, (day) => day.complaint.visits)}
              suffix="次"
            />
          </Card>
        </Col>
        <Col xs={12} xl={6}>
          <Card>
            <Statistic
              title="手机端（H5）占比"
              value={formatRate(
                rateOf(
                  sumOf(series, (day) => day.h5.visits),
                  totalVisits,
                ),
              )}
            />
          </Card>
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card title={`每日访问（${PERIOD_LABELS[days]}）`} className="h-full" loading={visits.isLoading}>
            {totalVisits > 0 ? (
              <EChart option={options.trend} label="每日访问量与访客数趋势图" />
            ) : (
              <Empty description="所选周期内暂无访问" className="py-16" />
            )}
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title="按页面类型" className="h-full" loading={visits.isLoading}>
            {totalVisits > 0 ? (
              <EChart option={options.kinds} label="品牌页、企业主页与投诉详情页的每日访问量图" />
            ) : (
              <Empty description="所选周期内暂无访问" className="py-16" />
            )}
          </Card>
        </Col>
      </Row>
      <Card title="浏览最多的投诉" loading={visits.isLoading}>
        <Flex vertical gap={12}>
          <ReplyNote viewed={data.viewed_complaints} />
          <TopComplaints complaints={data.top_complaints} />
        </Flex>
      </Card>
    </Flex>
  );
}
