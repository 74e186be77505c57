import { schema } from "@tousu/db";
import { TEST_SEED_NOW } from "@tousu/db/testing";
import { QA_TRUSTED_AFTER_PUBLISHED } from "@tousu/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { type SignedInMember, signInNewMember } from "../../testing/sign-in-member";

const { qaQuestions, qaCategories, userRoles, users } = schema;

let t: TestApp;
let categoryId: number;
let moderator: SignedInMember;
beforeAll(async () => {
  t = await buildTestApp({ QA_POSTS_PER_MINUTE_PER_IP: "10000" });
  const [category] = await t.db
    .insert(qaCategories)
    .values({ name: "通知测试分类", sort: 997 })
    .returning({ id: qaCategories.id });
  categoryId = category!.id;
  moderator = await signInNewMember(t);
  await t.db.insert(userRoles).values({ userId: moderator.id, role: "moderator" });
});
afterAll(() => t.close());

function call(method: "GET" | "POST" | "PUT", url: string, member: SignedInMember, payload?: object) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: { authorization: `Bearer ${member.token}` },
    ...(payload ? { payload } : {}),
  });
}

/** A member whose earlier posts were published, so new ones are not held as a newcomer's. */
async function trustedMember(nickname?: string): Promise<SignedInMember> {
  const member = await signInNewMember(t);
  if (nickname) await t.db.update(users).set({ nickname }).where(eq(users.id, member.id));
  const longAgo = new Date(TEST_SEED_NOW.getTime() - 30 * 24 * 60 * 60_000);
  await t.db.insert(qaQuestions).values(
    Array.from({ length: QA_TRUSTED_AFTER_PUBLISHED }, (_, index) => ({
      categoryId,
      userId: member.id,
      title: `早先发布的问题${index}`,
      content: "早先发布并已公开的问题描述内容。",
      createdAt: longAgo,
      updatedAt: longAgo,
    })),
  );
  return member;
}

async function ask(member: SignedInMember, title = "预付卡商家跑路了怎么追回余额？") {
  const response = await call("POST", "/qa/question", member, {
    title,
    content: "去年办的储值卡还剩一千多元，门店突然关门，老板电话也打不通了。",
    category_id: categoryId,
  });
  expect(response.json().code, response.body).toBe(200);
  return response.json().data as { id: number; status: string };
}

async function answer(
  member: SignedInMember,
  questionId: number,
  content = "先保留好卡和充值凭证，再向市场监管部门投诉。",
) {
  const response = await call("POST", `/qa/${questionId}/answer`, member, { content });
  expect(response.json().code, response.body).toBe(200);
  return response.json().data as { id: number; status: string };
}

async function release(kind: "question" | "answer", id: number) {
  const response = await call("POST", "/admin/qa/moderate", moderator, {
    action: "restore",
    reason: "内容无问题，予以公开",
    items: [{ kind, id }],
  });
  expect(response.json().data, response.body).toMatchObject({ changed: 1 });
}

interface Notice {
  title: string;
  content: string;
  link: string | null;
  kind: string;
  is_read: boolean;
}
async function noticesOf(member: SignedInMember): Promise<Notice[]> {
  const response = await call("GET", "/user/push/list?page=1&page_size=50", member);
  expect(response.json().code, response.body).toBe(200);
  return response.json().data.list;
}

describe("Q&A notices", () => {
  it("tells the asker when a moderator releases their held question", async () => {
    const newcomer = await signInNewMember(t);
    const question = await ask(newcomer, "健身卡转让还要收手续费合理吗？");
    expect(question.status).toBe("under_review");
    expect(await noticesOf(newcomer)).toEqual([]);

    await release("question", question.id);
    expect(await noticesOf(newcomer)).toEqual([
      expect.objectContaining({
        kind: "platform",
        title: "您的问题已通过审核",
        content: expect.stringContaining("健身卡转让还要收手续费合理吗？"),
        link: `/qa/${question.id}`,
        is_read: false,
      }),
    ]);
  });

  it("keeps one unread notice per question for its new answers, naming the latest answerer", async () => {
    const asker = await trustedMember();
    const question = await ask(asker);
    await answer(await trustedMember("热心的老周"), question.id);
    await answer(
      await trustedMember("维权的小林"),
      question.id,
      "可以联合其他持卡人一起去市场监管部门反映。",
    );
    // The asker's own answer tells no one.
    await answer(asker, question.id, "补充一下：门店的营业执照还挂在墙上。");

    const unread = (await noticesOf(asker)).filter((notice) => notice.title === "您的问题有新回答");
    expect(unread).toEqual([
      expect.objectContaining({
        kind: "platform",
        link: `/qa/${question.id}`,
        is_read: false,
        content: expect.stringContaining("维权的小林"),
      }),
    ]);

    // Once read, the next answer is news again.
    await call("PUT", "/user/push/read/0", asker, {});
    await answer(await trustedMember(), question.id, "记得把消费记录截图保存好，越完整越好。");
    const after = (await noticesOf(asker)).filter((notice) => notice.title === "您的问题有新回答");
    expect(after.map((notice) => notice.is_read)).toEqual([false, true]);
  });

  it("tells a held answer's author it was released, and the asker of the new answer", async () => {
    const asker = await trustedMember();
    const question = await ask(asker, "快递显示签收但我没收到怎么办？");
    const newcomer = await signInNewMember(t);
    const held = await answer(newcomer, question.id, "可以要求快递公司出示签收底单和派件照片。");
    expect(held.status).toBe("under_review");
    expect(await noticesOf(asker)).toEqual([]);

    await release("answer", held.id);
    expect(await noticesOf(newcomer)).toEqual([
      expect.objectContaining({ title: "您的回答已通过审核", link: `/qa/${question.id}` }),
    ]);
    expect(await noticesOf(asker)).toEqual([
      expect.objectContaining({ title: "您的问题有新回答", link: `/qa/${question.id}` }),
    ]);
  });

  it("tells an answer's author when the asker accepts it", async () => {
    const asker = await trustedMember();
    const question = await ask(asker, "网购商品与描述不符能退一赔三吗？");
    const answerer = await trustedMember();
    const given = await answer(answerer, question.id);
    expect((await call("POST", `/qa/answer/${given.id}/accept`, asker)).json().code).toBe(200);

    expect(await noticesOf(answerer)).toEqual([
      expect.objectContaining({
        kind: "platform",
        title: "您的回答被采纳了",
        content: expect.stringContaining("网购商品与描述不符能退一赔三吗？"),
        link: `/qa/${question.id}`,
      }),
    ]);
  });
});
