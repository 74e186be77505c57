import { derivePiiKeys, refreshBrandStats, schema } from "@tousu/db";
import { createBrand, createComplaint, TEST_PII_SECRET } from "@tousu/db/testing";
import { and, asc, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { signInNewMember } from "../../testing/sign-in-member";

// The test clock is 2026-06-01 (Shanghai): May 2026 is over, June is not.
const SECTOR = "研究院测试行业";
const DAY_MS = 86_400_000;
const piiKeys = derivePiiKeys(TEST_PII_SECRET);
const at = (day: string) => new Date(`${day}T04:00:00Z`); // noon in Shanghai

let t: TestApp;
const tokens = {} as Record<"consumer" | "moderator" | "editor", string>;
let bigBrandId: number;
let smallBrandId: number;
let problemIds: [number, number];

async function complaintOn(
  brandId: number,
  day: string,
  outcome: { replied?: boolean; timely?: boolean; completed?: boolean; problems?: number[] } = {},
) {
  const dispatchedAt = at(day);
  const responseDelay = outcome.timely ? DAY_MS : 10 * DAY_MS;
  const complaint = await createComplaint(t.db, piiKeys, {
    brandId,
    dispatchedAt,
    reviewedAt: dispatchedAt,
    createdAt: dispatchedAt,
    status: outcome.completed ? "completed" : outcome.replied ? "replied" : "dispatched",
    repliedAt: outcome.replied ? new Date(dispatchedAt.getTime() + responseDelay) : null,
    firstResponseAt: outcome.replied ? new Date(dispatchedAt.getTime() + responseDelay) : null,
    // A first response after the deadline is flagged 超时, as the lifecycle flags it.
    isOverdue: outcome.replied === true && !outcome.timely,
  });
  if (outcome.problems?.length) {
    await t.db
      .insert(schema.complaintProblems)
      .values(outcome.problems.map((problemId) => ({ complaintId: complaint.id, problemId })));
  }
}

beforeAll(async () => {
  t = await buildTestApp();
  const consumer = await signInNewMember(t);
  tokens.consumer = consumer.token;
  for (const role of ["moderator", "editor"] as const) {
    const member = await signInNewMember(t);
    await t.db.insert(schema.userRoles).values({ userId: member.id, role });
    tokens[role] = member.token;
  }
  const problems = await t.db.select({ id: schema.problems.id }).from(schema.problems).limit(2);
  problemIds = problems.map((problem) => problem.id) as [number, number];
  bigBrandId = (await createBrand(t.db, { name: "研究院测试甲", industry: SECTOR })).id;
  smallBrandId = (await createBrand(t.db, { name: "研究院测试乙", industry: SECTOR })).id;
  // Big brand, May: 12 complaints — 9 replied (6 of them within the deadline), 3 completed.
  const may = ["2026-05-02", "2026-05-02", "2026-05-09", "2026-05-09", "2026-05-30", "2026-05-30"];
  for (const [i, day] of [...may, ...may].entries()) {
    await complaintOn(bigBrandId, day, {
      replied: i < 9,
      timely: i < 6,
      completed: i < 3,
      problems: i < 4 ? problemIds : [problemIds[0]],
    });
  }
  // Small brand, May: 3 complaints, all replied — below the minimum sample, so no rates.
  for (const day of ["2026-05-16", "2026-05-16", "2026-05-31"]) {
    await complaintOn(smallBrandId, day, { replied: true, timely: true });
  }
  // April: 5 complaints, the previous period. June: 1, outside the period.
  for (const day of ["2026-04-01", "2026-04-10", "2026-04-20", "2026-04-30", "2026-04-30"]) {
    await complaintOn(bigBrandId, day);
  }
  await complaintOn(bigBrandId, "2026-06-01");
  const now = new Date("2026-06-01T04:00:00Z");
  t.setNow(now);
  for (const brandId of [bigBrandId, smallBrandId]) await refreshBrandStats(t.db, { brandId, now });
});
afterAll(() => t.close());

type Who = keyof typeof tokens | "visitor";
function call(method: "GET" | "POST" | "PUT", url: string, who: Who, payload?: object) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: who === "visitor" ? {} : { authorization: `Bearer ${tokens[who]}` },
    ...(payload ? { payload } : {}),
  });
}

async function reportCount(): Promise<number> {
  const [row] = await t.db.select({ value: count() }).from(schema.instituteReports);
  return row?.value ?? 0;
}
async function staffActionsOn(reportId: number) {
  return t.db
    .select({ action: schema.staffActions.action })
    .from(schema.staffActions)
    .where(
      and(
        eq(schema.staffActions.targetType, "institute_report"),
        eq(schema.staffActions.targetId, String(reportId)),
      ),
    )
    .orderBy(asc(schema.staffActions.id));
}

describe("generating a report", () => {
  let reportId: number;

  it("asks who is calling before anything else", async () => {
    const body = { period: "2026-05", sector: SECTOR };
    expect((await call("POST", "/admin/institute/reports", "visitor", body)).statusCode).toBe(401);
    expect((await call("POST", "/admin/institute/reports", "consumer", body)).statusCode).toBe(403);
    expect((await call("POST", "/admin/institute/reports", "moderator", body)).statusCode).toBe(403);
    expect((await call("GET", "/admin/institute/reports", "consumer")).statusCode).toBe(403);
  });

  it("refuses a bad period or sector with a Chinese message and stores nothing", async () => {
    const before = await reportCount();
    const cases: [object, string][] = [
      [{ period: "2026-5", sector: SECTOR }, "报告周期格式"],
      [{ period: "2026-Q5", sector: SECTOR }, "报告周期格式"],
      [{ period: "2026-06", sector: SECTOR }, "已结束"],
      [{ period: "2026-Q2", sector: SECTOR }, "已结束"],
      [{ period: "2026-05", sector: "没有这个行业" }, "没有该行业"],
      [{ period: "2026-05", sector: "" }, "行业"],
      [{ period: "2026-05" }, "行业"],
    ];
    for (const [body, message] of cases) {
      const response = await call("POST", "/admin/institute/reports", "editor", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe(400);
      expect(response.json().msg).toContain(message);
    }
    expect(await reportCount()).toBe(before);
  });

  it("computes the figures from the complaints: known numbers in, known numbers out", async () => {
    const response = await call("POST", "/admin/institute/reports", "editor", {
      period: "2026-05",
      sector: SECTOR,
    });
    expect(response.statusCode).toBe(200);
    const report = response.json().data;
    reportId = report.id;
    expect(report.status).toBe("draft");
    expect(report.title).toBe(`2026年5月${SECTOR}行业消费投诉报告`);
    const figures = report.figures;
    expect(figures.complaint_count).toBe(15);
    expect(figures.previous_count).toBe(5);
    expect(figures.change_rate).toBe(2);
    expect(figures.trend.map((bucket: { count: number }) => bucket.count)).toEqual([4, 4, 2, 0, 5]);
    expect(figures.top_problems).toEqual([
      { id: problemIds[0], name: expect.any(String), count: 12, share: 0.8 },
      { id: problemIds[1], name: expect.any(String), count: 4, share: 0.267 },
    ]);
    expect(figures.brands).toEqual([
      {
        id: bigBrandId,
        name: "研究院测试甲",
        complaint_count: 12,
        reply_rate: 0.75,
        timely_rate: 0.5,
        completion_rate: 0.25,
      },
      {
        id: smallBrandId,
        name: "研究院测试乙",
        complaint_count: 3,
        reply_rate: null,
        timely_rate: null,
        completion_rate: null,
      },
    ]);
    expect(figures.reply_rate).toBe(0.8);
    expect(figures.caveat).toContain("单方陈述");
    expect(await staffActionsOn(reportId)).toEqual([{ action: "institute_report.generate" }]);
  });

  it("keeps one report per period and sector", async () => {
    const before = await reportCount();
    const again = await call("POST", "/admin/institute/reports", "editor", {
      period: "2026-05",
      sector: SECTOR,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toContain("已存在");
    expect(await reportCount()).toBe(before);
  });

  it("hides a draft from readers, publishes only with commentary, and withdraws", async () => {
    const hidden = await call("GET", `/institute/reports/${reportId}`, "visitor");
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().msg).toBe("报告不存在或尚未发布");

    const bare = await call("POST", `/admin/institute/reports/${reportId}/publish`, "editor");
    expect(bare.statusCode).toBe(400);
    expect(bare.json().msg).toContain("解读");

    const tooLong = await call("PUT", `/admin/institute/reports/${reportId}/commentary`, "editor", {
      commentary: "字".repeat(5001),
    });
    expect(tooLong.statusCode).toBe(400);

    const commentary = "本月投诉集中在退款。\n\n第二段解读。";
    const edited = await call("PUT", `/admin/institute/reports/${reportId}/commentary`, "editor", {
      commentary,
    });
    expect(edited.json().data?.commentary, edited.body).toBe(commentary);
    const published = await call("POST", `/admin/institute/reports/${reportId}/publish`, "editor");
    expect(published.json().data.status).toBe("published");

    const read = (await call("GET", `/institute/reports/${reportId}`, "visitor")).json().data;
    expect(read.commentary).toEqual(["本月投诉集中在退款。", "第二段解读。"]);
    expect(read.figures.complaint_count).toBe(15);
    const list = (await call("GET", "/institute/reports?page=1&page_size=50", "visitor")).json().data;
    expect(list.list.map((item: { id: number }) => item.id)).toContain(reportId);
    expect(list.list.find((item: { id: number }) => item.id === reportId).excerpt).toBe(
      "本月投诉集中在退款。",
    );

    t.purgedPaths.length = 0;
    const withdrawn = await call("POST", `/admin/institute/reports/${reportId}/withdraw`, "editor");
    expect(t.purgedPaths).toContain(`/institute/${reportId}`);
    expect(t.purgedPaths).toContain(`/static/institute/${reportId}.html`);
    expect(withdrawn.json().data.status).toBe("draft");
    expect((await call("GET", `/institute/reports/${reportId}`, "visitor")).statusCode).toBe(404);
    expect((await call("POST", `/admin/institute/reports/${reportId}/withdraw`, "editor")).statusCode).toBe(
      400,
    );
  });

  it("regenerates the figures from the data as it is now", async () => {
    await complaintOn(smallBrandId, "2026-05-20", { replied: true });
    await refreshBrandStats(t.db, { brandId: smallBrandId, now: new Date("2026-06-01T04:00:00Z") });
    const response = await call("POST", `/admin/institute/reports/${reportId}/regenerate`, "editor");
    expect(response.json().data.figures.complaint_count).toBe(16);
    expect((await staffActionsOn(reportId)).map((row) => row.action)).toEqual([
      "institute_report.generate",
      "institute_report.commentary",
      "institute_report.publish",
      "institute_report.withdraw",
      "institute_report.regenerate",
    ]);
  });

  it("answers 404 for an id that does not exist, and 400 for one that is no id", async () => {
    expect((await call("GET", "/institute/reports/999999", "visitor")).statusCode).toBe(404);
    expect((await call("GET", "/institute/reports/abc", "visitor")).statusCode).toBe(400);
    expect((await call("POST", "/admin/institute/reports/999999/publish", "editor")).statusCode).toBe(404);
  });
});

describe("the seeded reports", () => {
  it("are published and generated from the seed's complaints", async () => {
    const list = (await call("GET", "/institute/reports?page=1&page_size=50", "visitor")).json().data;
    expect(list.total).toBeGreaterThanOrEqual(6);
    const busiest = list.list.reduce((a: { complaint_count: number }, b: { complaint_count: number }) =>
      b.complaint_count > a.complaint_count ? b : a,
    );
    expect(busiest.complaint_count).toBeGreaterThan(0);
    const detail = (await call("GET", `/institute/reports/${busiest.id}`, "visitor")).json().data;
    expect(detail.figures.brands.length).toBeGreaterThan(0);
    expect(detail.commentary.length).toBeGreaterThan(0);
  });
});
