import { TEST_SEED_NOW } from "@tousu/db/testing";
import { WEB_TOKEN_COOKIE } from "@tousu/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPushMessage } from "../../lib/push-messages";
import { buildTestApp, buildTestNodes, type TestApp } from "../../testing/build-test-app";
import { openTestStream, type StreamMessage, type TestStream } from "../../testing/event-stream-client";
import { hasRedisServer, startTestRedis, type TestRedis } from "../../testing/redis-server";
import { signInNewMember } from "../../testing/sign-in-member";

const HEARTBEAT_MS = "150";
const now = new Date(TEST_SEED_NOW.getTime() + 60 * 60_000);

/** A member with a session: the bearer header and the account's id. */
async function signIn(t: TestApp) {
  const member = await signInNewMember(t);
  return { headers: { authorization: `Bearer ${member.token}` }, id: member.id, token: member.token };
}

/** A browser asks for a scan-login code: the ticket and the cookie its stream must carry. */
async function askForCode(t: TestApp) {
  const issued = await t.app.inject({ method: "POST", url: "/api/auth/get_qrcode" });
  const cookie = (issued.headers["set-cookie"] as string[])[1]!.split(";")[0]!;
  return { ticket: issued.json().data.ticket as string, cookie: { cookie } };
}

const phonePost = (t: TestApp, url: string, ticket: string, headers: Record<string, string>) =>
  t.app.inject({ method: "POST", url: `/api${url}`, payload: { ticket }, headers });

const writeMessage = (t: TestApp, userId: number) =>
  t.db.transaction((tx) =>
    createPushMessage(tx, { userId, kind: "platform", title: "系统通知", content: "测试消息", now }),
  );

const isUnread = (message: StreamMessage) => message.event === "unread";
const isScanLogin = (state: string) => (message: StreamMessage) =>
  message.event === "scan-login" && (message.data as { state: string }).state === state;

describe("the event service on one node", () => {
  let t: TestApp;
  const streams: TestStream[] = [];
  const open = async (
    ...args: Parameters<typeof openTestStream> extends [unknown, ...infer R] ? R : never
  ) => {
    const stream = await openTestStream(t.app, ...args);
    streams.push(stream);
    return stream;
  };
  beforeAll(async () => {
    t = await buildTestApp({ EVENT_HEARTBEAT_MS: HEARTBEAT_MS });
    t.setNow(now);
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    // The test's fetch keeps the connections of refused streams (plain JSON answers) alive.
    t.app.server.closeAllConnections();
    await t.close();
  });

  it("answers 401 before anything else, whatever the query", async () => {
    const anonymous = await open("/event/stream?campaign=abc");
    expect(anonymous.status).toBe(401);
    expect(await anonymous.refusal()).toEqual({ code: 401, msg: "请先登录", data: null });
    const forged = await open("/event/stream", { authorization: "Bearer not-a-session" });
    expect(forged.status).toBe(401);
  });

  it("lets a browser's EventSource in by the web-token cookie, which logs in nothing else", async () => {
    const member = await signIn(t);
    const cookie = `${WEB_TOKEN_COOKIE}=${encodeURIComponent(member.token)}`;
    const stream = await open("/event/stream", { cookie, accept: "text/event-stream" });
    expect(stream.status).toBe(200);
    expect(await stream.next(isUnread)).toMatchObject({ data: { platform: 0, complaint: 0 } });
    stream.close();
    // Without asking for a stream, the cookie is no login: the API reads only the bearer header.
    const read = await t.app.inject({
      method: "GET",
      url: "/api/user/push/unread_count",
      headers: { cookie },
    });
    expect(read.json().code).toBe(401);
  });

  it("opens with the retry hint and the account's unread counts, then keeps the stream alive with comments", async () => {
    const member = await signIn(t);
    const stream = await open("/event/stream", member.headers);
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(stream.headers.get("cache-control")).toBe("no-cache, no-transform");
    expect(await stream.next(isUnread)).toMatchObject({ data: { platform: 0, complaint: 0 } });
    expect(stream.messages[0]).toEqual({ retry: 3000 });
    // The heartbeat is 150 ms here; a second one shows it repeats.
    const heartbeats = () => stream.messages.filter((message) => message.comment === "heartbeat");
    await stream.next(() => heartbeats().length >= 2);
  });

  it("tells a member their own unread count when a message commits, and never another member's", async () => {
    const alice = await signIn(t);
    const bob = await signIn(t);
    const aliceStream = await open("/event/stream", alice.headers);
    const bobStream = await open("/event/stream", bob.headers);
    await aliceStream.next(isUnread);
    await bobStream.next(isUnread);

    await writeMessage(t, alice.id);
    await aliceStream.next(
      (message) => isUnread(message) && (message.data as { platform: number }).platform === 1,
    );
    // A message rolled back rings nothing.
    await t.db
      .transaction(async (tx) => {
        await createPushMessage(tx, { userId: bob.id, kind: "platform", title: "x", content: "x", now });
        throw new Error("rolled back");
      })
      .catch(() => {});
    await writeMessage(t, bob.id);
    await bobStream.next(
      (message) => isUnread(message) && (message.data as { platform: number }).platform === 1,
    );

    expect(aliceStream.messages.filter(isUnread).map((message) => message.data)).toEqual([
      { platform: 0, complaint: 0 },
      { platform: 1, complaint: 0 },
    ]);
    expect(bobStream.messages.filter(isUnread).map((message) => message.data)).toEqual([
      { platform: 0, complaint: 0 },
      { platform: 1, complaint: 0 },
    ]);
    // Marking it read is heard too.
    const read = await t.app.inject({ method: "PUT", url: "/api/user/push/read/0", headers: alice.headers });
    expect(read.json().code).toBe(200);
    await aliceStream.next(() => aliceStream.messages.filter(isUnread).length === 3);
    expect(aliceStream.messages.filter(isUnread).at(-1)?.data).toEqual({ platform: 0, complaint: 0 });
  });

  it("lets only the browser that asked for a ticket hear it, and resumes from Last-Event-ID", async () => {
    const phone = await signIn(t);
    const code = await askForCode(t);
    const elsewhere = await open(`/event/public-stream?login_ticket=${code.ticket}`);
    expect(elsewhere.status).toBe(400);
    expect(await elsewhere.refusal()).toEqual({
      code: 400,
      msg: "二维码无效或已过期，请刷新二维码",
      data: null,
    });

    const browser = await open(`/event/public-stream?login_ticket=${code.ticket}`, code.cookie);
    expect(browser.status).toBe(200);
    expect((await phonePost(t, "/auth/scan_open", code.ticket, phone.headers)).json().code).toBe(200);
    const scanned = await browser.next(isScanLogin("scanned"));
    expect(scanned.id).toMatch(/^\d+$/);
    browser.close();

    // Confirmed while the browser was away: its reconnect (EventSource sends Last-Event-ID) hears it.
    expect((await phonePost(t, "/auth/scan_confirm", code.ticket, phone.headers)).json().code).toBe(200);
    const back = await open(`/event/public-stream?login_ticket=${code.ticket}`, {
      ...code.cookie,
      "last-event-id": scanned.id!,
    });
    const confirmed = await back.next(isScanLogin("confirmed"));
    expect(Number(confirmed.id)).toBeGreaterThan(Number(scanned.id));
    expect(back.messages.some(isScanLogin("scanned"))).toBe(false);
  });

  // The authorization matrix of the event service: who may open which stream.
  it("opens each stream only to whom it is for", async () => {
    const member = await signIn(t);
    const code = await askForCode(t);
    // A public topic: anyone may listen, whether or not voting is under way.
    const campaign = { id: 1 };
    const ticketStream = `/event/public-stream?login_ticket=${code.ticket}`;
    const cases: [string, Record<string, string>, number][] = [
      ["/event/stream", {}, 401],
      ["/event/stream", member.headers, 200],
      [`/event/stream?campaign=${campaign.id}`, member.headers, 200],
      [`/event/public-stream?campaign=${campaign.id}`, {}, 200],
      [`/event/public-stream?campaign=${campaign.id}`, member.headers, 200],
      [ticketStream, {}, 400],
      [ticketStream, member.headers, 400],
      [ticketStream, code.cookie, 200],
    ];
    for (const [path, headers, status] of cases) {
      const stream = await open(path, headers);
      expect({ path, headers, status: stream.status }).toEqual({ path, headers, status });
      stream.close();
    }
  });

  it("holds at most eight streams of one account, and frees a place when a tab leaves", async () => {
    const member = await signIn(t);
    const tabs: TestStream[] = [];
    for (let tab = 0; tab < 8; tab++) tabs.push(await open("/event/stream", member.headers));
    expect(tabs.map((tab) => tab.status)).toEqual(Array(8).fill(200));
    const ninth = await open("/event/stream", member.headers);
    expect(ninth.status).toBe(429);
    expect(ninth.headers.get("retry-after")).toBe("3");
    expect(await ninth.refusal()).toMatchObject({ code: 400, msg: "打开的页面过多，请关闭部分页面后重试" });
    tabs[0]!.close();
    await expect.poll(async () => (await open("/event/stream", member.headers)).status).toBe(200);
  });

  it("refuses a public stream that names nothing to hear", async () => {
    const nothing = await open("/event/public-stream");
    expect(nothing.status).toBe(400);
    expect(await nothing.refusal()).toMatchObject({ code: 400, msg: "请指定要订阅的内容" });
    const member = await signIn(t);
    const badId = await open("/event/stream?last_event_id=abc", member.headers);
    expect(badId.status).toBe(400);
    expect(await badId.refusal()).toMatchObject({ code: 400, msg: "无效的事件编号" });
  });
});

// Where no redis-server is installed, only PostgreSQL carries them.
const carriers = [
  { carrier: "PostgreSQL's LISTEN/NOTIFY", withRedis: false },
  ...(hasRedisServer ? [{ carrier: "Redis pub/sub", withRedis: true }] : []),
];

describe.each(carriers)("two nodes, events carried by $carrier", ({ withRedis }) => {
  let redis: TestRedis | null = null;
  let a: TestApp;
  let b: TestApp;
  const streams: TestStream[] = [];
  beforeAll(async () => {
    if (withRedis) redis = await startTestRedis("event-service-test");
    [a, b] = (await buildTestNodes(2, {
      EVENT_HEARTBEAT_MS: HEARTBEAT_MS,
      ...(redis ? { REDIS_URL: redis.url(5) } : {}),
    })) as [TestApp, TestApp];
    a.setNow(now);
    b.setNow(now);
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await a?.close();
    await redis?.stop();
  });

  it("delivers on B what was published on A", async () => {
    const phone = await signIn(a);
    const member = await signIn(b);
    const code = await askForCode(b);
    const browser = await openTestStream(
      b.app,
      `/event/public-stream?login_ticket=${code.ticket}`,
      code.cookie,
    );
    const memberStream = await openTestStream(b.app, "/event/stream", member.headers);
    streams.push(browser, memberStream);
    await memberStream.next(isUnread);

    expect((await phonePost(a, "/auth/scan_open", code.ticket, phone.headers)).json().code).toBe(200);
    await browser.next(isScanLogin("scanned"));
    await writeMessage(a, member.id);
    await memberStream.next(
      (message) => isUnread(message) && (message.data as { platform: number }).platform === 1,
    );
  });
});
