import { PUBLISHED_WORK_CALENDAR, schema } from "@tousu/db";
import { TEST_SEED_NOW } from "@tousu/db/testing";
import { addWorkingDays, COMPLAINT_DEADLINES, extendByWorkingDays, workingDaysTouched } from "@tousu/domain";
import { encryptContent } from "@tousu/domain/content-cipher";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, loginBySms, type TestApp } from "../../testing/build-test-app";
import {
  call,
  castLifecycle,
  complaintRow,
  fileFor,
  type LifecycleCast,
  snapshot,
  streamOf,
} from "../../testing/lifecycle-cast";
import { queuedJobs } from "../../testing/queued-jobs";
import { TEST_CONTENT_AES_KEY } from "../../testing/submittable-form";
import { uploadImage } from "../../testing/upload-image";
import { scheduleMissingDeadlineJobs } from "./deadline-jobs";

const DAY = 86_400_000;
let t: TestApp;
let cast: LifecycleCast;
let now: Date;

function at(days: number): Date {
  return new Date(TEST_SEED_NOW.getTime() + days * DAY);
}
/** Days after the test clock's start (Monday 1 June 2026, noon in Beijing). */
function daysTo(date: Date): number {
  return (date.getTime() - TEST_SEED_NOW.getTime()) / DAY;
}
/** A company deadline of `workingDays` counted from `from`, on the published calendar (decision 116). */
function dueAfter(from: Date, workingDays: number): Date {
  return addWorkingDays(from, workingDays, PUBLISHED_WORK_CALENDAR);
}
const RESPONSE_DUE = dueAfter(at(0), COMPLAINT_DEADLINES.firstResponseWorkingDays);
const REPLY_DUE = dueAfter(at(0), COMPLAINT_DEADLINES.replyWorkingDays);
const HOUR = DAY / 24;

function travel(days: number) {
  now = at(days);
  t.setNow(now);
}

beforeAll(async () => {
  t = await buildTestApp();
  cast = await castLifecycle(t);
});
afterAll(() => t.close());
beforeEach(() => travel(0));

const REFUND_REPLY = {
  content: "您好，已核实订单问题，已为您办理全额退款，请注意查收。",
  outcome: "refund",
  amount: 199,
};

describe("the whole road: review, company reply, completion, rating", () => {
  it("moves a complaint from review to a rated completion, with every party told", async () => {
    const complaint = await fileFor(t, cast);

    const approved = await call(t, cast.moderator, "POST", `/admin/complaint/${complaint.id}/approve`, {});
    expect(approved.body).toMatchObject({
      code: 200,
      data: { status: "dispatched", status_label: "待商家处理" },
    });
    const published = await complaintRow(t.db, complaint.id);
    expect(published).toMatchObject({
      enterpriseId: cast.enterpriseId,
      dispatchedAt: at(0),
      reviewedAt: at(0),
    });
    // Monday noon + 5 working days: the end of the next Monday; + 20: the end of 30 June (端午,
    // Friday 19 June, not counted).
    expect(published.responseDueAt).toEqual(RESPONSE_DUE);
    expect(daysTo(RESPONSE_DUE)).toBe(7.5);
    expect(published.replyDueAt).toEqual(REPLY_DUE);
    expect(daysTo(REPLY_DUE)).toBe(29.5);
    const staffLog = await t.db
      .select()
      .from(schema.staffActions)
      .where(eq(schema.staffActions.complaintId, complaint.id));
    expect(staffLog).toMatchObject([
      { staffId: cast.moderator.id, action: "complaint.approve", isPublic: true },
    ]);
    const points = await t.db
      .select()
      .from(schema.pointEntries)
      .where(eq(schema.pointEntries.userId, cast.owner.id));
    expect(points).toMatchObject([{ reason: "complaint_published", points: 10 }]);

    travel(2);
    expect(
      (await call(t, cast.operator, "POST", "/v2/complaint/operator/accept", { complaint_id: complaint.id }))
        .body.data,
    ).toMatchObject({ status: "processing" });
    travel(3);
    const replied = await call(t, cast.operator, "POST", "/v2/complaint/operator/reply", {
      complaint_id: complaint.id,
      ...REFUND_REPLY,
    });
    expect(replied.body.data).toMatchObject({ status: "replied", status_label: "商家已回复" });
    expect(t.sentNotices.at(-1)).toMatchObject({
      phone: cast.owner.phone,
      event: "商家已回复（退款 199元）",
    });
    expect((await complaintRow(t.db, complaint.id)).confirmDueAt).toEqual(at(10));

    const completed = await call(t, cast.owner, "POST", `/v2/complaint/${complaint.id}/complete`, {});
    expect(completed.body.data).toMatchObject({ status: "completed", status_label: "已完成" });

    const tags = (await call(t, null, "GET", "/v2/platformRating/tag")).body.data as {
      id: number;
      name: string;
    }[];
    expect(tags.length).toBeGreaterThan(0);
    const rated = await call(t, cast.owner, "POST", `/v2/complaint/${complaint.id}/rating`, {
      attitude_score: 5,
      speed_score: 4,
      satisfaction_score: 5,
      tag_ids: [tags[0]!.id],
      content: "处理及时，退款到账",
    });
    expect(rated.body).toMatchObject({ code: 200, data: { status: "completed" } });
    const again = await call(t, cast.owner, "POST", `/v2/complaint/${complaint.id}/rating`, {
      attitude_score: 1,
      speed_score: 1,
      satisfaction_score: 1,
    });
    expect(again.body).toMatchObject({ code: 400, msg: "您已评价过该投诉" });

    const timeline = await streamOf(t.db, complaint.id);
    expect(timeline.map((step) => step.action)).toEqual([
      "approved",
      "accepted",
      "replied",
      "completed",
      "rated",
    ]);
    expect(timeline[2]).toMatchObject({ actorType: "company", payload: { outcome: "refund", amount: 199 } });
    expect(timeline[4]).toMatchObject({ payload: { satisfaction_score: 5, tags: [tags[0]!.name] } });

    const [brand] = await t.db.select().from(schema.brands).where(eq(schema.brands.id, cast.brandId));
    expect(brand).toMatchObject({
      complaintCount: 1,
      repliedCount: 1,
      completedCount: 1,
      satisfactionSum: 5,
      satisfactionCount: 1,
    });

    const messages = await t.db
      .select({ userId: schema.pushMessages.userId, title: schema.pushMessages.title })
      .from(schema.pushMessages)
      .where(eq(schema.pushMessages.complaintId, complaint.id));
    expect(messages).toEqual(
      expect.arrayContaining([
        { userId: cast.owner.id, title: "投诉已通过审核" },
        { userId: cast.operator.id, title: "新的投诉待处理" },
        { userId: cast.owner.id, title: "商家已受理" },
        { userId: cast.owner.id, title: "商家已回复（退款 199元）" },
      ]),
    );
  });
});

describe("deadlines (durable jobs on the test clock)", () => {
  it("reminds the company, flags 超时 after 5 working days, keeps the flag after a late reply, then auto-completes", async () => {
    const complaint = await fileFor(t, cast);
    await call(t, cast.moderator, "POST", `/admin/complaint/${complaint.id}/approve`, {});

    travel(daysTo(RESPONSE_DUE) - 0.5);
    const noticesBefore = t.sentNotices.length;
    await t.app.runDueJobs();
    expect(t.sentNotices.slice(noticesBefore)).toContainEqual(
      expect.objectContaining({ phone: cast.operator.phone, event: "距响应截止不足24小时" }),
    );
    expect((await complaintRow(t.db, complaint.id)).isOverdue).toBe(false);

    travel(daysTo(RESPONSE_DUE) + 0.01);
    await t.app.runDueJobs();
    const overdue = await complaintRow(t.db, complaint.id);
    expect(overdue).toMatchObject({ isOverdue: true, status: "dispatched" });
    expect((await streamOf(t.db, complaint.id)).at(-1)).toMatchObject({
      action: "overdue",
      actorType: "system",
    });

    travel(9);
    await call(t, cast.operator, "POST", "/v2/complaint/operator/reply", {
      complaint_id: complaint.id,
      content: "抱歉回复晚了，经核实可为您更换新品，请联系客服安排。",
      outcome: "remedy",
    });
    expect(await complaintRow(t.db, complaint.id)).toMatchObject({ isOverdue: true, status: "replied" });

    // Running the queue again (a crash between work and done_at) changes nothing.
    await t.app.runDueJobs();
    travel(16.01);
    await t.app.runDueJobs();
    const done = await complaintRow(t.db, complaint.id);
    expect(done).toMatchObject({ status: "completed", isAutoCompleted: true, completedAt: at(16.01) });
    const rating = await call(t, cast.owner, "POST", `/v2/complaint/${complaint.id}/rating`, {
      attitude_score: 5,
      speed_score: 5,
      satisfaction_score: 5,
    });
    expect(rating.body).toMatchObject({ code: 400, msg: "投诉已超时自动完成，无法评价" });
    const actions = (await streamOf(t.db, complaint.id)).map((step) => step.action);
    expect(actions).toEqual(["approved", "overdue", "replied", "auto_completed"]);
  });

  it("flags a first response that came late even if the job has not run yet", async () => {
    const complaint = await fileFor(t, cast);
    await call(t, cast.moderator, "POST", `/admin/complaint/${complaint.id}/approve`, {});
    travel(8);
    await call(t, cast.operator, "POST", "/v2/complaint/operator/accept", { complaint_id: complaint.id });
    expect(await complaintRow(t.db, complaint.id)).toMatchObject({
      isOverdue: true,
      overdueAt: RESPONSE_DUE,
    });
    expect((await streamOf(t.db, complaint.id)).map((step) => step.action)).toEqual([
      "approved",
      "overdue",
      "accepted",
    ]);
    await t.app.runDueJobs();
    expect((await streamOf(t.db, complaint.id)).filter((step) => step.action === "overdue")).toHaveLength(1);
  });

  it("closes a complaint the company never answers as 未回复 at the final deadline", async () => {
    const complaint = await fileFor(t, cast);
    await call(t, cast.moderator, "POST", `/admin/complaint/${complaint.id}/approve`, {});
    travel(daysTo(REPLY_DUE) - 0.5);
    await t.app.runDueJobs();
    expect((await complaintRow(t.db, complaint.id)).status).toBe("dispatched");
    travel(daysTo(REPLY_DUE) + 0.01);
    await t.app.runDueJobs();
    expect(await complaintRow(t.db, complaint.id)).toMatchObject({
      status: "closed",
      closeReason: "no_response",
      isOverdue: true,
    });
  });

  it("pauses the company's clock while the consumer is asked, and adds the pause back", async () => {
    const complaint = await fileFor(t, cast);
    await call(t, cast.moderator, "POST", `/admin/complaint/${complaint.id}/approve`, {});
    travel(2);
    const asked = await call(t, cast.operator, "POST", "/v2/complaint/operator/requestInfo", {
      complaint_id: complaint.id,
      content: "请提供订单号和付款截图",
    });
    expect(asked.body.data).toMatchObject({ status: "company_needs_info", status_label: "待用户补充" });
    travel(31);
    await t.app.runDueJobs();
    expect((await complaintRow(t.db, complaint.id)).status).toBe("company_needs_info");

    travel(35);
    // A month later the consumer's session has expired (SESSION_TTL_DAYS); they log in again.
    const owner = { ...cast.owner, token: await loginBySms(t, cast.owner.phone) };
    const supplied = await call(t, owner, "POST", `/v2/complaint/${complaint.id}/supplement`, {
      content: "订单号 2026052012345，付款截图已在投诉中上传",
    });
    expect(supplied.body).toMatchObject({ code: 200, data: { status: "processing" } });
    // Paused from Wednesday 3 June to Monday 6 July: the 23 working days it touched are given back.
    const pausedWorkingDays = workingDaysTouched(at(2), at(35), PUBLISHED_WORK_CALENDAR);
    expect(pausedWorkingDays).toBe(23);
    const resumedDue = extendByWorkingDays(REPLY_DUE, pausedWorkingDays, PUBLISHED_WORK_CALENDAR);
    expect(await complaintRow(t.db, complaint.id)).toMatchObject({
      replyDueAt: resumedDue,
      clockPausedAt: null,
    });
    travel(daysTo(resumedDue) - 0.5);
    await t.app.runDueJobs();
    expect((await complaintRow(t.db, complaint.id)).status).toBe("processing");
    travel(daysTo(resumedDue) + 0.01);
    await t.app.runDueJobs();
    expect((await complaintRow(t.db, complaint.id)).closeReason).toBe("no_response");
  });

  it("survives a restart: the deadlines live in the database, not in memory", async () => {
    const complaint = await fileFor(t, cast);
    await call(t, cast.moderator, "POST", `/admin/complaint/${complaint.id}/approve`, {});
    const jobs = await queuedJobs(t.db, { complaintId: complaint.id });
    const reminder = COMPLAINT_DEADLINES.reminderHours * HOUR;
    expect(jobs.map((job) => job.runAt)).toEqual([
      new Date(RESPONSE_DUE.getTime() - reminder),
      RESPONSE_DUE,
      new Date(REPLY_DUE.getTime() - reminder),
      REPLY_DUE,
    ]);
    expect(jobs.every((job) => job.doneAt === null)).toBe(true);
  });
});

describe("deadlines of complaints written without the engine (the demo seed)", () => {
  it("get the same jobs the engine would have scheduled, once", async () => {
    const complaint = await fileFor(t, cast, {
      status: "dispatched",
      responseDueAt: at(3),
      replyDueAt: at(20),
    });
    await scheduleMissingDeadlineJobs(t.db, at(0));
    const keys = await queuedJobs(t.db, { complaintId: complaint.id });
    const due = (days: number) => at(days).toISOString();
    expect(keys.map((job) => job.key)).toEqual([
      `${complaint.id}:response:${due(3)}:reminder`,
      `${complaint.id}:response:${due(3)}`,
      `${complaint.id}:reply:${due(20)}:reminder`,
      `${complaint.id}:reply:${due(20)}`,
    ]);
    expect(keys[1]?.payload).toEqual({
      complaint_id: complaint.id,
      deadline: "response",
      due_at: due(3),
      reminder: false,
    });
    expect(await scheduleMissingDeadlineJobs(t.db, at(0))).toBe(0);

    travel(3.01);
    await t.app.runDueJobs();
    expect((await complaintRow(t.db, complaint.id)).isOverdue).toBe(true);
  });
});

describe("appeals, rejections and company applications", () => {
  it("keeps an appeal's or application's images only when the step is allowed", async () => {
    const attachedAtOf = async (url: string) => {
      const [row] = await t.db
        .select({ attachedAt: schema.uploads.attachedAt })
        .from(schema.uploads)
        .where(eq(schema.uploads.keyPrefix, url.replace(/^\/uploads\//, "").replace(/[^/]+$/, "")));
      return row?.attachedAt;
    };
    const complaint = await fileFor(t, cast, { status: "pending_review" });
    const early = await uploadImage(t.app, { token: cast.owner.token });
    const refused = await call(t, cast.owner, "POST", `/v2/complaint/${complaint.id}/apply`, {
      content: "还没有回复就申诉",
      images: [early],
    });
    expect(refused.body.code).toBe(400);
    expect(await attachedAtOf(early)).toBeNull();

    const replied = await fileFor(t, cast, { status: "replied" });
    const strangersProof = await uploadImage(t.app, { token: cast.otherOperator.token });
    const notTheirs = await call(
      t,
      cast.otherOperator,
      "POST",
      "/v2/complaint/operator/companyApplyArchive",
      {
        complaint_id: replied.id,
        reason: "已与消费者协商一致，问题已经解决",
        images: [strangersProof],
      },
    );
    expect(notTheirs.body.code).toBe(403);
    expect(await attachedAtOf(strangersProof)).toBeNull();

    const allowed = await call(t, cast.owner, "POST", `/v2/complaint/${replied.id}/apply`, {
      content: "退款金额与实际支付不符，不接受此处理结果",
      images: [early],
    });
    expect(allowed.body.data).toMatchObject({ status: "processing" });
    expect(await attachedAtOf(early)).toEqual(now);
  });

  it("sends a rejected reply back to the company, at most twice", async () => {
    const complaint = await fileFor(t, cast, { status: "replied" });
    for (let round = 1; round <= 2; round += 1) {
      const appeal = await call(t, cast.owner, "POST", `/v2/complaint/${complaint.id}/apply`, {
        content: "退款金额与实际支付不符，不接受此处理结果",
      });
      expect(appeal.body.data).toMatchObject({ status: "processing" });
      expect((await complaintRow(t.db, complaint.id)).replyDueAt).toEqual(
        dueAfter(at(0), COMPLAINT_DEADLINES.appealReplyWorkingDays),
      );
      await call(t, cast.operator, "POST", "/v2/complaint/operator/reply", {
        complaint_id: complaint.id,
        ...REFUND_REPLY,
      });
    }
    const info = await call(t, cast.owner, "GET", `/complaintAppeal/${complaint.id}`);
    expect(info.body.data).toMatchObject({ can_appeal: false, appeals_left: 0, refusal: "申诉次数已用完" });
    expect(info.body.data.history).toHaveLength(2);
    const third = await call(t, cast.owner, "POST", `/v2/complaint/${complaint.id}/apply`, {
      content: "仍然不满意处理结果",
    });
    expect(third.body).toMatchObject({ code: 400, msg: "申诉次数已用完" });
  });

  it("lets a rejected complaint be edited and resubmitted once", async () => {
    const complaint = await fileFor(t, cast);
    const rejected = await call(t, cast.moderator, "POST", `/admin/complaint/${complaint.id}/reject`, {
      reason_code: "incomplete_information",
      note: "请写明购买时间和金额",
    });
    expect(rejected.body.data).toMatchObject({ status: "rejected" });
    expect((await complaintRow(t.db, complaint.id)).rejectReason).toBe("incomplete_information");

    const content =
      "2026年5月在网店购买的空气净化器，价格1299元，使用一周后出现异响，客服拒绝退换，要求退款。";
    const body = { title: "空气净化器异响要求退款", content: encryptContent(content, TEST_CONTENT_AES_KEY) };
    const resubmitted = await call(t, cast.owner, "POST", `/v2/complaint/${complaint.id}/resubmit`, body);
    expect(resubmitted.body.data).toMatchObject({ status: "pending_review" });
    expect(await complaintRow(t.db, complaint.id)).toMatchObject({
      title: "空气净化器异响要求退款",
      content,
      resubmitCount: 1,
      rejectReason: null,
    });
    await call(t, cast.moderator, "POST", `/admin/complaint/${complaint.id}/reject`, {
      reason_code: "no_evidence",
    });
    const second = await call(t, cast.owner, "POST", `/v2/complaint/${complaint.id}/resubmit`, body);
    expect(second.body).toMatchObject({ code: 400, msg: "审核未通过的投诉只能修改后重新提交一次" });
  });

  it("refuses a resubmission with unreadable content and stores nothing", async () => {
    const complaint = await fileFor(t, cast, { status: "rejected", rejectReason: "other" });
    const before = await snapshot(t.db, complaint.id);
    const bad = await call(t, cast.owner, "POST", `/v2/complaint/${complaint.id}/resubmit`, {
      title: "标题",
      content: "not-encrypted",
    });
    expect(bad.body.code).toBe(400);
    expect(await snapshot(t.db, complaint.id)).toEqual(before);
  });

  it("closes a complaint when a moderator approves the company's application, one application at a time", async () => {
    const complaint = await fileFor(t, cast, { status: "processing" });
    const reason = "用户已线下签署和解协议并确认收到补偿款，申请结案";
    const applied = await call(t, cast.operator, "POST", "/v2/complaint/operator/companyApplyEnd", {
      complaint_id: complaint.id,
      reason,
    });
    expect(applied.body.data).toMatchObject({ status: "processing" });
    const twice = await call(t, cast.operator, "POST", "/v2/complaint/operator/companyApplyArchive", {
      complaint_id: complaint.id,
      reason,
    });
    expect(twice.body).toMatchObject({ code: 400, msg: "已有申请在审核中，请等待平台处理" });

    const [application] = await t.db
      .select()
      .from(schema.complaintApplications)
      .where(eq(schema.complaintApplications.complaintId, complaint.id));
    expect(application).toMatchObject({
      kind: "end",
      status: "pending",
      reason,
      applicantId: cast.operator.id,
    });
    const reviewed = await call(t, cast.moderator, "POST", `/admin/application/${application!.id}/review`, {
      decision: "approve",
    });
    expect(reviewed.body.data).toMatchObject({ status: "closed" });
    expect(await complaintRow(t.db, complaint.id)).toMatchObject({ closeReason: "ended" });
    const publicSteps = (await streamOf(t.db, complaint.id))
      .filter((step) => step.isPublic)
      .map((step) => step.action);
    expect(publicSteps).toEqual(["application_approved", "closed"]);
    const reviewAgain = await call(
      t,
      cast.moderator,
      "POST",
      `/admin/application/${application!.id}/review`,
      {
        decision: "refuse",
      },
    );
    expect(reviewAgain.body).toMatchObject({ code: 400, msg: "该申请已审核" });
  });

  it("validates the company's reply", async () => {
    const complaint = await fileFor(t, cast, { status: "processing" });
    const before = await snapshot(t.db, complaint.id);
    const noAmount = await call(t, cast.operator, "POST", "/v2/complaint/operator/reply", {
      complaint_id: complaint.id,
      content: "已为您办理退款，请注意查收。",
      outcome: "refund",
    });
    expect(noAmount.body).toMatchObject({ code: 400, msg: "退款或赔偿请填写金额" });
    const short = await call(t, cast.operator, "POST", "/v2/complaint/operator/reply", {
      complaint_id: complaint.id,
      content: "已处理",
      outcome: "explanation",
    });
    expect(short.body).toMatchObject({ code: 400, msg: "回复内容至少10个字" });
    const badOutcome = await call(t, cast.operator, "POST", "/v2/complaint/operator/reply", {
      complaint_id: complaint.id,
      content: "已为您办理退款，请注意查收。",
      outcome: "bribe",
    });
    expect(badOutcome.body).toMatchObject({ code: 400, msg: "请选择处理结果" });
    expect(await snapshot(t.db, complaint.id)).toEqual(before);
  });
});

describe("withdrawal", () => {
  it("leaves no public trace of a complaint withdrawn while still in review", async () => {
    const complaint = await fileFor(t, cast);
    const withdrawn = await call(t, cast.owner, "POST", `/v2/complaint/${complaint.id}/withdraw`, {});
    expect(withdrawn.body.data).toMatchObject({ status: "closed" });
    expect(await complaintRow(t.db, complaint.id)).toMatchObject({
      closeReason: "withdrawn",
      dispatchedAt: null,
    });
    expect((await streamOf(t.db, complaint.id)).filter((step) => step.isPublic)).toEqual([]);
    const messages = await t.db
      .select()
      .from(schema.pushMessages)
      .where(and(eq(schema.pushMessages.complaintId, complaint.id)));
    expect(messages).toEqual([]);
  });
});
