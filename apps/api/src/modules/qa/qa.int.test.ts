import { SENSITIVE_WORD_MESSAGE } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { TEST_SEED_NOW } from "@tousu/db/testing";
import {
  QA_ANSWER_MESSAGE,
  QA_EDIT_WINDOW_MESSAGE,
  QA_EDIT_WINDOW_MS,
  QA_TITLE_MESSAGE,
  QA_TRUSTED_AFTER_PUBLISHED,
} from "@tousu/domain";
import { count, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { type SignedInMember, signInNewMember } from "../../testing/sign-in-member";
import { QA_POST_LIMITS } from "./qa-writes";

const { qaQuestions, qaAnswers, qaCategories, userRoles } = schema;

let t: TestApp;
let categoryId: number;
beforeAll(async () => {
  t = await buildTestApp({ QA_POSTS_PER_MINUTE_PER_IP: "10000" });
  const [category] = await t.db
    .insert(qaCategories)
    .values({ name: "问答测试分类", sort: 999 })
    .returning({ id: qaCategories.id });
  categoryId = category!.id;
});
afterAll(() => t.close());
afterEach(() => t.setNow(TEST_SEED_NOW));

type Member = SignedInMember;

/** A member whose earlier posts were published, so new ones are not held as a newcomer's. */
async function trustedMember(): Promise<Member> {
  const member = await signInNewMember(t);
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

function call(method: "GET" | "POST" | "PUT" | "DELETE", url: string, member?: Member, payload?: object) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: member ? { authorization: `Bearer ${member.token}` } : {},
    ...(payload ? { payload } : {}),
  });
}

const questionBody = (overrides: Record<string, unknown> = {}) => ({
  title: "网购买到假货商家拒绝退款怎么办？",
  content: "在网店买了一双运动鞋，鉴定是假货，商家说已过七天不给退，我该怎么维权？",
  category_id: categoryId,
  ...overrides,
});

async function ask(member: Member, overrides: Record<string, unknown> = {}) {
  const response = await call("POST", "/qa/question", member, questionBody(overrides));
  expect(response.json().code, response.body).toBe(200);
  return response.json().data as { id: number; status: string };
}
async function answer(member: Member, questionId: number, content = "可以要求商家退一赔三，并向平台投诉。") {
  const response = await call("POST", `/qa/${questionId}/answer`, member, { content });
  expect(response.json().code, response.body).toBe(200);
  return response.json().data as { id: number; status: string; author: object };
}
async function questionCount() {
  const [row] = await t.db.select({ value: count() }).from(qaQuestions);
  return row!.value;
}
async function answerCountOf(questionId: number) {
  const [row] = await t.db
    .select({ value: qaQuestions.answerCount })
    .from(qaQuestions)
    .where(eq(qaQuestions.id, questionId));
  return row!.value;
}
const detail = (questionId: number, member?: Member) => call("GET", `/qa/${questionId}`, member);
const listIds = async (query: string) =>
  ((await call("GET", `/qa/list?${query}`)).json().data.list as { id: number }[]).map((item) => item.id);

describe("asking", () => {
  it("answers 401 to a visitor before looking at the body", async () => {
    const response = await call("POST", "/qa/question", undefined, { title: "" });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe(401);
  });

  it.each([
    ["a title too short once markup is stripped", { title: "<b>退款</b>" }, QA_TITLE_MESSAGE],
    ["no category", { category_id: undefined }, "请选择问题分类"],
    ["an unknown category", { category_id: 999_999 }, "请选择问题分类"],
    ["an unknown brand", { brand_id: 999_999 }, "品牌不存在"],
    ["a blocked word", { content: "专业刷单返利，日赚千元，详情咨询客服。" }, SENSITIVE_WORD_MESSAGE],
  ])("refuses %s with 400 and stores nothing", async (_, overrides, message) => {
    const member = await trustedMember();
    const before = await questionCount();
    const response = await call("POST", "/qa/question", member, questionBody(overrides));
    expect(response.json()).toMatchObject({ code: 400, msg: message });
    expect(await questionCount()).toBe(before);
  });

  it("publishes a trusted member's question into the lists and the category's count", async () => {
    const member = await trustedMember();
    const question = await ask(member, { title: "预付卡商家跑路了怎么追回余额？" });
    expect(question).toMatchObject({ status: "published", is_mine: true, can_accept: true, answer_count: 0 });
    expect(await listIds("sort=newest")).toContain(question.id);
    expect(await listIds(`category_id=${categoryId}&sort=unanswered`)).toContain(question.id);
    const categories = (await call("GET", "/qa/category/list")).json().data as { id: number }[];
    expect(categories.find((category) => category.id === categoryId)).toMatchObject({
      name: "问答测试分类",
      question_count: expect.any(Number),
    });
  });

  it("holds a new member's first posts: seen by the author and moderators only", async () => {
    const newcomer = await signInNewMember(t);
    const question = await ask(newcomer);
    expect(question.status).toBe("under_review");

    expect((await detail(question.id)).statusCode).toBe(404);
    expect((await detail(question.id, await signInNewMember(t))).statusCode).toBe(404);
    expect(await listIds("sort=newest&page_size=100")).not.toContain(question.id);
    expect((await detail(question.id, newcomer)).json().data.question.status).toBe("under_review");
    const mine = (await call("GET", "/user/qa/questions", newcomer)).json().data;
    expect(mine.list).toEqual([expect.objectContaining({ id: question.id, status: "under_review" })]);

    const moderator = await signInNewMember(t);
    await t.db.insert(userRoles).values({ userId: moderator.id, role: "moderator" });
    expect((await detail(question.id, moderator)).json().data.question.id).toBe(question.id);
  });

  it("holds a trusted member's post that carries a review word", async () => {
    const member = await trustedMember();
    const question = await ask(member, { content: "退款问题可以加微信详细聊聊，商家一直拖着不处理。" });
    expect(question.status).toBe("under_review");
  });

  it("limits how many posts one address sends a minute", async () => {
    const limited = await buildTestApp({ QA_POSTS_PER_MINUTE_PER_IP: "2" });
    try {
      const [category] = await limited.db.insert(qaCategories).values({ name: "限流测试分类" }).returning();
      const member = await signInNewMember(limited);
      const send = () =>
        limited.app.inject({
          method: "POST",
          url: "/api/qa/question",
          headers: { authorization: `Bearer ${member.token}` },
          payload: questionBody({ category_id: category!.id }),
        });
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it("limits how fast one member posts", async () => {
    const member = await trustedMember();
    for (let index = 0; index < QA_POST_LIMITS.perMinute.max; index++) {
      await ask(member, { title: `快递丢件商家不赔偿怎么办${index}` });
    }
    const response = await call("POST", "/qa/question", member, questionBody());
    expect(response.json()).toMatchObject({ code: 400, msg: QA_POST_LIMITS.perMinute.message });
  });
});

describe("answering", () => {
  it("counts a published answer on its question and drops it from the unanswered list", async () => {
    const asker = await trustedMember();
    const question = await ask(asker);
    const reply = await answer(await trustedMember(), question.id);
    expect(reply).toMatchObject({ status: "published", is_accepted: false, like_count: 0 });
    expect(reply.author).toMatchObject({ is_verified_lawyer: false });
    expect(await answerCountOf(question.id)).toBe(1);
    expect(await listIds(`category_id=${categoryId}&sort=unanswered&page_size=100`)).not.toContain(
      question.id,
    );
  });

  it("marks a verified lawyer's answer with a link to their public profile, not a pending applicant's", async () => {
    const question = await ask(await trustedMember());
    const [verified, pending] = [await trustedMember(), await trustedMember()];
    await t.db.insert(schema.lawyerProfiles).values(
      [verified, pending].map((member, index) => ({
        userId: member.id,
        licenseNo: `1330120151000090${index}`,
        lawFirm: "浙江明衡律师事务所",
        city: "杭州市",
        practiceAreas: ["consumer"],
        practiceSinceYear: 2015,
        licensePhotoKey: `lawyers/${member.id}.jpg`,
        introduction: "专注消费者权益保护与电子商务纠纷。",
        status: index === 0 ? ("verified" as const) : ("pending" as const),
      })),
    );
    await answer(verified, question.id);
    await answer(pending, question.id);
    const listed = await call("GET", `/qa/${question.id}?page_size=20`);
    const authors = listed.json().data.answers.list.map((row: { author: object }) => row.author);
    expect(authors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ is_verified_lawyer: true, lawyer_id: verified.id }),
        expect.objectContaining({ is_verified_lawyer: false, lawyer_id: null }),
      ]),
    );
  });

  it("refuses bad input with 400, anonymous callers with 401 and held questions", async () => {
    const member = await trustedMember();
    const question = await ask(member);
    expect((await call("POST", `/qa/${question.id}/answer`, undefined, { content: "" })).statusCode).toBe(
      401,
    );
    const short = await call("POST", `/qa/${question.id}/answer`, member, { content: "<p>好</p>" });
    expect(short.json()).toMatchObject({ code: 400, msg: QA_ANSWER_MESSAGE });
    const held = await ask(await signInNewMember(t));
    const toHeld = await call("POST", `/qa/${held.id}/answer`, member, {
      content: "这种情况可以先找平台客服介入。",
    });
    expect(toHeld.json().code).toBe(400);
    expect(await answerCountOf(question.id)).toBe(0);
  });

  it("shows the accepted answer first, then the most liked, then the earliest", async () => {
    const asker = await trustedMember();
    const question = await ask(asker);
    const first = await answer(
      await trustedMember(),
      question.id,
      "第一条回答：先保留好聊天记录和订单截图。",
    );
    t.setNow(new Date(TEST_SEED_NOW.getTime() + 60_000));
    const liked = await answer(await trustedMember(), question.id, "第二条回答：可以拨打12315热线投诉。");
    t.setNow(new Date(TEST_SEED_NOW.getTime() + 120_000));
    const accepted = await answer(await trustedMember(), question.id, "第三条回答：向平台申请售后介入最快。");
    await call("POST", `/qa/answer/${liked.id}/like`, await signInNewMember(t));
    await call("POST", `/qa/answer/${accepted.id}/accept`, asker);

    const answers = (await detail(question.id)).json().data.answers;
    expect(answers.list.map((item: { id: number }) => item.id)).toEqual([accepted.id, liked.id, first.id]);
    expect(answers.list[0]).toMatchObject({ is_accepted: true });
  });

  it("shows a held answer to its author only", async () => {
    const question = await ask(await trustedMember());
    const newcomer = await signInNewMember(t);
    const held = await answer(newcomer, question.id);
    expect(held.status).toBe("under_review");
    expect((await detail(question.id)).json().data.answers.total).toBe(0);
    expect((await detail(question.id, newcomer)).json().data.answers.list).toEqual([
      expect.objectContaining({ id: held.id, status: "under_review", is_mine: true }),
    ]);
    expect(await answerCountOf(question.id)).toBe(0);
    const mine = (await call("GET", "/user/qa/answers", newcomer)).json().data;
    expect(mine.list).toEqual([
      expect.objectContaining({ id: held.id, question: expect.objectContaining({ id: question.id }) }),
    ]);
  });
});

describe("editing within the window", () => {
  it("lets the author edit for 15 minutes and refuses afterwards, leaving the text as it was", async () => {
    const member = await trustedMember();
    const question = await ask(member);
    const edited = await call("PUT", `/qa/question/${question.id}`, member, {
      title: "七天无理由退货被拒怎么办？",
      content: "商品未拆封，商家以活动商品为由拒绝七天无理由退货。",
    });
    expect(edited.json().data).toMatchObject({
      title: "七天无理由退货被拒怎么办？",
      editable_until: expect.any(String),
    });

    t.setNow(new Date(TEST_SEED_NOW.getTime() + QA_EDIT_WINDOW_MS + 1000));
    const late = await call("PUT", `/qa/question/${question.id}`, member, {
      title: "改不了的标题内容",
      content: "超过十五分钟后的修改内容应被拒绝。",
    });
    expect(late.json()).toMatchObject({ code: 400, msg: QA_EDIT_WINDOW_MESSAGE });
    const [row] = await t.db.select().from(qaQuestions).where(eq(qaQuestions.id, question.id));
    expect(row!.title).toBe("七天无理由退货被拒怎么办？");
  });

  it("refuses someone else's edit with 403 and an anonymous one with 401", async () => {
    const question = await ask(await trustedMember());
    const reply = await answer(await trustedMember(), question.id);
    const other = await signInNewMember(t);
    expect(
      (await call("PUT", `/qa/answer/${reply.id}`, other, { content: "别人改写的回答内容" })).statusCode,
    ).toBe(403);
    expect((await call("PUT", `/qa/answer/${reply.id}`, undefined, { content: "" })).statusCode).toBe(401);
  });

  it("sends an edited answer with a review word back for review", async () => {
    const question = await ask(await trustedMember());
    const author = await trustedMember();
    const reply = await answer(author, question.id);
    const edited = await call("PUT", `/qa/answer/${reply.id}`, author, {
      content: "私聊返现，详情加微信了解。",
    });
    expect(edited.json().data.status).toBe("under_review");
    expect(await answerCountOf(question.id)).toBe(0);
  });
});

describe("accepting", () => {
  it("lets the asker accept another's answer once", async () => {
    const asker = await trustedMember();
    const question = await ask(asker);
    const own = await answer(asker, question.id, "补充一下：商家客服电话一直打不通。");
    const first = await answer(await trustedMember(), question.id);
    const second = await answer(await trustedMember(), question.id, "建议先保留证据再申请平台介入。");

    expect((await call("POST", `/qa/answer/${first.id}/accept`, await signInNewMember(t))).statusCode).toBe(
      403,
    );
    expect((await call("POST", `/qa/answer/${own.id}/accept`, asker)).json()).toMatchObject({
      code: 400,
      msg: "不能采纳自己的回答",
    });
    expect((await call("POST", `/qa/answer/${first.id}/accept`, asker)).json()).toMatchObject({
      code: 200,
      data: { question_id: question.id, accepted_answer_id: first.id },
    });
    expect((await call("POST", `/qa/answer/${second.id}/accept`, asker)).json()).toMatchObject({
      code: 400,
      msg: "该问题已采纳过回答",
    });
    expect((await detail(question.id, asker)).json().data.question).toMatchObject({
      accepted_answer_id: first.id,
      can_accept: false,
    });
  });
});

describe("liking", () => {
  it("toggles one like per member", async () => {
    const question = await ask(await trustedMember());
    const reply = await answer(await trustedMember(), question.id);
    const reader = await signInNewMember(t);
    const like = () => call("POST", `/qa/answer/${reply.id}/like`, reader);
    expect((await like()).json().data).toEqual({ like_count: 1, liked: true });
    expect((await like()).json().data).toEqual({ like_count: 0, liked: false });
    expect((await like()).json().data).toEqual({ like_count: 1, liked: true });
    await call("POST", `/qa/answer/${reply.id}/like`, await signInNewMember(t));
    const shown = (await detail(question.id, reader)).json().data.answers.list[0];
    expect(shown).toMatchObject({ like_count: 2, liked: true });
    expect((await call("POST", `/qa/answer/${reply.id}/like`)).statusCode).toBe(401);
  });
});

describe("reporting", () => {
  const report = (member: Member, targetType: string, targetId: number) =>
    call("POST", "/complaint/report", member, {
      target_type: targetType,
      target_id: targetId,
      reason: "advertising",
    });

  it("takes a post down once three distinct readers reported it", async () => {
    const question = await ask(await trustedMember());
    const author = await trustedMember();
    const reply = await answer(author, question.id);
    const readers = [await signInNewMember(t), await signInNewMember(t), await signInNewMember(t)];

    expect((await report(author, "answer", reply.id)).json().msg).toBe("不能举报自己发布的内容");
    expect((await report(readers[0]!, "answer", reply.id)).json().code).toBe(200);
    expect((await report(readers[0]!, "answer", reply.id)).json().code).toBe(400);
    expect((await report(readers[1]!, "answer", reply.id)).json().code).toBe(200);
    expect((await detail(question.id)).json().data.answers.total).toBe(1);

    expect((await report(readers[2]!, "answer", reply.id)).json().code).toBe(200);
    expect((await detail(question.id)).json().data.answers.total).toBe(0);
    expect(await answerCountOf(question.id)).toBe(0);
    const [row] = await t.db.select().from(qaAnswers).where(eq(qaAnswers.id, reply.id));
    expect(row!.status).toBe("reported");
    expect((await detail(question.id, author)).json().data.answers.list[0]).toMatchObject({
      status: "under_review",
    });
  });

  it("takes a reported question off the lists", async () => {
    const question = await ask(await trustedMember());
    for (let index = 0; index < 3; index++) await report(await signInNewMember(t), "question", question.id);
    expect((await detail(question.id)).statusCode).toBe(404);
    expect(await listIds("sort=newest&page_size=100")).not.toContain(question.id);
  });
});

describe("deleting", () => {
  it("deletes an own answer, uncounting it, but not someone else's or an accepted one", async () => {
    const asker = await trustedMember();
    const question = await ask(asker);
    const author = await trustedMember();
    const plain = await answer(author, question.id);
    const chosen = await answer(author, question.id, "被采纳的回答内容，说明了维权步骤。");
    await call("POST", `/qa/answer/${chosen.id}/accept`, asker);

    expect((await call("DELETE", `/qa/answer/${plain.id}`, asker)).statusCode).toBe(403);
    expect((await call("DELETE", `/qa/answer/${chosen.id}`, author)).json().msg).toBe(
      "已被采纳的回答不能删除",
    );
    expect((await call("DELETE", `/qa/answer/${plain.id}`, author)).json()).toMatchObject({ code: 200 });
    expect(await answerCountOf(question.id)).toBe(1);
    expect((await call("DELETE", `/qa/answer/${plain.id}`, author)).statusCode).toBe(404);
  });

  it("deletes an own question from the public pages", async () => {
    const member = await trustedMember();
    const question = await ask(member);
    expect((await call("DELETE", `/qa/question/${question.id}`, member)).json().code).toBe(200);
    expect((await detail(question.id, member)).statusCode).toBe(404);
    expect((await call("GET", "/user/qa/questions", member)).json().data.list).not.toContainEqual(
      expect.objectContaining({ id: question.id }),
    );
  });
});

describe("lists", () => {
  it("refuses an unknown sort and pages by number", async () => {
    expect((await call("GET", "/qa/list?sort=random")).json().code).toBe(400);
    const page = (await call("GET", "/qa/list?page=2&page_size=5")).json().data;
    expect(page).toMatchObject({ page: 2, page_size: 5 });
  });

  it("orders a category's questions newest first, unanswered only, or most answered first", async () => {
    const [own] = await t.db.insert(qaCategories).values({ name: "排序测试分类" }).returning();
    const asker = await trustedMember();
    const askAt = async (minutes: number, answers: number) => {
      t.setNow(new Date(TEST_SEED_NOW.getTime() + minutes * 60_000));
      const question = await ask(asker, { category_id: own!.id });
      for (let index = 0; index < answers; index++) await answer(await trustedMember(), question.id);
      return question.id;
    };
    const quiet = await askAt(0, 0);
    const busy = await askAt(1, 2);
    const newest = await askAt(2, 1);
    const ids = (sort: string) => listIds(`category_id=${own!.id}&sort=${sort}`);
    expect(await ids("newest")).toEqual([newest, busy, quiet]);
    expect(await ids("unanswered")).toEqual([quiet]);
    expect(await ids("hot")).toEqual([busy, newest, quiet]);
  });

  it("asks for login on the member's own lists", async () => {
    expect((await call("GET", "/user/qa/answers")).statusCode).toBe(401);
    expect((await call("GET", "/user/qa/questions")).statusCode).toBe(401);
  });
});
