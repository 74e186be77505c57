import { SENSITIVE_WORD_MESSAGE } from "@tousu/contracts";
import { derivePiiKeys, encryptPii, schema } from "@tousu/db";
import {
  createBrand,
  createComplaint,
  createLawyer,
  createUser,
  TEST_PII_SECRET,
  TEST_SEED_NOW,
} from "@tousu/db/testing";
import {
  ENTRUSTMENT_MESSAGE_MAX,
  ENTRUSTMENT_MESSAGES_PAGE,
  ENTRUSTMENT_MESSAGES_PER_MINUTE,
  LIVE_EVENT_TYPES,
} from "@tousu/domain";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { expectHeardByPartiesOnly } from "../../testing/event-stream-client";
import { createSession, deriveSessionTokenKey } from "../auth";

const piiKeys = derivePiiKeys(TEST_PII_SECRET);

interface Person {
  id: number;
  token: string;
}

type Identity =
  | "visitor"
  | "author"
  | "otherConsumer"
  | "lawyer"
  | "otherLawyer"
  | "lawyerAsConsumer"
  | "operator"
  | "moderator";

let t: TestApp;
let cast: Record<Exclude<Identity, "visitor">, Person>;
let enterpriseId: number;
let brandId: number;

async function sessionFor(userId: number, role: "lawyer" | null = null): Promise<Person> {
  const { token } = await createSession(t.db, {
    userId,
    ttlDays: 30,
    userAgent: undefined,
    now: TEST_SEED_NOW,
    tokenKey: deriveSessionTokenKey(TEST_PII_SECRET),
    role,
  });
  return { id: userId, token };
}

async function consumer(): Promise<Person> {
  return sessionFor((await createUser(t.db, piiKeys)).id);
}

async function lawyer(): Promise<Person> {
  const { user } = await createLawyer(t.db, piiKeys, { practiceAreas: ["consumer"] });
  return sessionFor(user.id, "lawyer");
}

async function call(who: Person | null, method: "GET" | "POST" | "PUT", url: string, payload?: unknown) {
  const response = await t.app.inject({
    method,
    url,
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.json() };
}

const lawyerCall = (who: Person | null, method: "GET" | "POST", url: string, payload?: unknown) =>
  call(who, method, `/lawyer${url}`, payload);

const send = (who: Person | null, id: number, content: unknown) =>
  lawyerCall(who, "POST", `/entrustments/${id}/messages`, { content });
const list = (who: Person | null, id: number, query = "") =>
  lawyerCall(who, "GET", `/entrustments/${id}/messages${query}`);

type Stage = "requested" | "accepted" | "in_progress" | "closed";

/** An entrustment of `author`'s new complaint to `counsel`, taken through the real steps to `stage`. */
async function entrustment(stage: Stage, author = cast.author, counsel = cast.lawyer) {
  const complaint = await createComplaint(t.db, piiKeys, { userId: author.id, brandId, enterpriseId });
  const created = await lawyerCall(author, "POST", `/entrust/${complaint.id}`, {
    lawyer_id: counsel.id,
    consent: true,
    note: "",
  });
  expect(created.body).toMatchObject({ code: 200 });
  const id = created.body.data.entrustment_id as number;
  const steps: [Stage, Person, string, Record<string, unknown>?][] = [
    ["accepted", counsel, "accept", { quote_yuan: 2000, plan: "先发律师函，再协商退款事宜。" }],
    ["in_progress", author, "confirm"],
    ["closed", counsel, "close", { outcome: "商家已退款。" }],
  ];
  for (const [reached, who, step, body] of steps) {
    if (stage === "requested") break;
    expect((await lawyerCall(who, "POST", `/entrustments/${id}/${step}`, body)).body).toMatchObject({
      code: 200,
    });
    if (reached === stage) break;
  }
  return { id, complaintId: complaint.id };
}

async function storedMessages(entrustmentId: number) {
  return t.db
    .select()
    .from(schema.entrustmentMessages)
    .where(eq(schema.entrustmentMessages.entrustmentId, entrustmentId));
}

async function noticesOf(userId: number, link: string) {
  return t.db
    .select()
    .from(schema.pushMessages)
    .where(and(eq(schema.pushMessages.userId, userId), eq(schema.pushMessages.link, link)));
}

beforeAll(async () => {
  t = await buildTestApp();
  const brand = await createBrand(t.db, {});
  if (!brand.enterpriseId) throw new Error("factory brands have enterprises");
  enterpriseId = brand.enterpriseId;
  brandId = brand.id;
  const operator = await consumer();
  await t.db.insert(schema.enterpriseMembers).values({ enterpriseId, userId: operator.id, role: "agent" });
  const moderator = await consumer();
  await t.db.insert(schema.userRoles).values({ userId: moderator.id, role: "moderator" });
  const chosen = await lawyer();
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

describe("messages between an entrustment's consumer and its lawyer", () => {
  it("only the consumer and the lawyer (in a lawyer session) read and write the conversation", async () => {
    const { id } = await entrustment("in_progress");
    const expected: Record<Identity, number> = {
      visitor: 401,
      author: 200,
      otherConsumer: 403,
      lawyer: 200,
      otherLawyer: 403,
      lawyerAsConsumer: 403,
      operator: 403,
      moderator: 403,
    };
    for (const [identity, status] of Object.entries(expected) as [Identity, number][]) {
      const who = identity === "visitor" ? null : cast[identity];
      const sent = await send(who, id, `来自${identity}的消息`);
      expect(sent.status, `${identity} sends`).toBe(status);
      const read = await list(who, id);
      expect(read.status, `${identity} reads`).toBe(status);
      if (status !== 200) {
        expect(read.body.data ?? null, identity).toBeNull();
        expect(sent.body.msg, identity).toMatch(/[\u4e00-\u9fa5]/);
      }
    }
    // Who may write is settled before what they wrote: a visitor's empty message is a login prompt.
    expect((await send(null, id, "")).status).toBe(401);
    const stored = await storedMessages(id);
    expect(stored.map((row) => row.senderSide)).toEqual(["consumer", "lawyer"]);
    // A conversation that does not exist answers as one the caller may not see would, to the parties too.
    expect((await list(cast.author, 999_999_999)).status).toBe(404);
  });

  it("lists oldest to newest with each side, picks up newer ones after a cursor and keeps the content encrypted", async () => {
    const { id } = await entrustment("accepted");
    const first = await send(cast.author, id, "您好，我的电话是13812345678，方便时联系我。");
    expect(first.body).toMatchObject({ code: 200, data: { side: "consumer" } });
    await send(cast.lawyer, id, "收到，我明天上午给您回电。");

    const seenByLawyer = await list(cast.lawyer, id);
    expect(seenByLawyer.body.data).toMatchObject({
      side: "lawyer",
      can_send: true,
      closed_message: null,
      has_earlier: false,
      list: [
        { side: "consumer", content: "您好，我的电话是13812345678，方便时联系我。" },
        { side: "lawyer", content: "收到，我明天上午给您回电。" },
      ],
    });
    expect((await list(cast.author, id)).body.data.side).toBe("consumer");

    const lastId = seenByLawyer.body.data.list[1].id as number;
    expect((await list(cast.author, id, `?after=${lastId}`)).body.data.list).toEqual([]);
    await send(cast.author, id, "好的，谢谢。");
    const newer = await list(cast.author, id, `?after=${lastId}`);
    expect(newer.body.data.list.map((m: { content: string }) => m.content)).toEqual(["好的，谢谢。"]);

    const stored = await storedMessages(id);
    expect(stored.every((row) => row.contentCipher.startsWith("v1:"))).toBe(true);
    expect(stored.some((row) => row.contentCipher.includes("13812345678"))).toBe(false);
  });

  it("shows the newest page and reads earlier ones before a cursor", async () => {
    const { id } = await entrustment("in_progress");
    const total = ENTRUSTMENT_MESSAGES_PAGE + 3;
    await t.db.insert(schema.entrustmentMessages).values(
      Array.from({ length: total }, (_, index) => ({
        entrustmentId: id,
        senderId: cast.author.id,
        senderSide: "consumer" as const,
        contentCipher: encryptPii(`第${index + 1}条`, piiKeys.encryptionKey),
        createdAt: TEST_SEED_NOW,
      })),
    );
    const newest = (await list(cast.author, id)).body.data;
    expect(newest.list).toHaveLength(ENTRUSTMENT_MESSAGES_PAGE);
    expect(newest.list[0].content).toBe("第4条");
    expect(newest.list.at(-1).content).toBe(`第${total}条`);
    expect(newest.has_earlier).toBe(true);
    const earlier = (await list(cast.author, id, `?before=${newest.list[0].id}`)).body.data;
    expect(earlier.list.map((m: { content: string }) => m.content)).toEqual(["第1条", "第2条", "第3条"]);
    expect(earlier.has_earlier).toBe(false);
    expect((await list(cast.author, id, "?after=1&before=2")).body).toMatchObject({ code: 400 });
    expect((await list(cast.author, id, "?after=abc")).body).toMatchObject({
      code: 400,
      msg: "无效的消息编号",
    });
  });

  it("refuses empty, too long and block-word messages with Chinese messages and stores nothing", async () => {
    const { id } = await entrustment("in_progress");
    const cases: [unknown, string][] = [
      ["", "请填写消息"],
      ["   ", "请填写消息"],
      [undefined, "请填写消息"],
      ["长".repeat(ENTRUSTMENT_MESSAGE_MAX + 1), `消息不能超过${ENTRUSTMENT_MESSAGE_MAX}个字`],
      ["这家店是网络赌场的托", SENSITIVE_WORD_MESSAGE],
    ];
    for (const [content, message] of cases) {
      const response = await send(cast.author, id, content);
      expect(response.status, String(content)).toBe(400);
      expect(response.body.msg, String(content)).toBe(message);
    }
    expect(await storedMessages(id)).toEqual([]);
    expect(await noticesOf(cast.lawyer.id, `/lawyer-site/cases/${id}`)).toHaveLength(1); // the request's only
  });

  it("opens with the lawyer's acceptance, stays readable after closing and is never written after it", async () => {
    const requested = await entrustment("requested");
    expect((await send(cast.author, requested.id, "在吗？")).body).toMatchObject({
      code: 400,
      msg: "律师接受委托后才能互发消息",
    });
    expect((await list(cast.author, requested.id)).status).toBe(400);
    const declined = await lawyerCall(cast.lawyer, "POST", `/entrustments/${requested.id}/decline`, {
      reason: "近期案件较多，无法承接。",
    });
    expect(declined.body.data).toEqual({ status: "declined" });
    expect((await send(cast.lawyer, requested.id, "抱歉")).body).toMatchObject({
      code: 400,
      msg: "该委托未成立，没有消息",
    });
    expect(await storedMessages(requested.id)).toEqual([]);

    const { id } = await entrustment("in_progress");
    await send(cast.author, id, "请问进展如何？");
    expect(
      (await lawyerCall(cast.lawyer, "POST", `/entrustments/${id}/close`, { outcome: "商家已退款。" })).body
        .code,
    ).toBe(200);
    for (const who of [cast.author, cast.lawyer]) {
      expect((await send(who, id, "还有一件事")).body).toMatchObject({
        code: 400,
        msg: "委托已结案，不能再发送消息",
      });
      expect((await list(who, id)).body.data).toMatchObject({
        can_send: false,
        closed_message: "委托已结案，不能再发送消息",
        list: [{ content: "请问进展如何？" }],
      });
    }
    expect(await storedMessages(id)).toHaveLength(1);
  });

  it("tells each party of the other's steps and messages once, with the link to their own page", async () => {
    const author = await consumer();
    const counsel = await lawyer();
    const { id, complaintId } = await entrustment("requested", author, counsel);
    const caseLink = `/lawyer-site/cases/${id}`;
    const entrustLink = `/law/entrust/${complaintId}`;
    expect((await noticesOf(counsel.id, caseLink)).map((n) => n.title)).toEqual(["您收到新的委托"]);

    await lawyerCall(counsel, "POST", `/entrustments/${id}/accept`, {
      quote_yuan: 1000,
      plan: "先发律师函，再协商退款事宜。",
    });
    await send(counsel, id, "您好，我已接受委托。");
    await send(counsel, id, "请确认报价。");
    await send(author, id, "好的。");
    const toConsumer = await noticesOf(author.id, entrustLink);
    expect(toConsumer.map((n) => n.title).sort()).toEqual(["律师接受了您的委托", "律师发来新消息"].sort());
    expect(toConsumer.find((n) => n.title === "律师发来新消息")).toMatchObject({
      kind: "complaint",
      complaintId,
    });
    expect((await noticesOf(counsel.id, caseLink)).map((n) => n.title)).toEqual([
      "您收到新的委托",
      "委托人发来新消息",
    ]);

    // Once the notice is read, the next message leaves a new one.
    const [notice] = toConsumer.filter((n) => n.title === "律师发来新消息");
    expect((await call(author, "PUT", `/api/user/push/read/${notice?.id}`)).body).toMatchObject({
      code: 200,
    });
    await send(counsel, id, "报价已更新说明。");
    expect(
      (await noticesOf(author.id, entrustLink)).filter((n) => n.title === "律师发来新消息"),
    ).toHaveLength(2);

    await lawyerCall(author, "POST", `/entrustments/${id}/confirm`);
    await lawyerCall(counsel, "POST", `/entrustments/${id}/close`, { outcome: "商家已退款。" });
    await lawyerCall(author, "POST", `/entrustments/${id}/rate`, { rating: 5 });
    expect((await noticesOf(counsel.id, caseLink)).map((n) => n.title)).toEqual([
      "您收到新的委托",
      "委托人发来新消息",
      "委托人评价了您的服务",
    ]);

    // The lawyer reads their notices in the user centre in their lawyer session.
    const inbox = await call(counsel, "GET", "/api/user/push/list?kind=platform");
    expect(inbox.body.data.list.map((n: { link: string }) => n.link)).toEqual([caseLink, caseLink, caseLink]);

    const withdrawn = await entrustment("requested", author, counsel);
    await lawyerCall(author, "POST", `/entrustments/${withdrawn.id}/withdraw`);
    expect((await noticesOf(counsel.id, `/lawyer-site/cases/${withdrawn.id}`)).map((n) => n.title)).toEqual([
      "您收到新的委托",
      "委托人撤回了委托",
    ]);
  });

  it("tells both parties' open pages of a message by its ids only, the sender's other tabs too, and nobody else", async () => {
    const author = await consumer();
    const counsel = await lawyer();
    const { id } = await entrustment("accepted", author, counsel);
    await expectHeardByPartiesOnly(
      t.app,
      t.db,
      LIVE_EVENT_TYPES.entrustmentMessage,
      {
        parties: [author, author, counsel],
        outsiders: [cast.otherConsumer, cast.otherLawyer, cast.operator, cast.moderator],
      },
      async () => {
        const sent = await send(author, id, "律师您好，商家今天又拒绝了退款。");
        return { entrustment_id: id, message_id: sent.body.data.id };
      },
    );
  });

  it("limits how fast one person sends", async () => {
    const author = await consumer();
    const { id } = await entrustment("in_progress", author, await lawyer());
    const codes: number[] = [];
    for (let sent = 0; sent <= ENTRUSTMENT_MESSAGES_PER_MINUTE; sent++) {
      codes.push((await send(author, id, `第${sent + 1}条`)).status);
    }
    expect(codes.slice(0, ENTRUSTMENT_MESSAGES_PER_MINUTE).every((code) => code === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    const [{ count } = { count: 0 }] = (
      await t.db.execute<{ count: number }>(
        sql`select count(*)::int as count from entrustment_messages where entrustment_id = ${id}`,
      )
    ).rows;
    expect(count).toBe(ENTRUSTMENT_MESSAGES_PER_MINUTE);
  });
});
