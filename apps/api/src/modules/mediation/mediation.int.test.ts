import { schema } from "@tousu/db";
import { createLawyer, createUser, TEST_PII_SECRET, TEST_SEED_NOW } from "@tousu/db/testing";
import {
  LIVE_EVENT_TYPES,
  MEDIATION_DISCLAIMER,
  MEDIATION_NEXT_STEPS,
  MEDIATOR_DECLARATION,
  shanghaiDay,
} from "@tousu/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { buildTestApp, loginBySms, type TestApp } from "../../testing/build-test-app";
import {
  expectHeardByPartiesOnly,
  heardAllSoFar,
  openTestStream,
  type StreamMessage,
} from "../../testing/event-stream-client";
import {
  call,
  castLifecycle,
  fileFor,
  type LifecycleCast,
  type Person,
  piiKeys,
  staffMember,
  streamOf,
} from "../../testing/lifecycle-cast";
import { callService } from "../../testing/sign-in-member";
import { createSession, deriveSessionTokenKey } from "../auth";
import { MEDIATION_SMS_EVENTS } from "./mediation-notices";

const DAY = 86_400_000;
const isMediationEntry = (message: StreamMessage) => message.event === LIVE_EVENT_TYPES.mediationEntry;
const isEntry = (entryId: number) => (message: StreamMessage) =>
  isMediationEntry(message) && (message.data as { entry_id: number }).entry_id === entryId;
let t: TestApp;
let cast: LifecycleCast;
// Mediation is run by staff holding the mediator role; the cast's moderator does not hold it.
let staffMediator: Person;
let otherStaffMediator: Person;
let editor: Person;
let admin: Person;

function travel(days: number) {
  t.setNow(new Date(TEST_SEED_NOW.getTime() + days * DAY));
}

beforeAll(async () => {
  t = await buildTestApp({ SMS_CAPTCHA_AFTER_PER_IP: "1000", SMS_HOURLY_LIMIT_PER_IP: "1000" });
  cast = await castLifecycle(t);
  staffMediator = await staffMember(t, "mediator");
  otherStaffMediator = await staffMember(t, "mediator");
  editor = await staffMember(t, "editor");
  admin = await staffMember(t, "admin");
});
afterAll(() => t.close());
beforeEach(() => travel(0));

/** A complaint the company left past its first-response deadline. */
function stalledComplaint() {
  return fileFor(t, cast, { status: "dispatched", isOverdue: true });
}

async function mediationRows(complaintId: number) {
  return t.db.select().from(schema.mediations).where(eq(schema.mediations.complaintId, complaintId));
}

async function entryCount(): Promise<number> {
  const result = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from mediation_entries`);
  return result.rows[0]!.n;
}

async function requested(): Promise<{ complaintId: number; mediationId: number }> {
  const complaint = await stalledComplaint();
  const response = await call(t, cast.owner, "POST", `/v2/complaint/${complaint.id}/mediation`, {
    reason: "商家超过七天没有任何回应，希望平台调解",
  });
  expect(response.body).toMatchObject({ code: 200, data: { state: "invited", state_label: "待商家同意" } });
  return { complaintId: complaint.id, mediationId: response.body.data.id };
}

async function running(): Promise<{ complaintId: number; mediationId: number }> {
  const ids = await requested();
  expect(
    (await call(t, cast.operator, "POST", `/mediation/${ids.mediationId}/respond`, { accept: true })).body,
  ).toMatchObject({ code: 200, data: { state: "accepted" } });
  expect(
    (await call(t, staffMediator, "POST", `/admin/mediations/${ids.mediationId}/assign`, {})).body,
  ).toMatchObject({ code: 200, data: { state: "in_progress" } });
  return ids;
}

const TERMS = {
  company_terms: "退还货款299元",
  company_due_on: "2026-12-20",
  consumer_terms: "寄回未拆封的商品",
  consumer_due_on: "2026-12-15",
};

async function confirm(who: Person, mediationId: number, minutes: number) {
  t.setNow(new Date(TEST_SEED_NOW.getTime() + DAY + minutes * 60_000));
  const sent = await call(t, who, "POST", `/mediation/${mediationId}/agreement/sms`, {});
  expect(sent.body.code).toBe(200);
  const code = t.sentSms.at(-1)!;
  expect(code).toMatchObject({ phone: who.phone, purpose: "mediation" });
  return call(t, who, "POST", `/mediation/${mediationId}/agreement/confirm`, { code: code.code });
}

describe("asking for mediation", () => {
  it("lets the author of a stalled complaint ask, and shows the request on the complaint", async () => {
    const complaint = await stalledComplaint();
    const before = await call(t, cast.owner, "GET", `/v2/complaint/${complaint.id}/mediation`);
    expect(before.body.data).toMatchObject({
      mediation: null,
      can_request: true,
      disclaimer: MEDIATION_DISCLAIMER,
    });

    await call(t, cast.owner, "POST", `/v2/complaint/${complaint.id}/mediation`, {
      reason: "商家一直不回复",
    });
    const visitor = await call(t, null, "GET", `/v2/complaint/${complaint.id}/mediation`);
    expect(visitor.body.data).toMatchObject({
      mediation: { state: "invited" },
      can_request: false,
      can_enter: false,
      disclaimer: MEDIATION_DISCLAIMER,
    });
    const operator = await call(t, cast.operator, "GET", `/v2/complaint/${complaint.id}/mediation`);
    expect(operator.body.data.can_enter).toBe(true);
  });

  it("refuses a complaint the company is answering in time, and stores nothing", async () => {
    const complaint = await fileFor(t, cast, { status: "processing", isOverdue: false });
    const response = await call(t, cast.owner, "POST", `/v2/complaint/${complaint.id}/mediation`, {
      reason: "希望平台调解",
    });
    expect(response).toMatchObject({
      status: 400,
      body: { code: 400, msg: "商家超时未回复，或申诉后仍未解决的投诉才能申请调解" },
    });
    expect(await mediationRows(complaint.id)).toEqual([]);
    const page = await call(t, cast.owner, "GET", `/v2/complaint/${complaint.id}/mediation`);
    expect(page.body.data).toMatchObject({ can_request: false, refusal: response.body.msg });
  });

  it("admits a complaint whose appeal the company answered again", async () => {
    const complaint = await fileFor(t, cast, { status: "replied", appealCount: 1 });
    const response = await call(t, cast.owner, "POST", `/v2/complaint/${complaint.id}/mediation`, {
      reason: "申诉后商家仍未解决问题",
    });
    expect(response.body.code).toBe(200);
  });

  it("lets nobody but the author ask, and asks only once", async () => {
    const complaint = await stalledComplaint();
    const url = `/v2/complaint/${complaint.id}/mediation`;
    const body = { reason: "替别人申请调解试试" };
    expect((await call(t, null, "POST", url, body)).status).toBe(401);
    for (const who of [cast.otherConsumer, cast.operator, cast.otherOperator, staffMediator, editor]) {
      expect((await call(t, who, "POST", url, body)).body).toMatchObject({
        code: 403,
        msg: "只有投诉人可以申请调解",
      });
    }
    expect(await mediationRows(complaint.id)).toEqual([]);
    expect((await call(t, cast.owner, "POST", url, { reason: "短" })).body.code).toBe(400);
    expect(await mediationRows(complaint.id)).toEqual([]);

    await call(t, cast.owner, "POST", url, { reason: "商家一直不回复" });
    expect((await call(t, cast.owner, "POST", url, { reason: "再申请一次调解" })).body).toMatchObject({
      code: 400,
      msg: "该投诉已申请过调解",
    });
    expect(await mediationRows(complaint.id)).toHaveLength(1);
  });
});

describe("the company's consent", () => {
  it("is given by a member of the complained-about enterprise only", async () => {
    const { mediationId } = await requested();
    const url = `/mediation/${mediationId}/respond`;
    expect((await call(t, null, "POST", url, { accept: true })).status).toBe(401);
    for (const who of [cast.owner, cast.otherConsumer, cast.otherOperator, staffMediator, editor]) {
      expect((await call(t, who, "POST", url, { accept: true })).body.code).toBe(403);
    }
    const declined = await call(t, cast.operator, "POST", url, { accept: false });
    expect(declined.body.data).toMatchObject({ state: "declined" });
    expect((await call(t, cast.operator, "POST", url, { accept: true })).body).toMatchObject({
      code: 400,
      msg: "调解当前状态不支持此操作",
    });
  });

  it("lapses after seven days: a late answer is refused and the job marks it", async () => {
    const { complaintId, mediationId } = await requested();
    travel(7);
    expect(
      (await call(t, cast.operator, "POST", `/mediation/${mediationId}/respond`, { accept: true })).body,
    ).toMatchObject({
      code: 400,
      msg: "调解邀请已过期",
    });
    expect((await mediationRows(complaintId))[0]!.state).toBe("invited");
    const invited = await t.db.select().from(schema.mediations).where(eq(schema.mediations.state, "invited"));
    const noticesBefore = t.sentNotices.length;
    await t.app.runDueJobs();
    const [row] = await mediationRows(complaintId);
    expect(row).toMatchObject({ state: "lapsed" });
    // The consumer hears of each lapsed invitation once, by SMS.
    expect(t.sentNotices.slice(noticesBefore).map(({ phone, event }) => ({ phone, event }))).toEqual(
      invited.map(() => ({ phone: cast.owner.phone, event: MEDIATION_SMS_EVENTS.lapsed })),
    );
    t.setNow(new Date(TEST_SEED_NOW.getTime() + 7 * DAY + 11 * 60_000));
    await t.app.runDueJobs();
    expect(t.sentNotices.length).toBe(noticesBefore + invited.length);
    const page = await call(t, cast.owner, "GET", `/v2/complaint/${complaintId}/mediation`);
    expect(page.body.data).toMatchObject({
      mediation: { state: "lapsed" },
      next_steps: MEDIATION_NEXT_STEPS,
    });
  });
});

describe("the mediation room", () => {
  it("is read by the two parties and the assigned mediator, nobody else", async () => {
    const { mediationId } = await running();
    await call(t, cast.owner, "POST", `/mediation/${mediationId}/entries`, {
      content: "我的订单号是 2026041100001",
    });
    await call(t, cast.operator, "POST", `/mediation/${mediationId}/entries`, {
      kind: "proposal",
      content: "退款200元",
    });
    for (const who of [cast.owner, cast.operator, staffMediator]) {
      const room = await call(t, who, "GET", `/mediation/${mediationId}`);
      expect(room.body.data.entries.map((entry: { side: string }) => entry.side)).toEqual([
        "consumer",
        "company",
      ]);
    }
    expect((await call(t, null, "GET", `/mediation/${mediationId}`)).status).toBe(401);
    for (const who of [cast.otherConsumer, cast.otherOperator, otherStaffMediator, cast.moderator, editor]) {
      const response = await call(t, who, "GET", `/mediation/${mediationId}`);
      expect(response.body).toMatchObject({ code: 403, msg: "您不是该调解的当事人或调解员" });
      expect(JSON.stringify(response.body)).not.toContain("2026041100001");
      expect(
        (await call(t, who, "POST", `/mediation/${mediationId}/entries`, { content: "插一句" })).body.code,
      ).toBe(403);
    }
  });

  it("tells everyone in the room of a new entry on their own streams, by its ids only, and nobody outside", async () => {
    const { mediationId } = await running();
    await expectHeardByPartiesOnly(
      t.app,
      t.db,
      LIVE_EVENT_TYPES.mediationEntry,
      {
        // The author, the operator in two tabs (the poster's other tab hears it too) and the mediator.
        parties: [cast.owner, cast.operator, cast.operator, staffMediator],
        outsiders: [cast.otherConsumer, cast.otherOperator, otherStaffMediator, cast.moderator],
      },
      async () => {
        const posted = await call(t, cast.operator, "POST", `/mediation/${mediationId}/entries`, {
          content: "可以退款200元",
        });
        return { mediation_id: mediationId, entry_id: posted.body.data.id };
      },
    );
  });

  it("reads who is in the room with each entry: an operator who left the enterprise hears no more", async () => {
    const { mediationId } = await running();
    const user = await createUser(t.db, piiKeys);
    const leaving: Person = { id: user.id, phone: user.phone, token: await loginBySms(t, user.phone) };
    const membership = { enterpriseId: cast.enterpriseId, userId: leaving.id, role: "agent" as const };
    await t.db.insert(schema.enterpriseMembers).values(membership);
    const [ownerTab, leavingTab] = await Promise.all(
      [cast.owner, leaving].map((who) =>
        openTestStream(t.app, "/event/stream", { authorization: `Bearer ${who.token}` }),
      ),
    );
    try {
      const post = (content: string) =>
        call(t, cast.owner, "POST", `/mediation/${mediationId}/entries`, { content });
      const first = (await post("请问什么时候退款？")).body.data.id;
      await leavingTab!.next(isEntry(first));

      await t.db.delete(schema.enterpriseMembers).where(eq(schema.enterpriseMembers.userId, leaving.id));
      const second = (await post("还在等回复。")).body.data.id;
      await ownerTab!.next(isEntry(second));
      await heardAllSoFar(t.db, leavingTab!, leaving.id);
      expect(leavingTab!.messages.filter(isMediationEntry).map((message) => message.data)).toEqual([
        { mediation_id: mediationId, entry_id: first },
      ]);
    } finally {
      ownerTab!.close();
      leavingTab!.close();
    }
  });

  it("leaves the queue to mediators, and drafting and failing to the assigned one", async () => {
    const { mediationId } = await running();
    for (const who of [cast.owner, cast.operator, cast.moderator, editor]) {
      expect((await call(t, who, "GET", "/admin/mediations")).body).toMatchObject({
        code: 403,
        msg: "需要调解员权限",
      });
      expect((await call(t, who, "POST", `/admin/mediations/${mediationId}/assign`, {})).body.code).toBe(403);
    }
    expect((await call(t, admin, "GET", "/admin/mediations?state=in_progress")).body.code).toBe(200);
    const queue = await call(t, staffMediator, "GET", "/admin/mediations?state=in_progress");
    expect(queue.body.data.list.find((row: { id: number }) => row.id === mediationId)).toMatchObject({
      mediator_is_me: true,
    });
    for (const who of [cast.owner, cast.operator, otherStaffMediator, cast.moderator, editor]) {
      expect((await call(t, who, "POST", `/mediation/${mediationId}/agreement`, TERMS)).body.code).toBe(403);
      expect(
        (await call(t, who, "POST", `/mediation/${mediationId}/fail`, { note: "谈不拢" })).body.code,
      ).toBe(403);
    }
    const companies = await call(t, cast.otherOperator, "GET", "/company/mediations");
    expect(companies.body.data.list.some((row: { id: number }) => row.id === mediationId)).toBe(false);
    const mine = await call(t, cast.operator, "GET", "/company/mediations");
    expect(mine.body.data.list.some((row: { id: number }) => row.id === mediationId)).toBe(true);
  });

  it("opens the console to a mediator as staff, and nothing there but mediation", async () => {
    expect((await call(t, staffMediator, "GET", "/admin/me")).body).toMatchObject({
      code: 200,
      data: { id: staffMediator.id, roles: ["mediator"] },
    });
    for (const url of ["/admin/applications", "/admin/articles"]) {
      expect((await call(t, staffMediator, "GET", url)).body).toMatchObject({
        code: 403,
        msg: "需要平台审核权限",
      });
    }
  });

  it("refuses terms that would publish a phone number, and dates already past", async () => {
    const { mediationId } = await running();
    const phone = await call(t, staffMediator, "POST", `/mediation/${mediationId}/agreement`, {
      ...TERMS,
      company_terms: "联系13812348888退款",
    });
    expect(phone.body).toMatchObject({
      code: 400,
      msg: "协议条款将公开展示，请勿填写手机号、身份证号等个人信息",
    });
    const past = await call(t, staffMediator, "POST", `/mediation/${mediationId}/agreement`, {
      ...TERMS,
      company_due_on: shanghaiDay(new Date(TEST_SEED_NOW.getTime() - DAY)),
    });
    expect(past.body).toMatchObject({ code: 400, msg: "履行期限不能早于今天" });
    const room = await call(t, cast.owner, "GET", `/mediation/${mediationId}`);
    expect(room.body.data.agreement).toBeNull();
  });
});

describe("SMS notices of mediation steps", () => {
  /** The notices sent since `from`, as who got which event. */
  function noticesSince(from: number) {
    return t.sentNotices.slice(from).map(({ phone, event }) => ({ phone, event }));
  }

  it("tell the company of the invitation, the consumer of its answer and both of the draft, once each", async () => {
    let from = t.sentNotices.length;
    const { mediationId } = await requested();
    const invited = noticesSince(from);
    expect(invited).toContainEqual({ phone: cast.operator.phone, event: MEDIATION_SMS_EVENTS.invited });
    expect(invited.filter((notice) => notice.phone === cast.operator.phone)).toHaveLength(1);
    expect(invited.every((notice) => notice.event === MEDIATION_SMS_EVENTS.invited)).toBe(true);
    expect(invited.map((notice) => notice.phone)).not.toContain(cast.owner.phone);

    from = t.sentNotices.length;
    await call(t, cast.operator, "POST", `/mediation/${mediationId}/respond`, { accept: true });
    expect(noticesSince(from)).toEqual([{ phone: cast.owner.phone, event: MEDIATION_SMS_EVENTS.accepted }]);

    from = t.sentNotices.length;
    await call(t, staffMediator, "POST", `/admin/mediations/${mediationId}/assign`, {});
    await call(t, cast.owner, "POST", `/mediation/${mediationId}/entries`, { content: "希望尽快退款" });
    expect(noticesSince(from)).toEqual([]);

    await call(t, staffMediator, "POST", `/mediation/${mediationId}/agreement`, TERMS);
    const drafted = noticesSince(from);
    expect(drafted).toContainEqual({
      phone: cast.owner.phone,
      event: MEDIATION_SMS_EVENTS.agreement_drafted,
    });
    expect(drafted).toContainEqual({
      phone: cast.operator.phone,
      event: MEDIATION_SMS_EVENTS.agreement_drafted,
    });
    expect(drafted.filter((notice) => notice.phone === cast.owner.phone)).toHaveLength(1);
  });

  it("tell the consumer when the company declines, and both when the mediator closes it as failed", async () => {
    const declined = await requested();
    let from = t.sentNotices.length;
    await call(t, cast.operator, "POST", `/mediation/${declined.mediationId}/respond`, { accept: false });
    expect(noticesSince(from)).toEqual([{ phone: cast.owner.phone, event: MEDIATION_SMS_EVENTS.declined }]);

    const { mediationId } = await running();
    from = t.sentNotices.length;
    await call(t, staffMediator, "POST", `/mediation/${mediationId}/fail`, { note: "双方分歧过大" });
    const failed = noticesSince(from);
    expect(failed).toContainEqual({ phone: cast.owner.phone, event: MEDIATION_SMS_EVENTS.failed });
    expect(failed).toContainEqual({ phone: cast.operator.phone, event: MEDIATION_SMS_EVENTS.failed });
    expect(JSON.stringify(failed)).not.toContain("双方分歧过大");
  });

  it("never undo a step when the SMS vendor fails", async () => {
    const { complaintId, mediationId } = await requested();
    const vendorDown = vi.spyOn(t.smsProvider, "notify").mockRejectedValue(new Error("vendor down"));
    try {
      const response = await call(t, cast.operator, "POST", `/mediation/${mediationId}/respond`, {
        accept: true,
      });
      expect(response.body).toMatchObject({ code: 200, data: { state: "accepted" } });
      expect(vendorDown).toHaveBeenCalled();
    } finally {
      vendorDown.mockRestore();
    }
    expect((await mediationRows(complaintId))[0]).toMatchObject({ state: "accepted" });
  });
});

describe("the agreement", () => {
  it("is agreed when both sides confirm with their SMS code, and its terms go on the public timeline", async () => {
    const { complaintId, mediationId } = await running();
    const drafted = await call(t, staffMediator, "POST", `/mediation/${mediationId}/agreement`, TERMS);
    expect(drafted.body.data).toMatchObject({ consumer_confirmed: false, company_confirmed: false });

    t.setNow(new Date(TEST_SEED_NOW.getTime() + DAY));
    await call(t, cast.owner, "POST", `/mediation/${mediationId}/agreement/sms`, {});
    const wrong = await call(t, cast.owner, "POST", `/mediation/${mediationId}/agreement/confirm`, {
      code: "000000",
    });
    expect(wrong.body).toMatchObject({ code: 400 });
    expect(wrong.body.msg).toMatch(/^验证码错误/);
    let room = await call(t, cast.owner, "GET", `/mediation/${mediationId}`);
    expect(room.body.data.agreement.consumer_confirmed).toBe(false);

    const noticesBefore = t.sentNotices.length;
    expect((await confirm(cast.owner, mediationId, 2)).body.data).toMatchObject({ state: "in_progress" });
    expect(t.sentNotices.length).toBe(noticesBefore);
    expect((await confirm(cast.operator, mediationId, 4)).body.data).toMatchObject({ state: "agreed" });
    const agreed = t.sentNotices.slice(noticesBefore).map(({ phone, event }) => ({ phone, event }));
    expect(agreed.filter((notice) => notice.phone === cast.owner.phone)).toEqual([
      { phone: cast.owner.phone, event: MEDIATION_SMS_EVENTS.agreed },
    ]);
    expect(agreed).toContainEqual({ phone: cast.operator.phone, event: MEDIATION_SMS_EVENTS.agreed });
    room = await call(t, cast.operator, "GET", `/mediation/${mediationId}`);
    expect(room.body.data.agreement).toMatchObject({ consumer_confirmed: true, company_confirmed: true });

    const timeline = (await streamOf(t.db, complaintId)).filter((step) => step.action === "mediation_agreed");
    expect(timeline).toHaveLength(1);
    expect(timeline[0]).toMatchObject({ isPublic: true, actorType: "platform" });
    expect(timeline[0]!.content).toContain("商家：退还货款299元（2026-12-20前）");
    expect(timeline[0]!.content).not.toContain("2026041100001");
    expect(
      (await call(t, cast.owner, "POST", `/mediation/${mediationId}/fail`, { note: "我想结束调解" })).body
        .code,
    ).toBe(403);
  });

  it("cannot be confirmed by someone outside the room, even with a code of their own", async () => {
    const { mediationId } = await running();
    await call(t, staffMediator, "POST", `/mediation/${mediationId}/agreement`, TERMS);
    for (const who of [cast.otherConsumer, staffMediator]) {
      expect((await call(t, who, "POST", `/mediation/${mediationId}/agreement/sms`, {})).body.code).toBe(403);
    }
  });

  it("fails when the mediator closes it or the 30 days run out, naming the next steps", async () => {
    const closedByMediator = await running();
    const failed = await call(t, staffMediator, "POST", `/mediation/${closedByMediator.mediationId}/fail`, {
      note: "双方分歧过大，无法达成一致",
    });
    expect(failed.body.data).toMatchObject({ state: "failed" });
    const steps = await streamOf(t.db, closedByMediator.complaintId);
    expect(steps.at(-1)).toMatchObject({
      action: "mediation_failed",
      content: MEDIATION_NEXT_STEPS,
      isPublic: true,
    });

    const expired = await running();
    travel(30);
    // Sessions last 30 days too: the author signs in again.
    const owner = { ...cast.owner, token: await loginBySms(t, cast.owner.phone) };
    expect(
      (await call(t, owner, "POST", `/mediation/${expired.mediationId}/entries`, { content: "还在吗" })).body,
    ).toMatchObject({ code: 400, msg: "调解已超过30天期限" });
    const entriesBefore = await entryCount();
    await t.app.runDueJobs();
    expect((await mediationRows(expired.complaintId))[0]).toMatchObject({ state: "failed" });
    expect((await streamOf(t.db, expired.complaintId)).at(-1)).toMatchObject({ action: "mediation_failed" });
    expect(await entryCount()).toBe(entriesBefore);
  });
});

describe("lawyer mediators", () => {
  /** A verified lawyer signed in through the lawyer login; offering to mediate unless told otherwise. */
  async function lawyer(overrides: Parameters<typeof createLawyer>[2] = {}): Promise<Person> {
    const { user } = await createLawyer(t.db, piiKeys, { mediates: true, ...overrides });
    const { token } = await createSession(t.db, {
      userId: user.id,
      ttlDays: 30,
      userAgent: undefined,
      now: TEST_SEED_NOW,
      tokenKey: deriveSessionTokenKey(TEST_PII_SECRET),
      role: "lawyer",
    });
    return { id: user.id, phone: user.phone, token };
  }

  /** The lawyer service (/lawyer), where a lawyer lists and declares. */
  function onLawyerService(
    who: Person | null,
    method: "GET" | "POST",
    url: string,
    payload?: Record<string, unknown>,
  ) {
    return callService(t, "/lawyer", who, method, url, payload);
  }

  async function accepted(): Promise<{ complaintId: number; mediationId: number }> {
    const ids = await requested();
    await call(t, cast.operator, "POST", `/mediation/${ids.mediationId}/respond`, { accept: true });
    return ids;
  }

  async function mediationRow(mediationId: number) {
    const [row] = await t.db.select().from(schema.mediations).where(eq(schema.mediations.id, mediationId));
    return row!;
  }

  it("open the room only after declaring no conflict, and both parties read the declaration", async () => {
    const { mediationId } = await accepted();
    const mediator = await lawyer();
    const otherLawyer = await lawyer();

    const candidates = await call(t, staffMediator, "GET", `/admin/mediations/${mediationId}/lawyers`);
    expect(candidates.body.data.list.map((card: { id: number }) => card.id)).toContain(mediator.id);
    for (const who of [cast.owner, cast.operator, cast.moderator, editor, mediator]) {
      expect((await call(t, who, "GET", `/admin/mediations/${mediationId}/lawyers`)).body.code).toBe(403);
      expect(
        (
          await call(t, who, "POST", `/admin/mediations/${mediationId}/assign-lawyer`, {
            lawyer_id: mediator.id,
          })
        ).body.code,
      ).toBe(403);
    }
    expect((await mediationRow(mediationId)).mediatorId).toBeNull();
    const assigned = await call(t, staffMediator, "POST", `/admin/mediations/${mediationId}/assign-lawyer`, {
      lawyer_id: mediator.id,
    });
    expect(assigned.body).toMatchObject({ code: 200, data: { state: "in_progress" } });

    // Before the declaration the lawyer neither reads nor acts.
    const entriesBefore = await entryCount();
    const undeclared = "请先声明与本案无利益冲突，再进入调解室";
    expect((await call(t, mediator, "GET", `/mediation/${mediationId}`)).body).toMatchObject({
      code: 403,
      msg: undeclared,
    });
    expect(
      (await call(t, mediator, "POST", `/mediation/${mediationId}/entries`, { content: "双方好" })).body,
    ).toMatchObject({ code: 403, msg: undeclared });
    expect((await call(t, mediator, "POST", `/mediation/${mediationId}/agreement`, TERMS)).body.code).toBe(
      403,
    );
    expect(await entryCount()).toBe(entriesBefore);

    // Another lawyer can neither declare for it nor read it; the list is each lawyer's own.
    expect(
      (
        await onLawyerService(otherLawyer, "POST", `/mediations/${mediationId}/declaration`, {
          no_conflict: true,
        })
      ).body,
    ).toMatchObject({ code: 403, msg: "该调解未分配给您" });
    expect((await call(t, otherLawyer, "GET", `/mediation/${mediationId}`)).body).toMatchObject({
      code: 403,
      msg: "您不是该调解的当事人或调解员",
    });
    const theirs = await onLawyerService(otherLawyer, "GET", "/mediations");
    expect(theirs.body.data.list).toEqual([]);
    expect((await onLawyerService(null, "GET", "/mediations")).status).toBe(401);
    for (const who of [cast.owner, cast.operator, staffMediator]) {
      expect((await onLawyerService(who, "GET", "/mediations")).body).toMatchObject({
        code: 403,
        msg: "请使用律师账号登录",
      });
    }
    const mine = await onLawyerService(mediator, "GET", "/mediations");
    expect(mine.body.data).toMatchObject({
      mediates: true,
      declaration: MEDIATOR_DECLARATION,
      list: [{ id: mediationId, state: "in_progress", declared_at: null }],
    });
    expect(
      (await onLawyerService(mediator, "POST", `/mediations/${mediationId}/declaration`, {})).body,
    ).toMatchObject({ code: 400, msg: "请确认无利益冲突声明" });
    expect((await mediationRow(mediationId)).mediatorDeclaredAt).toBeNull();

    const declared = await onLawyerService(mediator, "POST", `/mediations/${mediationId}/declaration`, {
      no_conflict: true,
    });
    expect(declared.body).toMatchObject({ code: 200, data: { id: mediationId } });
    expect(declared.body.data.declared_at).toBe(TEST_SEED_NOW.toISOString());
    expect(
      (
        await onLawyerService(mediator, "POST", `/mediations/${mediationId}/declaration`, {
          no_conflict: true,
        })
      ).body,
    ).toMatchObject({ code: 400, msg: "您已声明过无利益冲突" });

    expect((await call(t, mediator, "GET", `/mediation/${mediationId}`)).body.data).toMatchObject({
      my_side: "mediator",
      actions: expect.arrayContaining(["post", "draft_agreement", "fail"]),
    });
    for (const party of [cast.owner, cast.operator]) {
      const room = await call(t, party, "GET", `/mediation/${mediationId}`);
      expect(room.body.data.mediator).toEqual({
        kind: "lawyer",
        label: "律师调解员",
        declaration: MEDIATOR_DECLARATION,
        declared_at: TEST_SEED_NOW.toISOString(),
      });
    }
    expect((await call(t, mediator, "POST", `/mediation/${mediationId}/agreement`, TERMS)).body.code).toBe(
      200,
    );
    // The staff mediator who did not take it stays outside, as before.
    expect((await call(t, staffMediator, "GET", `/mediation/${mediationId}`)).body.code).toBe(403);
  });

  it("refuse a lawyer on a side of the case, when assigned and when declaring, and store nothing", async () => {
    const { mediationId } = await accepted();
    const counsel = await lawyer();
    await t.db
      .insert(schema.lawyerEnterpriseClients)
      .values({ lawyerId: counsel.id, enterpriseId: cast.enterpriseId });
    const inHouse = await lawyer();
    await t.db.insert(schema.enterpriseMembers).values({
      enterpriseId: cast.enterpriseId,
      userId: inHouse.id,
      role: "agent",
    });
    const consumersLawyer = await lawyer();
    const { complaintId } = await mediationRow(mediationId).then((row) => ({ complaintId: row.complaintId }));
    await t.db.insert(schema.entrustments).values({
      complaintId,
      consumerId: cast.owner.id,
      lawyerId: consumersLawyer.id,
      status: "declined",
      consentedAt: TEST_SEED_NOW,
      answerDueAt: TEST_SEED_NOW,
    });
    const notMediating = await lawyer({ mediates: false });
    const pending = await lawyer({ status: "pending" });

    const candidates = await call(t, staffMediator, "GET", `/admin/mediations/${mediationId}/lawyers`);
    const offered = candidates.body.data.list.map((card: { id: number }) => card.id);
    for (const who of [counsel, inHouse, consumersLawyer, notMediating, pending]) {
      expect(offered).not.toContain(who.id);
    }
    for (const who of [counsel, inHouse, consumersLawyer]) {
      expect(
        (
          await call(t, staffMediator, "POST", `/admin/mediations/${mediationId}/assign-lawyer`, {
            lawyer_id: who.id,
          })
        ).body,
      ).toMatchObject({ code: 400, msg: "该律师与本案存在利益冲突，不能担任调解员" });
    }
    for (const who of [notMediating, pending]) {
      expect(
        (
          await call(t, staffMediator, "POST", `/admin/mediations/${mediationId}/assign-lawyer`, {
            lawyer_id: who.id,
          })
        ).body,
      ).toMatchObject({ code: 400, msg: "该律师未通过核验或未开通调解服务" });
    }
    expect(await mediationRow(mediationId)).toMatchObject({ mediatorId: null, state: "accepted" });

    // A conflict that arises after the assignment stops the declaration.
    const later = await lawyer();
    await call(t, staffMediator, "POST", `/admin/mediations/${mediationId}/assign-lawyer`, {
      lawyer_id: later.id,
    });
    await t.db
      .insert(schema.lawyerEnterpriseClients)
      .values({ lawyerId: later.id, enterpriseId: cast.enterpriseId });
    expect(
      (await onLawyerService(later, "POST", `/mediations/${mediationId}/declaration`, { no_conflict: true }))
        .body,
    ).toMatchObject({ code: 400, msg: "您与本案存在利益冲突，不能担任调解员，请联系平台更换调解员" });
    expect(await mediationRow(mediationId)).toMatchObject({
      mediatorDeclaredAt: null,
      mediatorDeclaration: null,
    });
  });

  it("are verified lawyers who offer to mediate, and may stop", async () => {
    const offering = await lawyer({ mediates: false });
    expect((await onLawyerService(offering, "POST", "/mediator", {})).body).toMatchObject({
      code: 400,
      msg: "请选择是否担任调解员",
    });
    expect((await onLawyerService(offering, "POST", "/mediator", { mediates: true })).body).toMatchObject({
      code: 200,
      data: { mediates: true },
    });
    expect((await onLawyerService(offering, "GET", "/mediations")).body.data.mediates).toBe(true);
    const pending = await lawyer({ status: "pending", mediates: false });
    expect((await onLawyerService(pending, "POST", "/mediator", { mediates: true })).body).toMatchObject({
      code: 403,
      msg: "律师资料通过核验后才能担任调解员",
    });
    expect((await onLawyerService(null, "POST", "/mediator", { mediates: true })).status).toBe(401);
    expect((await onLawyerService(cast.owner, "POST", "/mediator", { mediates: true })).body.code).toBe(403);
  });
});
