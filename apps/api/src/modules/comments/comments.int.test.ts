import { COMMENT_CONTENT_MESSAGE, DELETED_COMMENT_TEXT, SENSITIVE_WORD_MESSAGE } from "@tousu/contracts";
import { derivePiiKeys, schema } from "@tousu/db";
import { createComplaint, TEST_PII_SECRET, TEST_SEED_NOW } from "@tousu/db/testing";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { type SignedInMember, signInNewMember } from "../../testing/sign-in-member";

const piiKeys = derivePiiKeys(TEST_PII_SECRET);
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Member = SignedInMember;
const newMember = () => signInNewMember(t);
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function post(member: Member, payload: Record<string, unknown>) {
  return t.app.inject({
    method: "POST",
    url: "/api/user/complaint/comment",
    headers: auth(member.token),
    payload,
  });
}
async function list(complaintId: number, member?: Member, query = "") {
  const response = await t.app.inject({
    url: `/api/v2/complaint/comment/${complaintId}${query}`,
    headers: member ? auth(member.token) : {},
  });
  return response.json();
}
async function commentRow(id: number) {
  const [row] = await t.db.select().from(schema.comments).where(eq(schema.comments.id, id));
  return row!;
}
async function commentCountOf(complaintId: number) {
  const [row] = await t.db
    .select({ value: schema.complaints.commentCount })
    .from(schema.complaints)
    .where(eq(schema.complaints.id, complaintId));
  return row!.value;
}
async function pushesFor(userId: number) {
  return t.db.select().from(schema.pushMessages).where(eq(schema.pushMessages.userId, userId));
}

describe("POST /user/complaint/comment", () => {
  it("posts a comment on a public complaint, counts it and tells the complaint's author", async () => {
    const author = await newMember();
    const reader = await newMember();
    const complaint = await createComplaint(t.db, piiKeys, { userId: author.id });

    const response = await post(reader, {
      complaint_id: complaint.id,
      content: "我也遇到了同样的问题，客服一直不回复。",
    });
    expect(response.json()).toMatchObject({
      code: 200,
      data: {
        content: "我也遇到了同样的问题，客服一直不回复。",
        parent_id: null,
        status: "published",
        is_mine: true,
        like_count: 0,
        author: { nickname: reader.nickname },
      },
    });
    expect(await commentCountOf(complaint.id)).toBe(1);
    expect(await pushesFor(author.id)).toEqual([
      expect.objectContaining({
        kind: "platform",
        title: "您的投诉有新评论",
        link: `/complaint/comment/${complaint.id}`,
        complaintId: complaint.id,
      }),
    ]);
  });

  it("quotes the comment to the complaint's author with its personal data masked", async () => {
    const author = await newMember();
    const reader = await newMember();
    const complaint = await createComplaint(t.db, piiKeys, { userId: author.id });
    const content = "同样的问题，可以加我微信或打我电话13712345678交流";
    expect((await post(reader, { complaint_id: complaint.id, content })).json().code).toBe(200);
    expect((await pushesFor(author.id)).map((push) => push.content)).toEqual([
      `${reader.nickname}评论了您的投诉：同样的问题，可以加我微信或打我电话137****5678交流`,
    ]);
  });

  it("does not notify the author about their own comment", async () => {
    const author = await newMember();
    const complaint = await createComplaint(t.db, piiKeys, { userId: author.id });
    expect(
      (await post(author, { complaint_id: complaint.id, content: "补充一下：商家至今没有联系我。" })).json()
        .code,
    ).toBe(200);
    expect(await pushesFor(author.id)).toEqual([]);
  });

  it("refuses empty, too short, too long and block-word content and stores nothing", async () => {
    const reader = await newMember();
    const complaint = await createComplaint(t.db, piiKeys);
    const cases: [unknown, string][] = [
      ["", "请输入评论内容"],
      ["   ", "请输入评论内容"],
      ["好", COMMENT_CONTENT_MESSAGE],
      ["长".repeat(501), COMMENT_CONTENT_MESSAGE],
      ["<script>alert(1)</script>", COMMENT_CONTENT_MESSAGE],
      ["这家店是网络赌场的托", SENSITIVE_WORD_MESSAGE],
      [undefined, "请输入评论内容"],
    ];
    for (const [content, message] of cases) {
      const response = await post(reader, { complaint_id: complaint.id, content });
      expect(response.statusCode, String(content)).toBe(400);
      expect(response.json().msg, String(content)).toBe(message);
    }
    const rows = await t.db
      .select()
      .from(schema.comments)
      .where(eq(schema.comments.complaintId, complaint.id));
    expect(rows).toEqual([]);
    expect(await commentCountOf(complaint.id)).toBe(0);
  });

  it("strips script tags and markup, keeping the text", async () => {
    const reader = await newMember();
    const complaint = await createComplaint(t.db, piiKeys);
    const response = await post(reader, {
      complaint_id: complaint.id,
      content: "<b>支持</b>维权<script>alert('x')</script><img src=x onerror=alert(1)>到底",
    });
    expect(response.json().data.content).toBe("支持维权到底");
    expect((await commentRow(response.json().data.id)).content).toBe("支持维权到底");
  });

  it("holds a comment with a review word as pending: only its author sees it, 审核中, uncounted", async () => {
    const author = await newMember();
    const writer = await newMember();
    const visitorView = await newMember();
    const complaint = await createComplaint(t.db, piiKeys, { userId: author.id });
    const response = await post(writer, { complaint_id: complaint.id, content: "有问题可以加微信私下聊" });
    expect(response.json()).toMatchObject({ code: 200, data: { status: "pending" } });
    expect(await commentCountOf(complaint.id)).toBe(0);
    expect(await pushesFor(author.id)).toEqual([]);

    expect((await list(complaint.id, writer)).data.list).toEqual([
      expect.objectContaining({ id: response.json().data.id, status: "pending" }),
    ]);
    expect((await list(complaint.id, visitorView)).data.list).toEqual([]);
    expect((await list(complaint.id)).data).toMatchObject({ list: [], total: 0 });
  });

  it("only comments on public complaints", async () => {
    const reader = await newMember();
    const pending = await createComplaint(t.db, piiKeys, { status: "pending_review", dispatchedAt: null });
    const rejected = await createComplaint(t.db, piiKeys, { status: "rejected" });
    const hidden = await createComplaint(t.db, piiKeys, { isHidden: true });
    for (const complaint of [pending, rejected, hidden]) {
      const response = await post(reader, { complaint_id: complaint.id, content: "这条投诉看不到吧" });
      expect(response.json()).toMatchObject({ code: 400, msg: "投诉不存在或暂未公开，无法评论" });
      expect((await t.app.inject({ url: `/api/v2/complaint/comment/${complaint.id}` })).statusCode).toBe(404);
    }
    expect((await post(reader, { complaint_id: 999_999_999, content: "不存在的投诉" })).json().code).toBe(
      400,
    );
    expect((await post(reader, { complaint_id: "abc", content: "编号不对" })).json().code).toBe(400);
  });

  it("requires login", async () => {
    const complaint = await createComplaint(t.db, piiKeys);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/user/complaint/comment",
      payload: { complaint_id: complaint.id, content: "没有登录也想评论" },
    });
    expect(response.statusCode).toBe(401);
  });

  it("attaches a reply to a reply to its top-level thread, counts it and tells whom it answers", async () => {
    const [author, first, second, third] = [
      await newMember(),
      await newMember(),
      await newMember(),
      await newMember(),
    ];
    const complaint = await createComplaint(t.db, piiKeys, { userId: author.id });
    const top = (await post(first, { complaint_id: complaint.id, content: "商家太过分了" })).json().data;
    const reply = (
      await post(second, { complaint_id: complaint.id, content: "同意楼上", parent_id: top.id })
    ).json().data;
    expect(reply).toMatchObject({ parent_id: top.id, reply_to: { nickname: first.nickname } });
    const nested = (
      await post(third, { complaint_id: complaint.id, content: "我也同意你", parent_id: reply.id })
    ).json().data;
    expect(nested).toMatchObject({ parent_id: top.id, reply_to: { nickname: second.nickname } });

    expect((await commentRow(top.id)).replyCount).toBe(2);
    expect(await commentCountOf(complaint.id)).toBe(3);
    expect((await pushesFor(first.id)).map((push) => push.title)).toEqual(["您的评论有新回复"]);
    expect((await pushesFor(second.id)).map((push) => push.content)).toEqual([
      `${third.nickname}回复了您：我也同意你`,
    ]);
    // A reply is for the thread's author, not the complaint's.
    expect(await pushesFor(author.id)).toHaveLength(1);
  });

  it("refuses a parent from another complaint or one that is gone", async () => {
    const reader = await newMember();
    const [one, other] = [await createComplaint(t.db, piiKeys), await createComplaint(t.db, piiKeys)];
    const elsewhere = (await post(reader, { complaint_id: other.id, content: "另一条投诉下的评论" })).json()
      .data;
    const response = await post(reader, {
      complaint_id: one.id,
      content: "串门回复",
      parent_id: elsewhere.id,
    });
    expect(response.json()).toMatchObject({ code: 400, msg: "回复的评论不存在或已删除" });
    await t.db.update(schema.comments).set({ status: "hidden" }).where(eq(schema.comments.id, elsewhere.id));
    expect(
      (
        await post(reader, { complaint_id: other.id, content: "回复被隐藏的评论", parent_id: elsewhere.id })
      ).json().code,
    ).toBe(400);
    expect((await commentRow(elsewhere.id)).replyCount).toBe(0);
  });

  it("limits a user to five comments a minute and a hundred a day", async () => {
    const reader = await newMember();
    const complaint = await createComplaint(t.db, piiKeys);
    try {
      for (let i = 0; i < 5; i++) {
        expect(
          (await post(reader, { complaint_id: complaint.id, content: `第${i + 1}条评论` })).json().code,
        ).toBe(200);
      }
      const sixth = await post(reader, { complaint_id: complaint.id, content: "第六条评论" });
      expect(sixth.json()).toMatchObject({ code: 400, msg: "评论过于频繁，请稍后再试" });

      t.setNow(new Date(TEST_SEED_NOW.getTime() + 2 * 60_000));
      expect(
        (await post(reader, { complaint_id: complaint.id, content: "一分钟后又可以了" })).json().code,
      ).toBe(200);

      await t.db.insert(schema.comments).values(
        Array.from({ length: 94 }, () => ({
          complaintId: complaint.id,
          userId: reader.id,
          content: "早些时候的评论",
          createdAt: new Date(TEST_SEED_NOW.getTime() - 60 * 60_000),
        })),
      );
      t.setNow(new Date(TEST_SEED_NOW.getTime() + 4 * 60_000));
      const overDay = await post(reader, { complaint_id: complaint.id, content: "今天第一百零一条" });
      expect(overDay.json()).toMatchObject({ code: 400, msg: "今日评论数量已达上限，请明天再来" });
    } finally {
      t.setNow(TEST_SEED_NOW);
    }
  });
});

describe("GET /v2/complaint/comment/:id and /complaint/comment/:id", () => {
  it("lists newest first with masked authors, likes, reply counts, the first three replies and placeholders", async () => {
    const [writer, replier, viewer] = [await newMember(), await newMember(), await newMember()];
    const complaint = await createComplaint(t.db, piiKeys);
    await t.db.update(schema.users).set({ nickname: "13812348888" }).where(eq(schema.users.id, writer.id));
    const older = (await post(writer, { complaint_id: complaint.id, content: "第一条评论内容" })).json().data;
    t.setNow(new Date(TEST_SEED_NOW.getTime() + 60_000));
    try {
      const newer = (await post(replier, { complaint_id: complaint.id, content: "第二条评论内容" })).json()
        .data;
      for (let i = 1; i <= 4; i++) {
        await post(i % 2 ? replier : viewer, {
          complaint_id: complaint.id,
          content: `回复${i}号`,
          parent_id: older.id,
        });
      }
      const lonely = (await post(writer, { complaint_id: complaint.id, content: "马上删掉的评论" })).json()
        .data;
      const hidden = (await post(replier, { complaint_id: complaint.id, content: "将被隐藏的评论" })).json()
        .data;
      await t.db.update(schema.comments).set({ status: "hidden" }).where(eq(schema.comments.id, hidden.id));
      await t.app.inject({
        method: "DELETE",
        url: `/api/common/comment/${lonely.id}`,
        headers: auth(writer.token),
      });
      await t.app.inject({
        method: "DELETE",
        url: `/api/common/comment/${older.id}`,
        headers: auth(writer.token),
      });
      await t.app.inject({
        method: "POST",
        url: `/api/complaintComment/${newer.id}/like`,
        headers: auth(viewer.token),
      });

      const body = await list(complaint.id, viewer);
      expect(body.data.complaint).toMatchObject({ id: complaint.id, title: complaint.title });
      expect(body.data.total).toBe(2);
      const [first, second] = body.data.list;
      expect(first).toMatchObject({ id: newer.id, liked: true, like_count: 1, reply_count: 0, replies: [] });
      expect(second).toMatchObject({
        id: older.id,
        content: DELETED_COMMENT_TEXT,
        author: null,
        is_deleted: true,
        reply_count: 4,
      });
      expect(second.replies.map((reply: { content: string }) => reply.content)).toEqual([
        "回复1号",
        "回复2号",
        "回复3号",
      ]);
      expect(JSON.stringify(body)).not.toMatch(/1[3-9]\d{9}/);
      expect(JSON.stringify(body)).not.toContain("将被隐藏的评论");
      expect(second.replies[0].reply_to).toEqual({ nickname: "138****8888" });

      const legacy = await t.app.inject({
        url: `/api/complaint/comment/${complaint.id}`,
        headers: auth(viewer.token),
      });
      expect(legacy.json().data).toEqual(body.data);
      // Visitors see the same page, with nothing marked as theirs or liked.
      const anonymous = await list(complaint.id);
      expect(anonymous.data.list[0]).toMatchObject({ liked: false, is_mine: false, replies: [] });
      expect(anonymous.data.list[1].replies.map((reply: { content: string }) => reply.content)).toEqual([
        "回复1号",
        "回复2号",
        "回复3号",
      ]);
    } finally {
      t.setNow(TEST_SEED_NOW);
    }
  });

  it("sorts by heat and pages", async () => {
    const [writer, fan, fan2] = [await newMember(), await newMember(), await newMember()];
    const complaint = await createComplaint(t.db, piiKeys);
    const quiet = (await post(writer, { complaint_id: complaint.id, content: "没人理的评论" })).json().data;
    const popular = (await post(fan, { complaint_id: complaint.id, content: "大家都赞的评论" })).json().data;
    const latest = (await post(fan2, { complaint_id: complaint.id, content: "最新的评论" })).json().data;
    await t.db
      .update(schema.comments)
      .set({ createdAt: new Date(TEST_SEED_NOW.getTime() - 60_000) })
      .where(eq(schema.comments.id, quiet.id));
    for (const member of [writer, fan2]) {
      await t.app.inject({
        method: "POST",
        url: `/api/complaintComment/${popular.id}/like`,
        headers: auth(member.token),
      });
    }
    const hot = await list(complaint.id, undefined, "?sort=hot&page_size=2");
    expect(hot.data.list.map((c: { id: number }) => c.id)).toEqual([popular.id, latest.id]);
    expect(hot.data).toMatchObject({ total: 3, page: 1, page_size: 2 });
    const next = await list(complaint.id, undefined, "?sort=hot&page_size=2&page=2");
    expect(next.data.list.map((c: { id: number }) => c.id)).toEqual([quiet.id]);
    expect((await list(complaint.id, undefined, "?sort=best")).code).toBe(400);
    expect((await list(complaint.id, undefined, "?page=0")).code).toBe(400);
  });
});

describe("GET /v2/complaint/subComment/:id", () => {
  it("pages a thread's replies oldest first", async () => {
    const [writer, replier] = [await newMember(), await newMember()];
    const complaint = await createComplaint(t.db, piiKeys);
    const top = (await post(writer, { complaint_id: complaint.id, content: "楼主评论" })).json().data;
    t.setNow(new Date(TEST_SEED_NOW.getTime() + 60 * 60_000));
    try {
      for (let i = 1; i <= 5; i++) {
        t.setNow(new Date(TEST_SEED_NOW.getTime() + (60 + i) * 60_000));
        await post(replier, { complaint_id: complaint.id, content: `第${i}楼回复`, parent_id: top.id });
      }
    } finally {
      t.setNow(TEST_SEED_NOW);
    }
    const page = (
      await t.app.inject({ url: `/api/v2/complaint/subComment/${top.id}?page=2&page_size=2` })
    ).json();
    expect(page.data).toMatchObject({ total: 5, page: 2, page_size: 2 });
    expect(page.data.list.map((c: { content: string }) => c.content)).toEqual(["第3楼回复", "第4楼回复"]);
    expect((await t.app.inject({ url: "/api/v2/complaint/subComment/999999999" })).statusCode).toBe(404);
  });
});

describe("POST /complaintComment/:id/like", () => {
  it("counts one like per user, pays the author a point once and refuses the second like", async () => {
    const [writer, liker] = [await newMember(), await newMember()];
    const complaint = await createComplaint(t.db, piiKeys);
    const comment = (await post(writer, { complaint_id: complaint.id, content: "值得点赞的评论" })).json()
      .data;
    const like = () =>
      t.app.inject({
        method: "POST",
        url: `/api/complaintComment/${comment.id}/like`,
        headers: auth(liker.token),
      });

    expect((await like()).json()).toEqual({ code: 200, msg: "ok", data: { like_count: 1, liked: true } });
    const again = await like();
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe("您已经赞过这条评论了");
    expect((await commentRow(comment.id)).likeCount).toBe(1);
    const points = await t.db
      .select()
      .from(schema.pointEntries)
      .where(and(eq(schema.pointEntries.userId, writer.id), eq(schema.pointEntries.reason, "comment_liked")));
    expect(points).toEqual([expect.objectContaining({ points: 1, sourceId: `${comment.id}:${liker.id}` })]);
  });

  it("counts concurrent likes exactly once", async () => {
    const [writer, liker] = [await newMember(), await newMember()];
    const complaint = await createComplaint(t.db, piiKeys);
    const comment = (await post(writer, { complaint_id: complaint.id, content: "并发点赞测试" })).json().data;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.app.inject({
          method: "POST",
          url: `/api/complaintComment/${comment.id}/like`,
          headers: auth(liker.token),
        }),
      ),
    );
    expect(answers.map((answer) => answer.json().code).sort()).toEqual([200, 400, 400, 400]);
    expect((await commentRow(comment.id)).likeCount).toBe(1);
  });

  it("gives no points for liking one's own comment, and refuses gone comments and visitors", async () => {
    const writer = await newMember();
    const complaint = await createComplaint(t.db, piiKeys);
    const comment = (await post(writer, { complaint_id: complaint.id, content: "自己赞自己" })).json().data;
    const url = `/api/complaintComment/${comment.id}/like`;
    expect((await t.app.inject({ method: "POST", url, headers: auth(writer.token) })).json().code).toBe(200);
    const points = await t.db
      .select()
      .from(schema.pointEntries)
      .where(eq(schema.pointEntries.userId, writer.id));
    expect(points).toEqual([]);
    expect((await t.app.inject({ method: "POST", url })).statusCode).toBe(401);

    const other = await newMember();
    await t.db.update(schema.comments).set({ status: "hidden" }).where(eq(schema.comments.id, comment.id));
    expect((await t.app.inject({ method: "POST", url, headers: auth(other.token) })).statusCode).toBe(404);
    expect((await commentRow(comment.id)).likeCount).toBe(1);
  });
});

describe("DELETE /common/comment/:id", () => {
  it("lets only the author delete, softly, bringing the counters down", async () => {
    const [writer, replier, stranger] = [await newMember(), await newMember(), await newMember()];
    const complaint = await createComplaint(t.db, piiKeys);
    const top = (await post(writer, { complaint_id: complaint.id, content: "顶层评论" })).json().data;
    const reply = (
      await post(replier, { complaint_id: complaint.id, content: "一条回复", parent_id: top.id })
    ).json().data;
    const remove = (id: number, member?: Member) =>
      t.app.inject({
        method: "DELETE",
        url: `/api/common/comment/${id}`,
        headers: member ? auth(member.token) : {},
      });

    const refused = await remove(reply.id, stranger);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe("只能删除自己发表的评论");
    expect((await commentRow(reply.id)).deletedAt).toBeNull();
    expect((await remove(reply.id)).statusCode).toBe(401);
    expect(await commentCountOf(complaint.id)).toBe(2);

    expect((await remove(reply.id, replier)).json()).toMatchObject({ code: 200, data: { id: reply.id } });
    expect((await commentRow(reply.id)).deletedAt).toEqual(TEST_SEED_NOW);
    expect((await commentRow(top.id)).replyCount).toBe(0);
    expect(await commentCountOf(complaint.id)).toBe(1);
    expect((await remove(reply.id, replier)).statusCode).toBe(404);
    expect(await commentCountOf(complaint.id)).toBe(1);

    // A body is allowed (docs/product/api.md#comments: DELETE with body) and ignored.
    const withBody = await t.app.inject({
      method: "DELETE",
      url: `/api/common/comment/${top.id}`,
      headers: auth(writer.token),
      payload: {},
    });
    expect(withBody.json().code).toBe(200);
    expect(await commentCountOf(complaint.id)).toBe(0);
    expect((await list(complaint.id)).data).toMatchObject({ list: [], total: 0 });
  });

  it("deletes a pending comment without touching the counters", async () => {
    const writer = await newMember();
    const complaint = await createComplaint(t.db, piiKeys);
    await post(writer, { complaint_id: complaint.id, content: "正常的评论内容" });
    const pending = (await post(writer, { complaint_id: complaint.id, content: "私聊返现找我" })).json().data;
    expect(pending.status).toBe("pending");
    await t.app.inject({
      method: "DELETE",
      url: `/api/common/comment/${pending.id}`,
      headers: auth(writer.token),
    });
    expect(await commentCountOf(complaint.id)).toBe(1);
  });
});
