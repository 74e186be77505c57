import { COMMENT_CONTENT_MESSAGE, SENSITIVE_WORD_MESSAGE } from "@tousu/contracts";
import { derivePiiKeys, schema } from "@tousu/db";
import { createArticle, createComplaint, TEST_PII_SECRET, TEST_SEED_NOW } from "@tousu/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { type SignedInMember, signInNewMember } from "../../testing/sign-in-member";

// Article comments run on the complaint comments' code: these tests cover what differs (the target,
// its counter, its visibility) and that replies, likes, reports and deleting work on them too.

const HOUR_MS = 3_600_000;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const auth = (member: SignedInMember) => ({ authorization: `Bearer ${member.token}` });
const publishedArticle = () =>
  createArticle(t.db, { publishedAt: new Date(TEST_SEED_NOW.getTime() - HOUR_MS) });

async function post(member: SignedInMember | null, payload: Record<string, unknown>) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/user/article/comment",
    headers: member ? auth(member) : {},
    payload,
  });
  return { status: response.statusCode, body: response.json() };
}
async function list(articleId: number, member?: SignedInMember, query = "") {
  const response = await t.app.inject({
    url: `/api/v2/article/comment/${articleId}${query}`,
    headers: member ? auth(member) : {},
  });
  return { status: response.statusCode, body: response.json() };
}
async function commentCountOf(articleId: number) {
  const [row] = await t.db
    .select({ value: schema.articles.commentCount })
    .from(schema.articles)
    .where(eq(schema.articles.id, articleId));
  return row!.value;
}
async function storedCommentsOf(articleId: number) {
  return t.db.select().from(schema.comments).where(eq(schema.comments.articleId, articleId));
}

describe("POST /user/article/comment", () => {
  it("posts a comment on a published article, counts it and lists it", async () => {
    const reader = await signInNewMember(t);
    const article = await publishedArticle();

    const posted = await post(reader, { article_id: article.id, content: "写得很清楚，收藏了。" });
    expect(posted.body).toMatchObject({
      code: 200,
      data: { content: "写得很清楚，收藏了。", is_mine: true, status: "published", parent_id: null },
    });
    expect(await commentCountOf(article.id)).toBe(1);

    const { body } = await list(article.id);
    expect(body.data.article).toEqual({ id: article.id, title: article.title, comment_count: 1 });
    expect(body.data.total).toBe(1);
    expect(body.data.list[0]).toMatchObject({ id: posted.body.data.id, is_mine: false, replies: [] });
    const [stored] = await storedCommentsOf(article.id);
    expect(stored).toMatchObject({ complaintId: null, articleId: article.id });
  });

  it("answers 401 to a visitor before reading the body, and stores nothing", async () => {
    const article = await publishedArticle();
    const { status, body } = await post(null, { article_id: article.id, content: 12 });
    expect(status).toBe(401);
    expect(body.code).toBe(401);
    expect(await storedCommentsOf(article.id)).toHaveLength(0);
  });

  it("refuses bad input with code 400 and stores nothing", async () => {
    const reader = await signInNewMember(t);
    const article = await publishedArticle();
    const draft = await createArticle(t.db, { publishedAt: null });
    const scheduled = await createArticle(t.db, { publishedAt: new Date(TEST_SEED_NOW.getTime() + HOUR_MS) });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ article_id: article.id, content: "好" }, COMMENT_CONTENT_MESSAGE],
      [{ article_id: article.id, content: "" }, "请输入评论内容"],
      [{ article_id: "abc", content: "很有帮助的文章" }, "无效的文章编号"],
      [{ article_id: draft.id, content: "很有帮助的文章" }, "文章不存在或尚未发布，无法评论"],
      [{ article_id: scheduled.id, content: "很有帮助的文章" }, "文章不存在或尚未发布，无法评论"],
      [
        { article_id: article.id, content: "很有帮助的文章", parent_id: 2_000_000_000 },
        "回复的评论不存在或已删除",
      ],
    ];
    for (const [payload, message] of cases) {
      const { status, body } = await post(reader, payload);
      expect({ status, code: body.code, msg: body.msg }).toEqual({ status: 400, code: 400, msg: message });
    }
    for (const id of [article.id, draft.id, scheduled.id]) expect(await storedCommentsOf(id)).toHaveLength(0);
    expect(await commentCountOf(article.id)).toBe(0);
  });

  it("blocks a forbidden word and stores nothing", async () => {
    const reader = await signInNewMember(t);
    const article = await publishedArticle();
    const { body } = await post(reader, { article_id: article.id, content: "评论区有人在推网络赌场" });
    expect(body).toMatchObject({ code: 400, msg: SENSITIVE_WORD_MESSAGE });
    expect(await storedCommentsOf(article.id)).toHaveLength(0);
  });

  it("shares the per-user flood limit with comments on complaints", async () => {
    const reader = await signInNewMember(t);
    const article = await publishedArticle();
    for (let i = 0; i < 5; i++) {
      expect(
        (await post(reader, { article_id: article.id, content: `第${i + 1}条评论内容` })).body.code,
      ).toBe(200);
    }
    const { status, body } = await post(reader, { article_id: article.id, content: "第六条评论内容" });
    expect({ status, msg: body.msg }).toEqual({ status: 429, msg: "评论过于频繁，请稍后再试" });
    expect(await storedCommentsOf(article.id)).toHaveLength(5);
    expect(await commentCountOf(article.id)).toBe(5);
  });

  it("does not take a comment of a complaint or of another article as the parent", async () => {
    const reader = await signInNewMember(t);
    const [first, second] = [await publishedArticle(), await publishedArticle()];
    const parent = (await post(reader, { article_id: first.id, content: "第一篇文章下的评论" })).body.data;
    const { body } = await post(reader, {
      article_id: second.id,
      content: "跨文章的回复",
      parent_id: parent.id,
    });
    expect(body).toMatchObject({ code: 400, msg: "回复的评论不存在或已删除" });

    const complaint = await createComplaint(t.db, derivePiiKeys(TEST_PII_SECRET));
    const onComplaint = await t.app.inject({
      method: "POST",
      url: "/api/user/complaint/comment",
      headers: auth(reader),
      payload: { complaint_id: complaint.id, content: "投诉下的一条评论" },
    });
    const crossed = await post(reader, {
      article_id: second.id,
      content: "回复投诉下的评论",
      parent_id: onComplaint.json().data.id,
    });
    expect(crossed.body).toMatchObject({ code: 400, msg: "回复的评论不存在或已删除" });
    expect(await storedCommentsOf(second.id)).toHaveLength(0);
  });
});

describe("replies, likes, reports and deleting on an article's comments", () => {
  it("works through the shared endpoints and keeps the article's count true", async () => {
    const [writer, replier, liker] = [
      await signInNewMember(t),
      await signInNewMember(t),
      await signInNewMember(t),
    ];
    const article = await publishedArticle();
    const top = (await post(writer, { article_id: article.id, content: "请问七天无理由怎么算？" })).body.data;
    const reply = (
      await post(replier, { article_id: article.id, content: "从签收第二天算起。", parent_id: top.id })
    ).body.data;
    expect(reply).toMatchObject({ parent_id: top.id });
    expect(await commentCountOf(article.id)).toBe(2);

    // The replied-to reader is told, with a link to the article's comments.
    const [notice] = await t.db
      .select()
      .from(schema.pushMessages)
      .where(eq(schema.pushMessages.userId, writer.id));
    expect(notice).toMatchObject({
      title: "您的评论有新回复",
      link: `/article/comment/${article.id}`,
      complaintId: null,
    });

    const replies = await t.app.inject({ url: `/api/v2/complaint/subComment/${top.id}` });
    expect(replies.json().data.list.map((item: { id: number }) => item.id)).toEqual([reply.id]);

    const like = await t.app.inject({
      method: "POST",
      url: `/api/complaintComment/${top.id}/like`,
      headers: auth(liker),
    });
    expect(like.json()).toMatchObject({ code: 200, data: { like_count: 1, liked: true } });
    expect((await list(article.id, liker)).body.data.list[0]).toMatchObject({ liked: true, like_count: 1 });

    const report = await t.app.inject({
      method: "POST",
      url: "/api/complaint/report",
      headers: auth(liker),
      payload: { target_type: "comment", target_id: reply.id, reason: "advertising" },
    });
    expect(report.json().code).toBe(200);

    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/common/comment/${reply.id}`,
      headers: auth(replier),
      payload: {},
    });
    expect(removed.json().code).toBe(200);
    expect(await commentCountOf(article.id)).toBe(1);
    expect((await list(article.id)).body.data.article.comment_count).toBe(1);
  });

  it("answers 404 for the comments of an unpublished article", async () => {
    const draft = await createArticle(t.db, { publishedAt: null });
    const { status, body } = await list(draft.id);
    expect(status).toBe(404);
    expect(body.code).toBe(404);
  });

  it("refuses replies and likes once the article is withdrawn", async () => {
    const [writer, other] = [await signInNewMember(t), await signInNewMember(t)];
    const article = await publishedArticle();
    const top = (await post(writer, { article_id: article.id, content: "撤回前的评论" })).body.data;
    await t.db.update(schema.articles).set({ publishedAt: null }).where(eq(schema.articles.id, article.id));
    const like = await t.app.inject({
      method: "POST",
      url: `/api/complaintComment/${top.id}/like`,
      headers: auth(other),
    });
    expect(like.statusCode).toBe(404);
    const replies = await t.app.inject({ url: `/api/v2/complaint/subComment/${top.id}` });
    expect(replies.statusCode).toBe(404);
  });
});
