import { derivePiiKeys, schema } from "@tousu/db";
import {
  createBrand,
  createComplaint,
  createLawyer,
  TEST_PII_SECRET,
  TEST_SEED_NOW,
} from "@tousu/db/testing";
import { isPracticeCity } from "@tousu/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JOB_SCHEMA } from "../../jobs/job-queue";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { callService, openSession, signInNewLawyer, signInNewMember } from "../../testing/sign-in-member";
import { entrustmentLapseJob } from "./lapse-job";

const piiKeys = derivePiiKeys(TEST_PII_SECRET);

interface Person {
  id: number;
  token: string;
}

type Identity = "visitor" | "author" | "otherConsumer" | "lawyer" | "otherLawyer" | "operator" | "moderator";
const IDENTITIES: Identity[] = [
  "visitor",
  "author",
  "otherConsumer",
  "lawyer",
  "otherLawyer",
  "operator",
  "moderator",
];

let t: TestApp;
let cast: Record<Exclude<Identity, "visitor">, Person> & { lawyerAsConsumer: Person };
let enterpriseId: number;
let brandId: number;

const sessionFor = async (userId: number, role: "lawyer" | null = null): Promise<Person> => ({
  id: userId,
  token: await openSession(t, userId, role),
});
const consumer = () => signInNewMember(t);
const lawyer = (overrides: Parameters<typeof signInNewLawyer>[1] = {}) => signInNewLawyer(t, overrides);
const call = (who: Person | null, method: "GET" | "POST", url: string, payload?: Record<string, unknown>) =>
  callService(t, "/lawyer", who, method, url, payload);

function as(identity: Identity): Person | null {
  return identity === "visitor" ? null : cast[identity];
}

async function complaintOfAuthor(overrides: Partial<typeof schema.complaints.$inferInsert> = {}) {
  return createComplaint(t.db, piiKeys, { userId: cast.author.id, brandId, enterpriseId, ...overrides });
}

async function entrusted(lawyerId = cast.lawyer.id) {
  const complaint = await complaintOfAuthor();
  const created = await call(cast.author, "POST", `/entrust/${complaint.id}`, {
    lawyer_id: lawyerId,
    consent: true,
    note: "商家拒绝退款，希望律师发函。",
  });
  expect(created.body).toMatchObject({ code: 200 });
  return { complaintId: complaint.id, entrustmentId: created.body.data.entrustment_id as number };
}

/** Everything an entrustment request or step may write about one complaint. */
async function written(complaintId: number) {
  const result = await t.db.execute<Record<string, unknown>>(sql`
    select
      (select json_agg(json_build_object('status', status, 'quote', quote_fen, 'plan', plan) order by id)
        from entrustments where complaint_id = ${complaintId}) as entrustments,
      (select count(*) from entrustment_notes n join entrustments e on e.id = n.entrustment_id
        where e.complaint_id = ${complaintId})::int as notes,
      (select count(*) from entrustment_file_views v join entrustments e on e.id = v.entrustment_id
        where e.complaint_id = ${complaintId})::int as views,
      (select count(*) from push_messages where complaint_id = ${complaintId})::int as messages,
      (select count(*) from ${sql.raw(`${JOB_SCHEMA}.job`)} j join entrustments e
        on j.data->>'entrustment_id' = e.id::text where e.complaint_id = ${complaintId})::int as jobs`);
  return result.rows[0];
}

beforeAll(async () => {
  t = await buildTestApp();
  const brand = await createBrand(t.db, { industry: "金融借贷" });
  if (!brand.enterpriseId) throw new Error("factory brands have enterprises");
  enterpriseId = brand.enterpriseId;
  brandId = brand.id;
  const operator = await consumer();
  await t.db.insert(schema.enterpriseMembers).values({ enterpriseId, userId: operator.id, role: "agent" });
  const moderator = await consumer();
  await t.db.insert(schema.userRoles).values({ userId: moderator.id, role: "moderator" });
  const chosen = await lawyer({ practiceAreas: ["finance", "consumer"] });
  cast = {
    author: await consumer(),
    otherConsumer: await consumer(),
    lawyer: chosen,
    lawyerAsConsumer: await sessionFor(chosen.id),
    otherLawyer: await lawyer(),
    operator,
    moderator,
  };
});

afterAll(async () => {
  await t.close();
});

describe("entrusting a complaint", () => {
  it("runs from request to close, the consumer seeing every answer, note and reading of the file", async () => {
    const { complaintId, entrustmentId } = await entrusted();

    const inbox = await call(cast.lawyer, "GET", "/inbox");
    expect(inbox.body.data.list).toContainEqual(
      expect.objectContaining({
        id: entrustmentId,
        status: "requested",
        status_label: "待答复",
        note: "商家拒绝退款，希望律师发函。",
      }),
    );

    const file = await call(cast.lawyer, "GET", `/entrustments/${entrustmentId}/file`);
    expect(file.body).toMatchObject({ code: 200, data: { complaint: { id: complaintId } } });
    expect(file.body.data.identity.phone).toMatch(/^1\d{10}$/);

    const accepted = await call(cast.lawyer, "POST", `/entrustments/${entrustmentId}/accept`, {
      quote_yuan: 3000,
      plan: "先向商家发送律师函，十五日内无回复则代为起诉。",
    });
    expect(accepted.body).toMatchObject({ code: 200, data: { status: "accepted" } });
    expect((await call(cast.author, "POST", `/entrustments/${entrustmentId}/confirm`)).body.data).toEqual({
      status: "in_progress",
    });
    await call(cast.lawyer, "POST", `/entrustments/${entrustmentId}/progress`, { content: "律师函已寄出。" });
    const closed = await call(cast.lawyer, "POST", `/entrustments/${entrustmentId}/close`, {
      outcome: "商家同意全额退款。",
    });
    expect(closed.body.data).toEqual({ status: "closed" });

    const lawyerCase = await call(cast.lawyer, "GET", `/entrustments/${entrustmentId}`);
    expect(lawyerCase.body.data).toMatchObject({
      id: entrustmentId,
      status: "closed",
      status_label: "已结案",
      complaint: { id: complaintId },
      note: "商家拒绝退款，希望律师发函。",
      quote_fen: 300_000,
      member_price: null,
      plan: "先向商家发送律师函，十五日内无回复则代为起诉。",
      outcome: "商家同意全额退款。",
      progress: [{ content: "律师函已寄出。" }],
    });
    expect(lawyerCase.body.data.file_views).toHaveLength(1);
    expect(lawyerCase.body.data).not.toHaveProperty("lawyer");

    const page = await call(cast.author, "GET", `/entrust/${complaintId}`);
    expect(page.body.data.current).toBeNull();
    const [record] = page.body.data.history;
    expect(record).toMatchObject({
      id: entrustmentId,
      status: "closed",
      quote_fen: 300_000,
      outcome: "商家同意全额退款。",
      progress: [{ content: "律师函已寄出。" }],
    });
    expect(record.file_views).toHaveLength(1);
    expect(record.file_views[0].viewer).toMatch(/律师$/);
    expect(await written(complaintId)).toMatchObject({ messages: 3, views: 1, notes: 1 });
    // The consumer rates the service once; the lawyer cannot.
    expect(
      (await call(cast.lawyer, "POST", `/entrustments/${entrustmentId}/rate`, { rating: 5 })).status,
    ).toBe(403);
    expect(
      (await call(cast.author, "POST", `/entrustments/${entrustmentId}/rate`, { rating: 4 })).body.code,
    ).toBe(200);
    const again = await call(cast.author, "POST", `/entrustments/${entrustmentId}/rate`, { rating: 1 });
    expect(again.body).toMatchObject({ code: 400, msg: "你已评价过该委托" });
    expect((await call(cast.author, "GET", `/entrust/${complaintId}`)).body.data.history[0].rating).toBe(4);
    // A closed entrustment's file is no longer open to the lawyer.
    expect((await call(cast.lawyer, "GET", `/entrustments/${entrustmentId}/file`)).status).toBe(400);
  });

  it("recommends fitting lawyers: the sector's area, taking cases, no conflict", async () => {
    const conflicted = await lawyer({ practiceAreas: ["finance"] });
    await t.db
      .insert(schema.enterpriseMembers)
      .values({ enterpriseId, userId: conflicted.id, role: "agent" });
    const busy = await lawyer({ practiceAreas: ["finance"], acceptingCases: false });
    const complaint = await complaintOfAuthor();
    const page = await call(cast.author, "GET", `/entrust/${complaint.id}`);
    const ids = page.body.data.recommended.map((card: { id: number }) => card.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.length).toBeLessThanOrEqual(3);
    expect(ids).not.toContain(conflicted.id);
    expect(ids).not.toContain(busy.id);
    expect(page.body.data.complaint).toMatchObject({ id: complaint.id, industry: "金融借贷" });
  });
});

describe("which complaints may be entrusted", () => {
  it("entrusts a completed complaint, and one closed as unanswered, archived or ended", async () => {
    const states = [
      { status: "completed" as const },
      { status: "closed" as const, closeReason: "no_response" as const },
      { status: "closed" as const, closeReason: "archived" as const },
      { status: "closed" as const, closeReason: "ended" as const },
    ];
    // An author of their own, so these requests leave the shared author's hourly allowance alone.
    const author = await consumer();
    for (const state of states) {
      const complaint = await createComplaint(t.db, piiKeys, {
        userId: author.id,
        brandId,
        enterpriseId,
        ...state,
      });
      const page = await call(author, "GET", `/entrust/${complaint.id}`);
      expect([state, page.body.data.entrust_refusal]).toEqual([state, null]);
      const created = await call(author, "POST", `/entrust/${complaint.id}`, {
        lawyer_id: cast.lawyer.id,
        consent: true,
      });
      expect([state, created.body.code]).toEqual([state, 200]);
    }
  });
});

describe("who may do what", () => {
  it("shows the entrust page to the complaint's author only", async () => {
    const complaint = await complaintOfAuthor();
    const statuses = Object.fromEntries(
      await Promise.all(
        IDENTITIES.map(async (identity) => [
          identity,
          (await call(as(identity), "GET", `/entrust/${complaint.id}`)).status,
        ]),
      ),
    );
    expect(statuses).toEqual({
      visitor: 401,
      author: 200,
      otherConsumer: 403,
      lawyer: 403,
      otherLawyer: 403,
      operator: 403,
      moderator: 403,
    });
  });

  it("opens the complaint file to the chosen lawyer in a lawyer session only, logging each reading", async () => {
    const { complaintId, entrustmentId } = await entrusted();
    const statuses: Record<string, number> = {};
    for (const identity of IDENTITIES) {
      statuses[identity] = (await call(as(identity), "GET", `/entrustments/${entrustmentId}/file`)).status;
    }
    statuses.lawyerAsConsumer = (
      await call(cast.lawyerAsConsumer, "GET", `/entrustments/${entrustmentId}/file`)
    ).status;
    expect(statuses).toEqual({
      visitor: 401,
      author: 403,
      otherConsumer: 403,
      lawyer: 200,
      otherLawyer: 403,
      operator: 403,
      moderator: 403,
      lawyerAsConsumer: 403,
    });
    expect(await written(complaintId)).toMatchObject({ views: 1 });
  });

  it("shows a case to its own lawyer in a lawyer session only, without logging a reading of the file", async () => {
    const { complaintId, entrustmentId } = await entrusted();
    const statuses: Record<string, number> = {};
    for (const identity of IDENTITIES) {
      statuses[identity] = (await call(as(identity), "GET", `/entrustments/${entrustmentId}`)).status;
    }
    statuses.lawyerAsConsumer = (
      await call(cast.lawyerAsConsumer, "GET", `/entrustments/${entrustmentId}`)
    ).status;
    statuses.missing = (await call(cast.lawyer, "GET", "/entrustments/999999999")).status;
    expect(statuses).toEqual({
      visitor: 401,
      author: 403,
      otherConsumer: 403,
      lawyer: 200,
      otherLawyer: 403,
      operator: 403,
      moderator: 403,
      lawyerAsConsumer: 403,
      missing: 404,
    });
    expect(await written(complaintId)).toMatchObject({ views: 0 });
  });

  it("shuts the inbox and the cases to a lawyer suspended while their session stays open", async () => {
    const suspended = await lawyer({ practiceAreas: ["finance"] });
    const { entrustmentId } = await entrusted(suspended.id);
    expect((await call(suspended, "GET", "/inbox")).body.data.list).toHaveLength(1);
    await t.db
      .update(schema.lawyerProfiles)
      .set({ status: "suspended" })
      .where(eq(schema.lawyerProfiles.userId, suspended.id));
    const inbox = await call(suspended, "GET", "/inbox");
    expect([inbox.status, inbox.body.data]).toEqual([403, null]);
    expect((await call(suspended, "GET", `/entrustments/${entrustmentId}`)).status).toBe(403);
  });

  const STEPS = [
    { path: "accept", body: { quote_yuan: 1000, plan: "代为与商家协商并发送律师函。" }, allowed: "lawyer" },
    { path: "decline", body: { reason: "案件不在本人执业范围内" }, allowed: "lawyer" },
    { path: "withdraw", body: undefined, allowed: "author" },
  ] as const;

  for (const step of STEPS) {
    it(`lets only the ${step.allowed} ${step.path} a request`, async () => {
      const { complaintId, entrustmentId } = await entrusted();
      const before = await written(complaintId);
      for (const identity of IDENTITIES.filter((identity) => identity !== step.allowed)) {
        const response = await call(
          as(identity),
          "POST",
          `/entrustments/${entrustmentId}/${step.path}`,
          step.body,
        );
        expect([identity, response.status]).toEqual([identity, identity === "visitor" ? 401 : 403]);
      }
      expect(await written(complaintId)).toEqual(before);
      const allowed = await call(
        as(step.allowed),
        "POST",
        `/entrustments/${entrustmentId}/${step.path}`,
        step.body,
      );
      expect(allowed.body.code).toBe(200);
    });
  }
});

describe("refused requests store nothing", () => {
  async function refusedRequest(
    complaintId: number,
    body: Record<string, unknown>,
    who: Person = cast.author,
  ) {
    const before = await written(complaintId);
    const response = await call(who, "POST", `/entrust/${complaintId}`, body);
    expect(await written(complaintId)).toEqual(before);
    return response;
  }

  it("refuses someone else's complaint", async () => {
    const complaint = await complaintOfAuthor();
    const response = await refusedRequest(
      complaint.id,
      { lawyer_id: cast.lawyer.id, consent: true },
      cast.otherConsumer,
    );
    expect(response.body).toMatchObject({ code: 403, msg: "只有投诉人可以委托律师处理该投诉" });
  });

  it("refuses a request without consent to share the file", async () => {
    const complaint = await complaintOfAuthor();
    for (const consent of [false, undefined, "true"]) {
      const response = await refusedRequest(complaint.id, { lawyer_id: cast.lawyer.id, consent });
      expect(response.body).toMatchObject({
        code: 400,
        msg: "请确认同意向该律师提供投诉内容、证据和身份信息",
      });
    }
  });

  it("refuses a hidden complaint and one not yet published", async () => {
    for (const overrides of [{ isHidden: true }, { status: "pending_review" as const, dispatchedAt: null }]) {
      const complaint = await complaintOfAuthor(overrides);
      const response = await refusedRequest(complaint.id, { lawyer_id: cast.lawyer.id, consent: true });
      expect(response.body).toMatchObject({ code: 403, msg: "该投诉未公开或已被隐藏，暂不能委托律师" });
    }
  });

  it("refuses a complaint the consumer withdrew or the platform closed as a duplicate or for its rules, and its page says why", async () => {
    const refusals = {
      withdrawn: "该投诉已撤诉，不能再委托律师；纠纷仍未解决的，可以重新发起投诉后委托",
      duplicate: "该投诉因重复投诉已关闭，请在同一纠纷的另一条投诉中委托律师",
      rule_breach: "该投诉因违反平台规则已关闭，不能委托律师",
    } as const;
    // An author of their own, so these requests leave the shared author's hourly allowance alone.
    const author = await consumer();
    for (const [closeReason, msg] of Object.entries(refusals)) {
      const complaint = await createComplaint(t.db, piiKeys, {
        userId: author.id,
        brandId,
        enterpriseId,
        status: "closed",
        closeReason: closeReason as keyof typeof refusals,
      });
      const response = await refusedRequest(
        complaint.id,
        { lawyer_id: cast.lawyer.id, consent: true },
        author,
      );
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 400, msg });
      const page = await call(author, "GET", `/entrust/${complaint.id}`);
      expect(page.body).toMatchObject({ code: 200, data: { entrust_refusal: msg, recommended: [] } });
    }
  });

  it("refuses a lawyer who operates or acts for the complained-about enterprise", async () => {
    const operatorLawyer = await lawyer();
    await t.db
      .insert(schema.enterpriseMembers)
      .values({ enterpriseId, userId: operatorLawyer.id, role: "agent" });
    const counsel = await lawyer();
    await t.db.insert(schema.lawyerEnterpriseClients).values({ lawyerId: counsel.id, enterpriseId });
    const complaint = await complaintOfAuthor();
    for (const conflicted of [operatorLawyer, counsel]) {
      const response = await refusedRequest(complaint.id, { lawyer_id: conflicted.id, consent: true });
      expect(response.body).toMatchObject({ code: 400, msg: expect.stringContaining("利益冲突") });
    }
  });

  it("refuses an unverified lawyer and a second running request", async () => {
    const pending = await createLawyer(t.db, piiKeys, { status: "pending" });
    const { complaintId } = await entrusted();
    const unverified = await refusedRequest(complaintId, { lawyer_id: pending.user.id, consent: true });
    expect(unverified.body).toMatchObject({ code: 400, msg: "律师不存在或未通过核验" });
    const second = await refusedRequest(complaintId, { lawyer_id: cast.otherLawyer.id, consent: true });
    expect(second.body).toMatchObject({ code: 400, msg: "该投诉已有进行中的委托，请先撤回或等待律师答复" });
  });

  it("refuses acceptance when the lawyer joined the enterprise after the request", async () => {
    const joining = await lawyer();
    const { complaintId, entrustmentId } = await entrusted(joining.id);
    await t.db.insert(schema.enterpriseMembers).values({ enterpriseId, userId: joining.id, role: "agent" });
    const before = await written(complaintId);
    const response = await call(joining, "POST", `/entrustments/${entrustmentId}/accept`, {
      quote_yuan: 500,
      plan: "代为与商家协商并发送律师函。",
    });
    expect(response.body).toMatchObject({ code: 400, msg: "您与被投诉企业存在利益冲突，不能接受该委托" });
    expect(await written(complaintId)).toEqual(before);
  });

  it("refuses a quote or plan out of bounds", async () => {
    const { complaintId, entrustmentId } = await entrusted();
    const before = await written(complaintId);
    for (const [body, msg] of [
      [{ quote_yuan: -1, plan: "代为与商家协商并发送律师函。" }, "报价不能为负数"],
      [{ quote_yuan: 10.005, plan: "代为与商家协商并发送律师函。" }, "报价最多精确到分"],
      [{ quote_yuan: 100, plan: "太短" }, "办理方案至少10个字"],
    ] as const) {
      const response = await call(cast.lawyer, "POST", `/entrustments/${entrustmentId}/accept`, body);
      expect(response.body).toMatchObject({ code: 400, msg });
    }
    expect(await written(complaintId)).toEqual(before);
  });
});

describe("the 48-hour lapse", () => {
  it("lapses a request written without its job once a node has started", async () => {
    const complaint = await complaintOfAuthor();
    const [seeded] = await t.db
      .insert(schema.entrustments)
      .values({
        complaintId: complaint.id,
        consumerId: cast.author.id,
        lawyerId: cast.lawyer.id,
        consentedAt: TEST_SEED_NOW,
        answerDueAt: new Date(TEST_SEED_NOW.getTime() + 48 * 3_600_000),
      })
      .returning({ id: schema.entrustments.id });
    await entrustmentLapseJob(t).atStart?.(TEST_SEED_NOW);
    t.setNow(new Date(TEST_SEED_NOW.getTime() + 48 * 3_600_000));
    await t.app.runDueJobs();
    const [row] = await t.db
      .select({ status: schema.entrustments.status })
      .from(schema.entrustments)
      .where(eq(schema.entrustments.id, seeded!.id));
    expect(row?.status).toBe("lapsed");
    t.setNow(TEST_SEED_NOW);
  });

  it("lapses an unanswered request, tells the consumer, and then refuses its acceptance", async () => {
    const { complaintId, entrustmentId } = await entrusted();
    t.setNow(new Date(TEST_SEED_NOW.getTime() + 47 * 3_600_000));
    await t.app.runDueJobs();
    const [waiting] = await t.db
      .select()
      .from(schema.entrustments)
      .where(eq(schema.entrustments.id, entrustmentId));
    expect(waiting?.status).toBe("requested");

    t.setNow(new Date(TEST_SEED_NOW.getTime() + 48 * 3_600_000));
    await t.app.runDueJobs();
    const [lapsed] = await t.db
      .select()
      .from(schema.entrustments)
      .where(eq(schema.entrustments.id, entrustmentId));
    expect(lapsed?.status).toBe("lapsed");
    const messages = await t.db
      .select()
      .from(schema.pushMessages)
      .where(eq(schema.pushMessages.complaintId, complaintId));
    expect(messages).toEqual([
      expect.objectContaining({ userId: cast.author.id, title: "律师未答复您的委托" }),
    ]);

    const before = await written(complaintId);
    const late = await call(cast.lawyer, "POST", `/entrustments/${entrustmentId}/accept`, {
      quote_yuan: 800,
      plan: "代为与商家协商并发送律师函。",
    });
    expect(late.body).toMatchObject({ code: 400, msg: "该委托已不在待答复状态，无法接受" });
    expect(await written(complaintId)).toEqual(before);
    t.setNow(TEST_SEED_NOW);
  });

  it("leaves an answered request alone", async () => {
    const { entrustmentId } = await entrusted();
    await call(cast.lawyer, "POST", `/entrustments/${entrustmentId}/decline`, { reason: "近期案件已满" });
    t.setNow(new Date(TEST_SEED_NOW.getTime() + 49 * 3_600_000));
    await t.app.runDueJobs();
    const [row] = await t.db
      .select()
      .from(schema.entrustments)
      .where(eq(schema.entrustments.id, entrustmentId));
    expect(row?.status).toBe("declined");
    t.setNow(TEST_SEED_NOW);
  });
});

describe("the directory", () => {
  it("lists verified lawyers by filters, those taking cases first, and hides the others' profiles", async () => {
    const city = `测试城${Date.now() % 100000}`;
    const busy = await createLawyer(t.db, piiKeys, {
      city,
      acceptingCases: false,
      practiceAreas: ["finance"],
    });
    const taking = await createLawyer(t.db, piiKeys, { city, practiceAreas: ["finance"] });
    const suspended = await createLawyer(t.db, piiKeys, {
      city,
      status: "suspended",
      practiceAreas: ["finance"],
    });
    await createLawyer(t.db, piiKeys, { city, practiceAreas: ["education"] });
    const list = await call(null, "GET", `/lawyers?city=${encodeURIComponent(city)}&area=finance`);
    expect(list.body.data.list.map((card: { id: number }) => card.id)).toEqual([
      taking.user.id,
      busy.user.id,
    ]);
    expect(list.body.data.total).toBe(2);
    const [card] = list.body.data.list;
    expect(card).toMatchObject({ law_firm: taking.profile.lawFirm, cases_taken: 0, rating: null });
    expect(JSON.stringify(card)).not.toContain(taking.user.phone);

    expect((await call(null, "GET", `/lawyers/${taking.user.id}`)).body.data.introduction).toBe(
      taking.profile.introduction,
    );
    expect((await call(null, "GET", `/lawyers/${suspended.user.id}`)).status).toBe(404);
    expect((await call(null, "GET", "/lawyers?area=tax")).body).toMatchObject({
      code: 400,
      msg: "执业领域不存在",
    });
  });

  it("offers in its city filter only cities of the city list, not a city typed in by hand", async () => {
    await createLawyer(t.db, piiKeys, { city: "杭州市" });
    await createLawyer(t.db, piiKeys, { city: "北京朝阳" });
    await createLawyer(t.db, piiKeys, { city: "火星城" });
    const { cities } = (await call(null, "GET", "/lawyers")).body.data;
    expect(cities).toContain("杭州市");
    expect(cities.filter((city: string) => !isPracticeCity(city))).toEqual([]);
  });

  it("shows the consumers' service rating only from five ratings, and counts the cases taken", async () => {
    const rated = await createLawyer(t.db, piiKeys);
    const complaint = await complaintOfAuthor();
    const closed = (rating: number) => ({
      complaintId: complaint.id,
      consumerId: cast.author.id,
      lawyerId: rated.user.id,
      status: "closed" as const,
      consentedAt: TEST_SEED_NOW,
      answerDueAt: TEST_SEED_NOW,
      rating,
    });
    await t.db.insert(schema.entrustments).values([4, 5, 5, 4].map(closed));
    const profile = async () => (await call(null, "GET", `/lawyers/${rated.user.id}`)).body.data;
    expect(await profile()).toMatchObject({ cases_taken: 4, rating: null });
    await t.db.insert(schema.entrustments).values(closed(3));
    expect(await profile()).toMatchObject({ cases_taken: 5, rating: { average: 4.2, count: 5 } });
  });
});
