import { describe, expect, it } from "vitest";
import { EMPTY_TALLY, INSUFFICIENT_SAMPLE, MIN_RATE_SAMPLE } from "./brand-figures";
import {
  commentaryParagraphs,
  computeInstituteReport,
  type InstituteReportInput,
  isReportPeriodOver,
  PERIOD_FORMAT_MESSAGE,
  parseReportPeriod,
  previousReportPeriod,
  REPORT_BRAND_LIMIT,
  REPORT_CAVEAT,
  REPORT_TOP_PROBLEMS,
  reportPeriodCode,
  reportPeriodDays,
  reportPeriodLabel,
  reportTitle,
  reportTrendBuckets,
} from "./institute-report";

const may = { kind: "month", year: 2026, index: 5 } as const;
const q1 = { kind: "quarter", year: 2026, index: 1 } as const;

describe("report periods", () => {
  it("reads months and quarters and nothing else", () => {
    expect(parseReportPeriod("2026-05")).toEqual(may);
    expect(parseReportPeriod("2026-Q1")).toEqual(q1);
    for (const bad of [
      "2026-13",
      "2026-00",
      "2026-Q5",
      "2026-5",
      "26-05",
      "2026-05-01",
      "1999-12",
      " 2026-05",
    ]) {
      expect(parseReportPeriod(bad), bad).toBeNull();
    }
    expect(reportPeriodCode(may)).toBe("2026-05");
    expect(reportPeriodCode(q1)).toBe("2026-Q1");
  });

  it("names and bounds a period by calendar days", () => {
    expect(reportPeriodLabel(may)).toBe("2026年5月");
    expect(reportPeriodLabel(q1)).toBe("2026年第一季度");
    expect(reportPeriodDays(may)).toEqual({ first: "2026-05-01", last: "2026-05-31" });
    expect(reportPeriodDays({ kind: "month", year: 2024, index: 2 })).toEqual({
      first: "2024-02-01",
      last: "2024-02-29",
    });
    expect(reportPeriodDays({ kind: "quarter", year: 2025, index: 4 })).toEqual({
      first: "2025-10-01",
      last: "2025-12-31",
    });
  });

  it("steps back across a year", () => {
    expect(previousReportPeriod({ kind: "month", year: 2026, index: 1 })).toEqual({
      kind: "month",
      year: 2025,
      index: 12,
    });
    expect(previousReportPeriod(q1)).toEqual({ kind: "quarter", year: 2025, index: 4 });
  });

  it("is over only once its last day has passed", () => {
    expect(isReportPeriodOver(may, "2026-05-31")).toBe(false);
    expect(isReportPeriodOver(may, "2026-06-01")).toBe(true);
  });

  it("draws a month by weeks from the 1st and a quarter by months", () => {
    expect(reportTrendBuckets(may).map((bucket) => [bucket.label, bucket.first, bucket.last])).toEqual([
      ["1–7日", "2026-05-01", "2026-05-07"],
      ["8–14日", "2026-05-08", "2026-05-14"],
      ["15–21日", "2026-05-15", "2026-05-21"],
      ["22–28日", "2026-05-22", "2026-05-28"],
      ["29–31日", "2026-05-29", "2026-05-31"],
    ]);
    expect(reportTrendBuckets({ kind: "month", year: 2026, index: 2 })).toHaveLength(4);
    expect(reportTrendBuckets(q1).map((bucket) => bucket.label)).toEqual(["1月", "2月", "3月"]);
  });
});

const tally = (complaintCount: number, replied: number, timely: number, completed: number) => ({
  ...EMPTY_TALLY,
  complaintCount,
  repliedCount: replied,
  timelyCount: timely,
  completedCount: completed,
});

const input: InstituteReportInput = {
  period: may,
  sector: "电商",
  dailyCounts: [
    { day: "2026-04-30", count: 50 }, // outside the period: never counted
    { day: "2026-05-01", count: 4 },
    { day: "2026-05-07", count: 6 },
    { day: "2026-05-08", count: 3 },
    { day: "2026-05-31", count: 7 },
  ],
  previousCount: 16,
  problems: [
    { id: 2, name: "退款难", count: 8 },
    { id: 1, name: "虚假宣传", count: 8 },
    { id: 3, name: "发货慢", count: 5 },
    { id: 4, name: "无", count: 0 },
  ],
  brands: [
    { id: 10, name: "乙品牌", tally: tally(12, 9, 6, 3) },
    { id: 11, name: "甲品牌", tally: tally(MIN_RATE_SAMPLE - 2, 8, 8, 8) },
    { id: 12, name: "丙品牌", tally: tally(0, 0, 0, 0) },
  ],
};

describe("computeInstituteReport", () => {
  // Computed in each test, not while the file is collected: a rule broken there fails a test, not the
  // whole file (which mutation testing would not count as a failure).

  it("counts the period's complaints, its trend and the change against the previous period", () => {
    const figures = computeInstituteReport(input);
    expect(figures.complaint_count).toBe(20);
    expect(figures.trend.map((bucket) => bucket.count)).toEqual([10, 3, 0, 0, 7]);
    expect(figures.previous_count).toBe(16);
    expect(figures.previous_period_label).toBe("2026年4月");
    expect(figures.change_rate).toBe(0.25);
    expect(computeInstituteReport({ ...input, previousCount: 0 }).change_rate).toBeNull();
  });

  it("ranks problems by count, ties by id, and gives each its share of the complaints", () => {
    const figures = computeInstituteReport(input);
    expect(figures.top_problems).toEqual([
      { id: 1, name: "虚假宣传", count: 8, share: 0.4 },
      { id: 2, name: "退款难", count: 8, share: 0.4 },
      { id: 3, name: "发货慢", count: 5, share: 0.25 },
    ]);
    const many = Array.from({ length: REPORT_TOP_PROBLEMS + 3 }, (_, id) => ({
      id,
      name: `问题${id}`,
      count: 1,
    }));
    expect(computeInstituteReport({ ...input, problems: many }).top_problems).toHaveLength(
      REPORT_TOP_PROBLEMS,
    );
  });

  it("gives a brand's rates only from the brand pages' minimum sample", () => {
    const figures = computeInstituteReport(input);
    expect(figures.brands).toEqual([
      {
        id: 10,
        name: "乙品牌",
        complaint_count: 12,
        reply_rate: 0.75,
        timely_rate: 0.5,
        completion_rate: 0.25,
      },
      {
        id: 11,
        name: "甲品牌",
        complaint_count: MIN_RATE_SAMPLE - 2,
        reply_rate: null,
        timely_rate: null,
        completion_rate: null,
      },
    ]);
    expect(figures.brand_count).toBe(2);
    expect(figures.method.join("")).toContain(INSUFFICIENT_SAMPLE);
  });

  it("sums the sector's rates over its brands", () => {
    const figures = computeInstituteReport(input);
    expect(figures.reply_rate).toBe(0.85);
    expect(figures.timely_rate).toBe(0.7);
    expect(figures.completion_rate).toBe(0.55);
  });

  it("lists at most the brand limit, the most complained about first", () => {
    const brands = Array.from({ length: REPORT_BRAND_LIMIT + 5 }, (_, i) => ({
      id: i + 1,
      name: `品牌${i}`,
      tally: tally(i + 1, 0, 0, 0),
    }));
    const listed = computeInstituteReport({ ...input, brands }).brands;
    expect(listed).toHaveLength(REPORT_BRAND_LIMIT);
    expect(listed[0]?.id).toBe(REPORT_BRAND_LIMIT + 5);
  });

  it("carries its method and the caveat that complaints are consumers' accounts", () => {
    const figures = computeInstituteReport(input);
    expect(figures.caveat).toContain("单方陈述");
    expect(figures.method[0]).toContain("2026-05-01 至 2026-05-31");
  });
});

describe("trend buckets, every quarter and a leap February", () => {
  it("draws each quarter by its own three months", () => {
    const months = (index: number) =>
      reportTrendBuckets({ kind: "quarter", year: 2024, index }).map((bucket) => [
        bucket.label,
        bucket.first,
        bucket.last,
      ]);
    expect(months(2)).toEqual([
      ["4月", "2024-04-01", "2024-04-30"],
      ["5月", "2024-05-01", "2024-05-31"],
      ["6月", "2024-06-01", "2024-06-30"],
    ]);
    expect(months(3)).toEqual([
      ["7月", "2024-07-01", "2024-07-31"],
      ["8月", "2024-08-01", "2024-08-31"],
      ["9月", "2024-09-01", "2024-09-30"],
    ]);
    expect(months(4)).toEqual([
      ["10月", "2024-10-01", "2024-10-31"],
      ["11月", "2024-11-01", "2024-11-30"],
      ["12月", "2024-12-01", "2024-12-31"],
    ]);
  });

  it("keeps a leap day in a bucket of its own", () => {
    expect(
      reportTrendBuckets({ kind: "month", year: 2024, index: 2 }).map((bucket) => [
        bucket.label,
        bucket.first,
        bucket.last,
      ]),
    ).toEqual([
      ["1–7日", "2024-02-01", "2024-02-07"],
      ["8–14日", "2024-02-08", "2024-02-14"],
      ["15–21日", "2024-02-15", "2024-02-21"],
      ["22–28日", "2024-02-22", "2024-02-28"],
      ["29–29日", "2024-02-29", "2024-02-29"],
    ]);
  });

  it("names every quarter and bounds the middle ones", () => {
    expect([1, 2, 3, 4].map((index) => reportPeriodLabel({ kind: "quarter", year: 2026, index }))).toEqual([
      "2026年第一季度",
      "2026年第二季度",
      "2026年第三季度",
      "2026年第四季度",
    ]);
    expect(reportPeriodDays({ kind: "quarter", year: 2026, index: 2 })).toEqual({
      first: "2026-04-01",
      last: "2026-06-30",
    });
    expect(reportPeriodDays({ kind: "month", year: 2026, index: 12 })).toEqual({
      first: "2026-12-01",
      last: "2026-12-31",
    });
    expect(parseReportPeriod("2000-Q4")).toEqual({ kind: "quarter", year: 2000, index: 4 });
    expect(parseReportPeriod("2026-12")).toEqual({ kind: "month", year: 2026, index: 12 });
    expect(previousReportPeriod({ kind: "quarter", year: 2026, index: 3 })).toEqual({
      kind: "quarter",
      year: 2026,
      index: 2,
    });
    expect(PERIOD_FORMAT_MESSAGE).toBe("报告周期格式应为 2026-05（月度）或 2026-Q2（季度）");
  });
});

describe("a report's words", () => {
  it("titles a report by its period and sector", () => {
    expect(reportTitle({ kind: "month", year: 2026, index: 5 }, "电商")).toBe(
      "2026年5月电商行业消费投诉报告",
    );
    expect(reportTitle({ kind: "quarter", year: 2026, index: 2 }, "通信")).toBe(
      "2026年第二季度通信行业消费投诉报告",
    );
  });

  it("splits the commentary into paragraphs at blank lines only", () => {
    expect(commentaryParagraphs("  第一段\n仍是第一段\n\n第二段  \n \t\n\n\n第三段\n")).toEqual([
      "第一段\n仍是第一段",
      "第二段",
      "第三段",
    ]);
    expect(commentaryParagraphs("")).toEqual([]);
    expect(commentaryParagraphs("\n\n  \n\n")).toEqual([]);
  });

  it("states that complaints are one side's account", () => {
    expect(REPORT_CAVEAT).toBe(
      "本报告中的投诉内容均为消费者的单方陈述，平台未逐一核实，不构成对任何企业的事实认定或评价；商家回复与处理情况以平台记录为准。",
    );
  });
});

describe("computeInstituteReport, a quarter and an empty period", () => {
  it("states its method word for word, for a quarter", () => {
    const figures = computeInstituteReport({
      ...input,
      period: { kind: "quarter", year: 2026, index: 2 },
      sector: "通信",
    });
    expect(figures.first_day).toBe("2026-04-01");
    expect(figures.last_day).toBe("2026-06-30");
    expect(figures.trend.map((bucket) => bucket.label)).toEqual(["4月", "5月", "6月"]);
    expect(figures.method).toEqual([
      "统计范围：行业为“通信”的品牌在 2026-04-01 至 2026-06-30（北京时间）期间在本平台公开且未被隐藏的投诉，按公开日期归入各时段；未关联品牌的投诉不计入。",
      "环比：与2026年第一季度同一口径的投诉量相比。问题分布按投诉人选择的问题标签计数，一件投诉可选多个问题，占比之和可能超过100%。",
      "回复率：已获商家回复的投诉 ÷ 公开投诉总数；及时回复率：发布后5个工作日（已扣除法定节假日）内首次响应并已回复的投诉 ÷ 公开投诉总数；完成率：消费者确认完成的投诉 ÷ 公开投诉总数（超时自动完成单列，不计入）。口径与品牌页相同，处理状态截至报告生成时。",
      "样本：某品牌在统计期内公开投诉少于10件时不计算比率，显示“样本不足”。所有数字均由平台数据自动计算，编辑仅撰写解读。",
    ]);
  });

  it("gives a problem no share of a period without complaints", () => {
    const figures = computeInstituteReport({ ...input, dailyCounts: [] });
    expect(figures.complaint_count).toBe(0);
    expect(figures.top_problems.map((problem) => problem.share)).toEqual([0, 0, 0]);
  });

  it("ranks brands tied on complaints by their names' pinyin", () => {
    const brands = ["乙品牌", "丙品牌", "甲品牌"].map((name, id) => ({ id, name, tally: tally(5, 0, 0, 0) }));
    expect(computeInstituteReport({ ...input, brands }).brands.map((brand) => brand.name)).toEqual([
      "丙品牌",
      "甲品牌",
      "乙品牌",
    ]);
  });
});
