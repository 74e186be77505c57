import { COLLECTIVE_REPLY_LENGTH_MESSAGE, SENSITIVE_WORD_MESSAGE } from "@tousu/contracts";
import { derivePiiKeys, schema } from "@tousu/db";
import {
  createBrand,
  createComplaint,
  createEnterprise,
  createUser,
  TEST_PII_SECRET,
  TEST_SEED_NOW,
} from "@tousu/db/testing";
import { and, count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, loginBySms, type TestApp } from "../../testing/build-test-app";

const piiKeys = derivePiiKeys(TEST_PII_SECRET);
let t: TestApp;
const tokens = {} as Record<"owner" | "agent" | "otherOwner" | "consumer" | "moderator", string>;
const people = {} as Record<"agent" | "owner" | "memberA" | "memberB" | "outsider", number>;
let enterpriseId: number;
let otherEnterpriseId: number;
const collectives = {} as Record<"open" | "closed" | "otherBrand", number>;

type Who = keyof typeof tokens | "visitor";

function call(method: "GET" | "POST" | "PUT", url: string, who: Who = "visitor", payload?: object) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: who === "visitor" ? {} : { authorization: `Bearer ${tokens[who]}` },
    ...(payload ? { payload } : {}),
  });
}

const replyUrl = (id: number, enterprise?: number) =>
  `/company/collectives/${id}/reply${enterprise === undefined ? "" : `?enterprise_id=${enterprise}`}`;

const FIRST_REPLY =
  "我们已成立专项小组核查自动续费问题，已扣费的用户可在App内申请全额退款，三个工作日内到账。";
const EDITED_REPLY = `${FIRST_REPLY}截至目前已为326位用户办理退款，未到账的请联系专线。`;

/** Replies and revisions of this file's collectives (the seed has replies of its own). */
async function storedReplies(): Promise<{ replies: number; revisions: number }> {
  const ours = Object.values(collectives);
  const [[replies], [revisions]] = await Promise.all([
    t.db
      .select({ value: count() })
      .from(schema.collectiveReplies)
      .where(inArray(schema.collectiveReplies.collectiveId, ours)),
    t.db
      .select({ value: count() })
      .from(schema.collectiveReplyRevisions)
      .where(inArray(schema.collectiveReplyRevisions.collectiveId, ours)),
  ]);
  return { replies: replies?.value ?? 0, revisions: revisions?.value ?? 0 };
}

async function messagesFor(userIds: number[]) {
  return t.db
    .select({
      userId: schema.pushMessages.userId,
      title: schema.pushMessages.title,
      link: schema.pushMessages.link,
    })
    .from(schema.pushMessages)
    .where(
      and(
        inArray(schema.pushMessages.userId, userIds),
        eq(schema.pushMessages.link, `/tousu/collective/${collectives.open}`),
      ),
    );
}

async function insertCollective(brandId: number, status: "open" | "closed"): Promise<number> {
  const [row] = await t.db
    .insert(schema.collectiveComplaints)
    .values({
      brandId,
      title: `会员自动续费难退订${status}`,
      description: "多位用户反映会员到期后被自动续费且无法退订。",
      status,
    })
    .returning({ id: schema.collectiveComplaints.id });
  if (!row) throw new Error("collective insert returned no row");
  return row.id;
}

async function login(role: keyof typeof tokens): Promise<number> {
  const user = await createUser(t.db, piiKeys, { nickname: `测试${role}` });
  tokens[role] = await loginBySms(t, user.phone);
  return user.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  enterpriseId = (await createEnterprise(t.db, { name: "测试续费科技有限公司" })).id;
  otherEnterpriseId = (await createEnterprise(t.db)).id;
  people.owner = await login("owner");
  people.agent = await login("agent");
  const otherOwner = await login("otherOwner");
  await login("consumer");
  const moderator = await login("moderator");
  await t.db.insert(schema.enterpriseMembers).values([
    { enterpriseId, userId: people.owner, role: "owner" },
    { enterpriseId, userId: people.agent, role: "agent" },
    { enterpriseId: otherEnterpriseId, userId: otherOwner, role: "owner" },
  ]);
  await t.db.insert(schema.userRoles).values({ userId: moderator, role: "moderator" });

  const brandId = (await createBrand(t.db, { enterpriseId })).id;
  const otherBrandId = (await createBrand(t.db, { enterpriseId: otherEnterpriseId })).id;
  collectives.open = await insertCollective(brandId, "open");
  collectives.closed = await insertCollective(brandId, "closed");
  collectives.otherBrand = await insertCollective(otherBrandId, "open");

  people.memberA = (await createUser(t.db, piiKeys)).id;
  people.memberB = (await createUser(t.db, piiKeys)).id;
  people.outsider = (await createUser(t.db, piiKeys)).id;
  // memberA joined twice (one still in review): one message each still.
  for (const [userId, status] of [
    [people.memberA, "dispatched"],
    [people.memberA, "pending_review"],
    [people.memberB, "dispatched"],
  ] as const) {
    await createComplaint(t.db, piiKeys, { userId, brandId, collectiveId: collectives.open, status });
  }
  // Filing counts every joined complaint (file-complaint.ts countCollectiveMember); the factory does not.
  await t.db
    .update(schema.collectiveComplaints)
    .set({ memberCount: 3 })
    .where(eq(schema.collectiveComplaints.id, collectives.open));
  await createComplaint(t.db, piiKeys, { userId: people.outsider, brandId });
});
afterAll(() => t.close());

describe("who may reply", () => {
  it("needs a login, a membership and the collective's brand", async () => {
    const body = { content: FIRST_REPLY };
    expect((await call("PUT", replyUrl(collectives.open), "visitor", body)).statusCode).toBe(401);
    expect((await call("PUT", replyUrl(collectives.open), "consumer", body)).json()).toMatchObject({
      code: 403,
      msg: "您不是该企业的成员",
    });
    // Another enterprise's operator: neither on its own behalf nor by naming this enterprise.
    expect((await call("PUT", replyUrl(collectives.open), "otherOwner", body)).json()).toMatchObject({
      code: 403,
      msg: "该集体投诉不是针对贵企业品牌的",
    });
    expect((await call("PUT", replyUrl(collectives.open, enterpriseId), "otherOwner", body)).statusCode).toBe(
      403,
    );
    expect((await call("PUT", replyUrl(99_999_999), "owner", body)).json()).toMatchObject({ code: 404 });
    expect(await storedReplies()).toEqual({ replies: 0, revisions: 0 });
  });

  it("lists to each enterprise only the collectives against its brands", async () => {
    expect((await call("GET", "/company/collectives")).statusCode).toBe(401);
    expect((await call("GET", "/company/collectives", "consumer")).statusCode).toBe(403);
    const own = (await call("GET", "/company/collectives", "agent")).json();
    expect(own.data.list.map((row: { id: number }) => row.id).sort()).toEqual(
      [collectives.open, collectives.closed].sort(),
    );
    expect(own.data.list.find((row: { id: number }) => row.id === collectives.open)).toMatchObject({
      member_count: 3,
      reply: null,
    });
    const open = (await call("GET", "/company/collectives?status=open", "agent")).json();
    expect(open.data).toMatchObject({ total: 1, list: [{ id: collectives.open }] });
    const other = (await call("GET", "/company/collectives", "otherOwner")).json();
    expect(other.data.list.map((row: { id: number }) => row.id)).toEqual([collectives.otherBrand]);
  });
});

describe("validation", () => {
  it.each([
    ["too short", "请尽快处理", COLLECTIVE_REPLY_LENGTH_MESSAGE],
    ["too long", "退".repeat(2001), COLLECTIVE_REPLY_LENGTH_MESSAGE],
    [
      "short once the markup is gone",
      "<b><i><u>好的好的</u></i></b><script>alert(1)</script>",
      COLLECTIVE_REPLY_LENGTH_MESSAGE,
    ],
    ["a blocked word", `${FIRST_REPLY}百家乐代理请联系。`, SENSITIVE_WORD_MESSAGE],
    ["missing", undefined, "请填写回复内容"],
  ])("refuses content %s, storing nothing", async (_, content, message) => {
    const response = await call("PUT", replyUrl(collectives.open), "agent", { content });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, msg: message });
    expect(await storedReplies()).toEqual({ replies: 0, revisions: 0 });
  });

  it("refuses a reply to a closed collective", async () => {
    const response = await call("PUT", replyUrl(collectives.closed), "owner", { content: FIRST_REPLY });
    expect(response.json()).toMatchObject({ code: 400, msg: "该集体投诉已结束，不能再回复" });
    expect(await storedReplies()).toEqual({ replies: 0, revisions: 0 });
  });
});

describe("the reply and its history", () => {
  let firstWrittenAt: string;

  it("posts the first reply and tells each member once", async () => {
    const response = await call("PUT", replyUrl(collectives.open), "agent", {
      content: `  ${FIRST_REPLY}  `,
    });
    expect(response.json()).toMatchObject({
      code: 200,
      data: {
        id: collectives.open,
        member_count: 3,
        reply: {
          content: FIRST_REPLY,
          written_by: { user_id: people.agent, nickname: "测试agent" },
          is_hidden: false,
          revisions: [],
        },
      },
    });
    firstWrittenAt = response.json().data.reply.content_updated_at;
    expect(firstWrittenAt).toBe(TEST_SEED_NOW.toISOString());

    const messages = await messagesFor([people.memberA, people.memberB, people.outsider, people.agent]);
    expect(messages.map((message) => message.userId).sort()).toEqual([people.memberA, people.memberB].sort());
    expect(messages[0]).toMatchObject({ title: "商家回复了您参与的集体投诉" });
  });

  it("shows it on the public detail", async () => {
    const detail = (await call("GET", `/collective/detail/${collectives.open}`)).json();
    expect(detail.data.collective_reply).toEqual({
      content: FIRST_REPLY,
      enterprise_name: "测试续费科技有限公司",
      created_at: firstWrittenAt,
      edited_at: null,
    });
    const none = (await call("GET", `/collective/detail/${collectives.otherBrand}`)).json();
    expect(none.data.collective_reply).toBeNull();
  });

  it("refuses a second first reply and an edit from a stale copy", async () => {
    const again = await call("PUT", replyUrl(collectives.open), "owner", { content: EDITED_REPLY });
    expect(again.json()).toMatchObject({ code: 400, msg: "该集体投诉已有回复，请刷新后在原回复上修改" });
    const stale = await call("PUT", replyUrl(collectives.open), "owner", {
      content: EDITED_REPLY,
      base_updated_at: "2020-01-01T00:00:00.000Z",
    });
    expect(stale.json()).toMatchObject({ code: 400, msg: "回复已被其他同事修改，请刷新后再编辑" });
    const unchanged = await call("PUT", replyUrl(collectives.open), "owner", {
      content: FIRST_REPLY,
      base_updated_at: firstWrittenAt,
    });
    expect(unchanged.json()).toMatchObject({ code: 400, msg: "回复内容没有变化" });
    expect(await storedReplies()).toEqual({ replies: 1, revisions: 0 });
  });

  it("edits keep who wrote the earlier text and when; members are not messaged again", async () => {
    const editedAt = new Date(TEST_SEED_NOW.getTime() + 3_600_000);
    t.setNow(editedAt);
    try {
      const response = await call("PUT", replyUrl(collectives.open), "owner", {
        content: EDITED_REPLY,
        base_updated_at: firstWrittenAt,
      });
      expect(response.json()).toMatchObject({
        code: 200,
        data: {
          reply: {
            content: EDITED_REPLY,
            written_by: { user_id: people.owner },
            created_at: firstWrittenAt,
            content_updated_at: editedAt.toISOString(),
            revisions: [
              {
                content: FIRST_REPLY,
                written_by: { user_id: people.agent, nickname: "测试agent" },
                written_at: firstWrittenAt,
                replaced_by: { user_id: people.owner, nickname: "测试owner" },
                replaced_at: editedAt.toISOString(),
              },
            ],
          },
        },
      });
    } finally {
      t.setNow(TEST_SEED_NOW);
    }
    expect(await storedReplies()).toEqual({ replies: 1, revisions: 1 });
    expect(await messagesFor([people.memberA, people.memberB])).toHaveLength(2);

    const detail = (await call("GET", `/collective/detail/${collectives.open}`)).json();
    expect(detail.data.collective_reply).toMatchObject({
      content: EDITED_REPLY,
      created_at: firstWrittenAt,
      edited_at: editedAt.toISOString(),
    });
    const listed = (await call("GET", "/company/collectives?status=open", "agent")).json();
    expect(listed.data.list[0].reply.revisions).toHaveLength(1);
  });
});

describe("a moderator hiding the reply", () => {
  const url = () => `/admin/collectives/${collectives.open}/reply/visibility`;

  it("is for moderators only", async () => {
    expect((await call("POST", url(), "owner", { hidden: true })).statusCode).toBe(403);
    expect(
      (await call("GET", `/collective/detail/${collectives.open}`)).json().data.collective_reply,
    ).not.toBeNull();
  });

  it("takes the reply off the public page, keeps it for the company, and logs it", async () => {
    const hidden = await call("POST", url(), "moderator", { hidden: true, note: "含未经核实的数据" });
    expect(hidden.json()).toMatchObject({ code: 200, data: { hidden: true } });
    expect(
      (await call("GET", `/collective/detail/${collectives.open}`)).json().data.collective_reply,
    ).toBeNull();
    const listed = (await call("GET", "/company/collectives?status=open", "agent")).json();
    expect(listed.data.list[0].reply).toMatchObject({ is_hidden: true });
    // The console shows the moderator what they hid, and where no reply exists yet.
    const inConsole = (await call("GET", "/admin/collectives?page_size=100", "moderator")).json().data.list;
    const byId = (id: number) => inConsole.find((collective: { id: number }) => collective.id === id);
    expect(byId(collectives.open).reply).toMatchObject({ is_hidden: true, content: expect.any(String) });
    expect(byId(collectives.otherBrand).reply).toBeNull();
    expect((await call("POST", url(), "moderator", { hidden: true })).json()).toMatchObject({
      code: 400,
      msg: "该回复已隐藏",
    });

    expect((await call("POST", url(), "moderator", { hidden: false })).json().data).toEqual({
      hidden: false,
    });
    expect(
      (await call("GET", `/collective/detail/${collectives.open}`)).json().data.collective_reply,
    ).not.toBeNull();
    const logged = await t.db
      .select({ action: schema.staffActions.action, detail: schema.staffActions.detail })
      .from(schema.staffActions)
      .where(
        and(
          eq(schema.staffActions.targetType, "collective"),
          eq(schema.staffActions.targetId, String(collectives.open)),
        ),
      );
    expect(logged.map((row) => row.action).sort()).toEqual([
      "collective_reply.hide",
      "collective_reply.restore",
    ]);
    const noReply = `/admin/collectives/${collectives.otherBrand}/reply/visibility`;
    expect((await call("POST", noReply, "moderator", { hidden: true })).json()).toMatchObject({ code: 404 });
  });
});
