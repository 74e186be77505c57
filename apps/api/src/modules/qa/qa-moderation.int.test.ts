import { schema } from "@tousu/db";
import { TEST_SEED_NOW } from "@tousu/db/testing";
import { QA_BULK_MAX } from "@tousu/domain";
import { and, count, eq, inArray, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { type SignedInMember, signInNewMember } from "../../testing/sign-in-member";

const { qaQuestions, qaAnswers, qaCategories, userRoles, staffActions, contentReports } = schema;

let t: TestApp;
let categoryId: number;
let moderator: SignedInMember;
let editor: SignedInMember;
let consumer: SignedInMember;
beforeAll(async () => {
  t = await buildTestApp();
  const [category] = await t.db
    .insert(qaCategories)
    .values({ name: "审核测试分类", sort: 998 })
    .returning({ id: qaCategories.id });
  categoryId = category!.id;
  moderator = await signInNewMember(t);
  editor = await signInNewMember(t);
  consumer = await signInNewMember(t);
  await t.db.insert(userRoles).values([
    { userId: moderator.id, role: "moderator" },
    { userId: editor.id, role: "editor" },
  ]);
});
afterAll(() => t.close());

function call(method: "GET" | "POST", url: string, member?: SignedInMember, payload?: object) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: member ? { authorization: `Bearer ${member.token}` } : {},
    ...(payload ? { payload } : {}),
  });
}

async function publishedQuestion() {
  const [question] = await t.db
    .insert(qaQuestions)
    .values({
      categoryId,
      userId: consumer.id,
      title: "退款迟迟不到账怎么办",
      content: "申请退款半个月了还没到账。",
    })
    .returning({ id: qaQuestions.id });
  return question!.id;
}

/** A spam wave: `size` held answers to one question from a handful of accounts. */
async function spamWave(questionId: number, size: number, word = "加微信领返现") {
  const spammers = [await signInNewMember(t), await signInNewMember(t), await signInNewMember(t)];
  const rows = await t.db
    .insert(qaAnswers)
    .values(
      Array.from({ length: size }, (_, index) => ({
        questionId,
        userId: spammers[index % spammers.length]!.id,
        content: `${word}${index}，私聊返现。`,
        status: "pending" as const,
      })),
    )
    .returning({ id: qaAnswers.id });
  return rows.map((row) => row.id);
}

const staffLogCount = async () => (await t.db.select({ value: count() }).from(staffActions))[0]!.value;

describe("the Q&A queue", () => {
  it("is for moderators: 401 to visitors, 403 to consumers and editors", async () => {
    expect((await call("GET", "/admin/qa")).statusCode).toBe(401);
    expect((await call("GET", "/admin/qa", consumer)).statusCode).toBe(403);
    expect((await call("GET", "/admin/qa", editor)).statusCode).toBe(403);
    const moderate = { action: "hide", items: [{ kind: "answer", id: 1 }], reason: "广告引流" };
    expect((await call("POST", "/admin/qa/moderate", undefined, moderate)).statusCode).toBe(401);
    expect((await call("POST", "/admin/qa/moderate", consumer, moderate)).statusCode).toBe(403);
  });

  it("lists held and reported posts, filtered by kind and keyword, with open reports counted", async () => {
    const questionId = await publishedQuestion();
    const [held] = await spamWave(questionId, 1, "队列筛选词");
    const [reported] = await t.db
      .insert(qaQuestions)
      .values({
        categoryId,
        userId: consumer.id,
        title: "被举报下架的问题",
        content: "这条问题被三位读者举报。",
        status: "reported",
      })
      .returning({ id: qaQuestions.id });
    const readers = [await signInNewMember(t), await signInNewMember(t), await signInNewMember(t)];
    await t.db.insert(contentReports).values(
      readers.map((reader) => ({
        targetType: "question" as const,
        targetId: reported!.id,
        reporterId: reader.id,
        reason: "advertising",
      })),
    );

    const queue = (await call("GET", "/admin/qa?page_size=100", moderator)).json().data;
    expect(queue.list).toContainEqual(
      expect.objectContaining({ kind: "answer", id: held, status: "pending" }),
    );
    expect(queue.list).toContainEqual(
      expect.objectContaining({
        kind: "question",
        id: reported!.id,
        status: "reported",
        open_report_count: 3,
      }),
    );
    const answersOnly = (await call("GET", "/admin/qa?kind=answer&keyword=队列筛选词", moderator)).json()
      .data;
    expect(answersOnly.list).toEqual([
      expect.objectContaining({ id: held, question: expect.objectContaining({ id: questionId }) }),
    ]);
    expect(answersOnly.total).toBe(1);
    expect((await call("GET", "/admin/qa?status=gone", moderator)).json().code).toBe(400);
  });
});

describe("bulk moderation", () => {
  it("clears a wave of 300 answers in one request, one staff log entry per post", async () => {
    const questionId = await publishedQuestion();
    const ids = await spamWave(questionId, 300);
    const before = await staffLogCount();

    const response = await call("POST", "/admin/qa/moderate", moderator, {
      action: "delete",
      items: ids.map((id) => ({ kind: "answer", id })),
      reason: "垃圾广告",
    });
    expect(response.json()).toMatchObject({ code: 200, data: { changed: 300, unchanged: 0 } });
    expect(await staffLogCount()).toBe(before + 300);
    const entries = await t.db
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.action, "answer.delete"), eq(staffActions.staffId, moderator.id)));
    expect(entries).toHaveLength(300);
    expect(entries[0]).toMatchObject({
      targetType: "answer",
      detail: expect.objectContaining({ reason: "垃圾广告", from: "pending" }),
    });
    const [left] = await t.db
      .select({ value: count() })
      .from(qaAnswers)
      .where(and(inArray(qaAnswers.id, ids), isNull(qaAnswers.deletedAt)));
    expect(left!.value).toBe(0);
    const queue = (await call("GET", "/admin/qa?kind=answer&page_size=100", moderator)).json().data;
    expect(queue.list.filter((item: { id: number }) => ids.includes(item.id))).toEqual([]);
  });

  it("restores held answers into the count, hides them again and counts what did not change", async () => {
    const questionId = await publishedQuestion();
    const ids = await spamWave(questionId, 4);
    const items = ids.map((id) => ({ kind: "answer", id }));
    const answerCount = async () =>
      (await t.db.select().from(qaQuestions).where(eq(qaQuestions.id, questionId)))[0]!.answerCount;

    const restored = await call("POST", "/admin/qa/moderate", moderator, {
      action: "restore",
      items,
      reason: "误判放行",
    });
    expect(restored.json().data).toEqual({ changed: 4, unchanged: 0 });
    expect(await answerCount()).toBe(4);
    expect((await call("GET", `/qa/${questionId}`)).json().data.answers.total).toBe(4);

    const again = await call("POST", "/admin/qa/moderate", moderator, {
      action: "hide",
      items: [...items, { kind: "question", id: 999_999 }],
      reason: "广告引流",
    });
    expect(again.json().data).toEqual({ changed: 4, unchanged: 1 });
    expect(await answerCount()).toBe(0);
    const log = await t.db.select().from(staffActions).where(eq(staffActions.action, "answer.hide"));
    expect(log.filter((entry) => ids.map(String).includes(entry.targetId))).toHaveLength(4);
  });

  it("closes the open reports of the posts it decides", async () => {
    const questionId = await publishedQuestion();
    const [answerId] = await spamWave(questionId, 1);
    const reader = await signInNewMember(t);
    await t.db
      .insert(contentReports)
      .values({ targetType: "answer", targetId: answerId!, reporterId: reader.id, reason: "advertising" });
    await call("POST", "/admin/qa/moderate", moderator, {
      action: "hide",
      items: [{ kind: "answer", id: answerId }],
      reason: "广告引流",
    });
    const [closed] = await t.db
      .select()
      .from(contentReports)
      .where(and(eq(contentReports.targetType, "answer"), eq(contentReports.targetId, answerId!)));
    expect(closed).toMatchObject({ status: "approved", handledBy: moderator.id, handledAt: TEST_SEED_NOW });
  });

  it.each([
    ["no posts", { action: "hide", items: [], reason: "广告引流" }],
    [
      "too many posts",
      {
        action: "hide",
        items: Array.from({ length: QA_BULK_MAX + 1 }, (_, id) => ({ kind: "answer", id: id + 1 })),
        reason: "广告引流",
      },
    ],
    ["no reason", { action: "hide", items: [{ kind: "answer", id: 1 }] }],
    ["an unknown action", { action: "ban", items: [{ kind: "answer", id: 1 }], reason: "广告引流" }],
    ["an unknown kind", { action: "hide", items: [{ kind: "comment", id: 1 }], reason: "广告引流" }],
  ])("refuses %s with 400 and logs nothing", async (_, payload) => {
    const before = await staffLogCount();
    expect((await call("POST", "/admin/qa/moderate", moderator, payload)).json().code).toBe(400);
    expect(await staffLogCount()).toBe(before);
  });
});
