import { schema } from "@tousu/db";
import { createArticle, createComplaint, createUser, TEST_SEED_NOW } from "@tousu/db/testing";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { piiKeys, setUpModerationConsole } from "../../testing/moderation-console";

const { t, ids, call, expectOneStaffAction } = setUpModerationConsole();

describe("comments held for review", () => {
  it("approves a pending comment into the count, hides and restores it", async () => {
    const complaint = await createComplaint(t.db, piiKeys);
    const [comment] = await t.db
      .insert(schema.comments)
      .values({ complaintId: complaint.id, userId: ids.consumer, content: "待审核的评论", status: "pending" })
      .returning();
    const pending = (await call("GET", "/admin/comments?page_size=100", "moderator")).json().data;
    expect(pending.list).toContainEqual(
      expect.objectContaining({
        id: comment!.id,
        status: "pending",
        complaint: { id: complaint.id, title: complaint.title },
      }),
    );
    const commentCount = async () =>
      (await t.db.select().from(schema.complaints).where(eq(schema.complaints.id, complaint.id)))[0]
        ?.commentCount;
    const counted = await commentCount();

    await expectOneStaffAction(() => call("POST", `/admin/comments/${comment!.id}/approve`, "moderator", {}));
    expect(await commentCount()).toBe((counted ?? 0) + 1);
    expect(
      (await call("POST", `/admin/comments/${comment!.id}/approve`, "moderator", {})).json(),
    ).toMatchObject({
      code: 400,
      msg: "该评论不在待审核状态",
    });
    const purgedBefore = t.purgedPaths.length;
    await expectOneStaffAction(() =>
      call("POST", `/admin/comments/${comment!.id}/hide`, "moderator", { reason: "广告引流" }),
    );
    expect(await commentCount()).toBe(counted);
    // The comment was on the complaint's public page: the CDN's copy must go too.
    expect(t.purgedPaths.slice(purgedBefore)).toEqual([
      `/tousu/${complaint.id}`,
      `/tousu/${complaint.id}.data`,
    ]);
    const hidden = (await call("GET", "/admin/comments?status=hidden&page_size=100", "moderator")).json()
      .data;
    expect(hidden.list.map((item: { id: number }) => item.id)).toContain(comment!.id);
    await expectOneStaffAction(() =>
      call("POST", `/admin/comments/${comment!.id}/restore`, "moderator", { reason: "误判" }),
    );
    expect(await commentCount()).toBe((counted ?? 0) + 1);
    expect(
      (await call("POST", "/admin/comments/999999999/hide", "moderator", { reason: "不存在" })).statusCode,
    ).toBe(404);
  });

  it("approving a held comment or reply notifies whom posting it unheld would have, once", async () => {
    const complaint = await createComplaint(t.db, piiKeys);
    const threadStarter = await createUser(t.db, piiKeys, { nickname: "楼主评论人" });
    const pushesTo = (userId: number) =>
      t.db
        .select()
        .from(schema.pushMessages)
        .where(
          and(eq(schema.pushMessages.userId, userId), eq(schema.pushMessages.complaintId, complaint.id)),
        );
    const [topLevel] = await t.db
      .insert(schema.comments)
      .values({
        complaintId: complaint.id,
        userId: threadStarter.id,
        content: "已发布的评论",
        status: "published",
      })
      .returning();
    const [heldComment, heldReply] = await t.db
      .insert(schema.comments)
      .values([
        { complaintId: complaint.id, userId: ids.consumer, content: "待审核的评论内容", status: "pending" },
        {
          complaintId: complaint.id,
          userId: ids.consumer,
          parentId: topLevel!.id,
          replyToUserId: threadStarter.id,
          content: "待审核的回复内容",
          status: "pending",
        },
      ])
      .returning();
    expect(await pushesTo(complaint.userId)).toEqual([]);

    await expectOneStaffAction(() =>
      call("POST", `/admin/comments/${heldComment!.id}/approve`, "moderator", {}),
    );
    expect(await pushesTo(complaint.userId)).toEqual([
      expect.objectContaining({
        title: "您的投诉有新评论",
        content: expect.stringMatching(/评论了您的投诉：待审核的评论内容$/),
        link: `/complaint/comment/${complaint.id}`,
      }),
    ]);
    await expectOneStaffAction(() =>
      call("POST", `/admin/comments/${heldReply!.id}/approve`, "moderator", {}),
    );
    expect(await pushesTo(threadStarter.id)).toEqual([
      expect.objectContaining({
        title: "您的评论有新回复",
        content: expect.stringMatching(/回复了您：待审核的回复内容$/),
      }),
    ]);

    // Hiding and restoring is not news: nobody hears of the comment a second time.
    await call("POST", `/admin/comments/${heldComment!.id}/hide`, "moderator", { reason: "复核" });
    await call("POST", `/admin/comments/${heldComment!.id}/restore`, "moderator", { reason: "误判" });
    expect(await pushesTo(complaint.userId)).toHaveLength(1);
    expect(await pushesTo(threadStarter.id)).toHaveLength(1);
  });

  it("approving a held comment on an article counts it on the article; a reply tells whom it answers", async () => {
    const article = await createArticle(t.db, { publishedAt: new Date(TEST_SEED_NOW.getTime() - 3_600_000) });
    const threadStarter = await createUser(t.db, piiKeys);
    const [topLevel] = await t.db
      .insert(schema.comments)
      .values({ articleId: article.id, userId: threadStarter.id, content: "文章下的评论" })
      .returning();
    const [heldComment, heldReply] = await t.db
      .insert(schema.comments)
      .values([
        { articleId: article.id, userId: ids.consumer, content: "待审核的文章评论", status: "pending" },
        {
          articleId: article.id,
          userId: ids.consumer,
          parentId: topLevel!.id,
          replyToUserId: threadStarter.id,
          content: "待审核的文章回复",
          status: "pending",
        },
      ])
      .returning();
    const commentCount = async () =>
      (await t.db.select().from(schema.articles).where(eq(schema.articles.id, article.id)))[0]?.commentCount;

    await expectOneStaffAction(() =>
      call("POST", `/admin/comments/${heldComment!.id}/approve`, "moderator", {}),
    );
    await expectOneStaffAction(() =>
      call("POST", `/admin/comments/${heldReply!.id}/approve`, "moderator", {}),
    );
    expect(await commentCount()).toBe(2);
    // The article's page shows its newest comments: the CDN's copy goes.
    expect(t.purgedPaths).toEqual(
      expect.arrayContaining([`/article/${article.id}`, `/article/${article.id}.data`]),
    );
    const pushes = await t.db
      .select()
      .from(schema.pushMessages)
      .where(eq(schema.pushMessages.userId, threadStarter.id));
    expect(pushes).toEqual([
      expect.objectContaining({ title: "您的评论有新回复", link: `/article/comment/${article.id}` }),
    ]);
  });
});
