import { type Database, derivePiiKeys, schema } from "@tousu/db";
import { createBrand, createComplaint, createLawyer, TEST_PII_SECRET } from "@tousu/db/testing";
import { ENTRUSTMENT_CONSENT_MESSAGE, QA_ANSWER_MESSAGE, QA_TITLE_MESSAGE } from "@tousu/domain";
import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IPHONE, logInNewMember, MOBILE_HOST, startH5TestServer } from "./testing/h5-site";
import { startTestServer, type TestServer } from "./testing/test-server";

// The H5 site's Q&A and lawyer pages (decision 078): rendered on the mobile origin's host at the PC
// paths, reading and writing through the same endpoints as the PC pages; writes are the pages'
// route actions, posted as a form without scripts would post them.
const piiKeys = derivePiiKeys(TEST_PII_SECRET);

type Who = { id: number; token: string } | null;

let server: TestServer;
let app: FastifyInstance;
let db: Database;
let siteOrigin: string;
let asker: Who;
let answerer: Who;
let stranger: Who;

const logIn = () => logInNewMember(server);

function headersOf(who: Who): Record<string, string> {
  return {
    host: MOBILE_HOST,
    "user-agent": IPHONE,
    ...(who ? { cookie: `web-token=${encodeURIComponent(who.token)}` } : {}),
  };
}

function pageOf(response: { statusCode: number; body: string; headers: Record<string, unknown> }) {
  const html = response.body;
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  return {
    status: response.statusCode,
    location: response.headers.location as string | undefined,
    html,
    main,
    text: main.replace(/<[^>]*>/g, " ").replace(/\s+/g, " "),
  };
}

const get = async (url: string, who: Who = null) =>
  pageOf(await app.inject({ url, headers: headersOf(who) }));

const post = async (url: string, fields: Record<string, string>, who: Who = null) =>
  pageOf(
    await app.inject({
      method: "POST",
      url,
      headers: { ...headersOf(who), "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(fields).toString(),
    }),
  );

/** The newest published question with a published answer, from the seed. */
async function answeredQuestion() {
  const { qaQuestions, qaAnswers } = schema;
  const [row] = await db
    .select({ id: qaQuestions.id, title: qaQuestions.title, answer: qaAnswers.content })
    .from(qaQuestions)
    .innerJoin(qaAnswers, eq(qaAnswers.questionId, qaQuestions.id))
    .where(
      and(
        eq(qaQuestions.status, "published"),
        isNull(qaQuestions.deletedAt),
        eq(qaAnswers.status, "published"),
        isNull(qaAnswers.deletedAt),
      ),
    )
    .orderBy(desc(qaQuestions.id))
    .limit(1);
  if (!row) throw new Error("the seed has no answered question");
  return row;
}

async function questionsBy(userId: number) {
  return db
    .select({ id: schema.qaQuestions.id, title: schema.qaQuestions.title })
    .from(schema.qaQuestions)
    .where(eq(schema.qaQuestions.userId, userId));
}

async function answersBy(userId: number) {
  return db
    .select({ id: schema.qaAnswers.id, content: schema.qaAnswers.content })
    .from(schema.qaAnswers)
    .where(eq(schema.qaAnswers.userId, userId));
}

/** A published question of `who`'s with a published answer by someone else, stored directly. */
async function questionWithAnswer(who: { id: number }, by: { id: number }) {
  const [category] = await db.select({ id: schema.qaCategories.id }).from(schema.qaCategories).limit(1);
  const [question] = await db
    .insert(schema.qaQuestions)
    .values({
      categoryId: category!.id,
      userId: who.id,
      title: "网购的耳机退货被拒怎么办",
      content: "收到的耳机有杂音，商家说已拆封不给退。",
      answerCount: 1,
    })
    .returning({ id: schema.qaQuestions.id });
  const [answer] = await db
    .insert(schema.qaAnswers)
    .values({
      questionId: question!.id,
      userId: by.id,
      content: "七天无理由退货不因拆封而失效，可以向平台申诉。",
    })
    .returning({ id: schema.qaAnswers.id });
  return { questionId: question!.id, answerId: answer!.id };
}

beforeAll(async () => {
  server = await startH5TestServer();
  ({ app, db } = server);
  siteOrigin = server.config.siteOrigin;
  asker = await logIn();
  answerer = await logIn();
  stranger = await logIn();
});
afterAll(() => server?.close());

describe("the Q&A pages", () => {
  it("serve /qa: the tabs, the categories as chips, the questions and 我要提问", async () => {
    const page = await get("/qa");
    expect(page.status).toBe(200);
    for (const tab of ["最新", "待回答", "最热"]) expect(page.text).toContain(tab);
    expect(page.main).toMatch(/href="\/qa\/list\/\d+"/);
    expect(page.main).toMatch(/href="\/qa\/\d+"/);
    expect(page.main).toContain('href="/pages/qa/ask"');
    expect(page.html).toContain(`<link rel="canonical" href="${siteOrigin}/qa"/>`);
    expect(page.html).toContain('<meta name="applicable-device" content="mobile"/>');
  });

  it("draw a list's next page behind a real 加载更多 link that keeps the tab", async () => {
    const page = await get("/qa?sort=hot");
    expect(page.main).toContain('href="/qa?sort=hot&amp;page=2"');
    const second = await get("/qa?sort=hot&page=2");
    expect(second.status).toBe(200);
    expect(second.main).toMatch(/href="\/qa\/\d+"/);
  });

  it("serve a category's questions, and 404 for a category that is not there", async () => {
    const [category] = await db.select().from(schema.qaCategories).limit(1);
    const page = await get(`/qa/list/${category!.id}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(category!.name);
    expect(page.main).toContain(`href="/pages/qa/ask?category=${category!.id}"`);
    expect((await get("/qa/list/2147483000")).status).toBe(404);
  });

  it("serve a question with its answers and the QAPage data, and 404 for one that is not there", async () => {
    const question = await answeredQuestion();
    const page = await get(`/qa/${question.id}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(question.title);
    expect(page.html).toContain('"@type":"QAPage"');
    expect(page.html).toContain(`<link rel="canonical" href="${siteOrigin}/qa/${question.id}"/>`);
    // A visitor is offered the way to log in, back to this question.
    expect(page.main).toContain(`href="/pages/login?redirect=%2Fqa%2F${question.id}"`);
    for (const missing of ["/qa/2147483000", "/qa/abc"]) {
      const notThere = await get(missing);
      expect(notThere.status).toBe(404);
      expect(notThere.html).toContain('aria-label="主导航"');
    }
  });

  it("ask a question for a logged-in member: stored, then its page", async () => {
    const [category] = await db.select().from(schema.qaCategories).limit(1);
    const asked = await post(
      "/pages/qa/ask",
      {
        title: "快递丢件商家不赔偿怎么办",
        content: "快递显示签收但我没有收到，商家说找快递，快递说找商家。",
        category_id: String(category!.id),
      },
      asker,
    );
    const stored = await questionsBy(asker!.id);
    expect(stored.map((question) => question.title)).toContain("快递丢件商家不赔偿怎么办");
    const id = stored.find((question) => question.title === "快递丢件商家不赔偿怎么办")!.id;
    expect(asked.status).toBe(302);
    expect(asked.location).toBe(`/qa/${id}`);
    // Its asker sees it (held for review or not).
    expect((await get(`/qa/${id}`, asker)).text).toContain("快递丢件商家不赔偿怎么办");
  });

  it("refuse a bad question with the catalogue's message, keep what was typed, store nothing", async () => {
    const [category] = await db.select().from(schema.qaCategories).limit(1);
    const before = (await questionsBy(stranger!.id)).length;
    const refused = await post(
      "/pages/qa/ask",
      { title: "退款", content: "商家一直拖着不退款，怎么办才好呢？", category_id: String(category!.id) },
      stranger,
    );
    expect(refused.status).toBe(200);
    expect(refused.text).toContain(QA_TITLE_MESSAGE);
    expect(refused.main).toContain("商家一直拖着不退款，怎么办才好呢？");
    expect((await questionsBy(stranger!.id)).length).toBe(before);
  });

  it("send a visitor who asks or answers to the login page, storing nothing", async () => {
    const question = await answeredQuestion();
    expect((await get("/pages/qa/ask")).location).toBe("/pages/login?redirect=%2Fpages%2Fqa%2Fask");
    const asked = await post("/pages/qa/ask", {
      title: "快递丢件商家不赔偿",
      content: "内容内容内容内容内容",
    });
    expect(asked.status).toBe(302);
    expect(asked.location).toBe("/pages/login?redirect=%2Fpages%2Fqa%2Fask");
    const answered = await post(`/qa/${question.id}`, {
      intent: "answer",
      content: "可以向市场监管部门投诉。",
    });
    expect(answered.location).toBe(`/pages/login?redirect=%2Fqa%2F${question.id}`);
  });

  it("answer for a logged-in member, and refuse a bad answer with the catalogue's message", async () => {
    const question = await answeredQuestion();
    const refused = await post(`/qa/${question.id}`, { intent: "answer", content: "好" }, answerer);
    expect(refused.status).toBe(200);
    expect(refused.text).toContain(QA_ANSWER_MESSAGE);
    expect(await answersBy(answerer!.id)).toEqual([]);

    const content = "保留好聊天记录和订单截图，先向平台申请介入。";
    const answered = await post(`/qa/${question.id}`, { intent: "answer", content }, answerer);
    expect(answered.status).toBe(200);
    expect((await answersBy(answerer!.id)).map((answer) => answer.content)).toEqual([content]);
  });

  it("let the asker accept an answer, which then comes first, marked", async () => {
    const { questionId, answerId } = await questionWithAnswer(asker!, answerer!);
    const page = await get(`/qa/${questionId}`, asker);
    expect(page.main).toContain('value="accept"');
    // Someone else may not accept it.
    const refused = await post(
      `/qa/${questionId}`,
      { intent: "accept", answer_id: String(answerId) },
      stranger,
    );
    expect(refused.status).toBe(200);
    const [notAccepted] = await db
      .select({ accepted: schema.qaQuestions.acceptedAnswerId })
      .from(schema.qaQuestions)
      .where(eq(schema.qaQuestions.id, questionId));
    expect(notAccepted!.accepted).toBeNull();

    const accepted = await post(
      `/qa/${questionId}`,
      { intent: "accept", answer_id: String(answerId) },
      asker,
    );
    expect(accepted.status).toBe(200);
    const [row] = await db
      .select({ accepted: schema.qaQuestions.acceptedAnswerId })
      .from(schema.qaQuestions)
      .where(eq(schema.qaQuestions.id, questionId));
    expect(row!.accepted).toBe(answerId);
    expect(accepted.text).toContain("提问者采纳");
    expect(accepted.main).not.toContain('value="accept"');
  });
});

describe("the lawyer pages", () => {
  it("serve /law: the filters and the lawyers' cards in the API's order", async () => {
    const page = await get("/law");
    expect(page.status).toBe(200);
    for (const filter of ["执业领域", "城市", "投诉行业"]) expect(page.text).toContain(filter);
    const listed = await app.inject({ url: "/lawyer/lawyers?page=1&page_size=12" });
    const names = (listed.json().data.list as { id: number }[]).map((lawyer) => `/law/lawyer/${lawyer.id}"`);
    expect(names.length).toBeGreaterThan(0);
    const positions = names.map((href) => page.main.indexOf(href));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(page.html).toContain(`<link rel="canonical" href="${siteOrigin}/law"/>`);
  });

  it("serve a verified lawyer's profile with 委托, and 404 for one that is not there", async () => {
    const { user } = await createLawyer(db, piiKeys);
    const [profile] = await db
      .select({ lawFirm: schema.lawyerProfiles.lawFirm })
      .from(schema.lawyerProfiles)
      .where(eq(schema.lawyerProfiles.userId, user.id));
    const id = user.id;
    const page = await get(`/law/lawyer/${id}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(profile!.lawFirm);
    expect(page.text).toContain("委托这位律师");
    expect(page.main).toContain(`href="/pages/login?redirect=%2Flaw%2Flawyer%2F${id}"`);
    expect((await get("/law/lawyer/2147483000")).status).toBe(404);
  });

  it("let only the complaint's author entrust it, with consent, through the API", async () => {
    const brand = await createBrand(db);
    const complaint = await createComplaint(db, piiKeys, {
      userId: asker!.id,
      brandId: brand.id,
      enterpriseId: brand.enterpriseId,
    });
    const { user: lawyer } = await createLawyer(db, piiKeys);
    const entrustmentsOf = async () =>
      (
        await db
          .select({ n: count() })
          .from(schema.entrustments)
          .where(eq(schema.entrustments.complaintId, complaint.id))
      )[0]!.n;
    const url = `/law/entrust/${complaint.id}`;

    // A visitor logs in first; someone else is refused, and their post stores nothing.
    expect((await get(url)).location).toBe(`/pages/login?redirect=${encodeURIComponent(url)}`);
    const other = await get(url, stranger);
    expect(other.status).toBe(403);
    expect(other.text).toContain("只有投诉人可以委托律师处理该投诉");
    const byOther = await post(
      url,
      { intent: "entrust", lawyer_id: String(lawyer.id), consent: "on" },
      stranger,
    );
    expect(byOther.status).toBe(403);
    expect(await entrustmentsOf()).toBe(0);

    const page = await get(`${url}?lawyer=${lawyer.id}`, asker);
    expect(page.status).toBe(200);
    expect(page.text).toContain("我同意向所选律师提供这条投诉的内容、证据和我的身份信息");
    const unconsented = await post(
      url,
      { intent: "entrust", lawyer_id: String(lawyer.id), note: "请发律师函" },
      asker,
    );
    expect(unconsented.text).toContain(ENTRUSTMENT_CONSENT_MESSAGE);
    expect(unconsented.main).toContain("请发律师函");
    expect(await entrustmentsOf()).toBe(0);

    const entrusted = await post(
      url,
      { intent: "entrust", lawyer_id: String(lawyer.id), note: "请发律师函", consent: "on" },
      asker,
    );
    expect(entrusted.status).toBe(200);
    expect(await entrustmentsOf()).toBe(1);
    expect(entrusted.text).toContain("当前委托");
    expect(entrusted.text).toContain("撤回委托");

    const [row] = await db
      .select({ id: schema.entrustments.id })
      .from(schema.entrustments)
      .where(eq(schema.entrustments.complaintId, complaint.id));
    const withdrawn = await post(url, { intent: "withdraw", entrustment_id: String(row!.id) }, asker);
    expect(withdrawn.status).toBe(200);
    const [after] = await db
      .select({ status: schema.entrustments.status })
      .from(schema.entrustments)
      .where(eq(schema.entrustments.id, row!.id));
    expect(after!.status).toBe("withdrawn");
  });
});

describe("a form posted by a browser without scripts", () => {
  it("carries the page's origin, which React Router requires of an action's post", async () => {
    // Under "no-referrer" a browser sends `Origin: null` with a form's post, which React Router
    // refuses (400) as a post forged by another site; "same-origin" sends the page's own origin.
    const page = await app.inject({ url: "/qa", headers: headersOf(null) });
    expect(page.headers["referrer-policy"]).toBe("same-origin");
    const fields = { title: "退款", content: "商家一直拖着不退款，怎么办才好呢？", category_id: "" };
    const posted = await app.inject({
      method: "POST",
      url: "/pages/qa/ask",
      headers: {
        ...headersOf(stranger),
        // The page's origin as this server sees it (plain HTTP here; behind TLS, TRUST_PROXY's https).
        origin: `http://${MOBILE_HOST}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: new URLSearchParams(fields).toString(),
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.body).toContain("请选择问题分类");
  });
});

describe("under /h5 on the main origin", () => {
  let mounted: TestServer;
  beforeAll(async () => {
    mounted = await startTestServer({ SSR_WORKERS: "0" });
  });
  afterAll(() => mounted?.close());

  it("sends a visitor's write to the login page under the same mount", async () => {
    const response = await mounted.app.inject({
      method: "POST",
      url: "/h5/pages/qa/ask",
      headers: { "user-agent": IPHONE, "content-type": "application/x-www-form-urlencoded" },
      payload: "title=x",
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/h5/pages/login?redirect=%2Fpages%2Fqa%2Fask");
  });
});
