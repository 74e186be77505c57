import { derivePiiKeys, encryptPii, phoneBlindIndex, schema } from "@tousu/db";
import {
  type BrandRow,
  type ComplaintRow,
  createBrand,
  createComplaint,
  createEnterprise,
  createUser,
  type EnterpriseRow,
  TEST_PII_SECRET,
  TEST_SEED_NOW,
} from "@tousu/db/testing";
import { and, asc, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, loginBySms, type TestApp } from "../../testing/build-test-app";

const keys = derivePiiKeys(TEST_PII_SECRET);
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(TEST_SEED_NOW.getTime() - days * DAY);
const after = (date: Date, days: number) => new Date(date.getTime() + days * DAY);

let t: TestApp;
let enterpriseA: EnterpriseRow;
let enterpriseB: EnterpriseRow;
let brandA1: BrandRow;
let brandA2: BrandRow;
let brandB: BrandRow;
let waiting: ComplaintRow;
let repliedOnTime: ComplaintRow;
let completedLate: ComplaintRow;
let formulaTitle: ComplaintRow;
let unpublished: ComplaintRow;
let ofEnterpriseB: ComplaintRow;
const tokens = { ownerA: "", agentA: "", ownerB: "", consumer: "" };
const ids = { ownerA: 0, agentA: 0, consumer: 0 };
let problemNames: [string, string];

async function addMember(enterpriseId: number, userId: number, role: "owner" | "agent") {
  await t.db.insert(schema.enterpriseMembers).values({ enterpriseId, userId, role });
}

function call(
  method: "GET" | "POST" | "DELETE",
  url: string,
  token: string | null,
  payload?: Record<string, unknown>,
) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  enterpriseA = await createEnterprise(t.db, { name: "甲测试电器有限公司" });
  enterpriseB = await createEnterprise(t.db, { name: "乙测试商贸有限公司" });
  brandA1 = await createBrand(t.db, { enterpriseId: enterpriseA.id });
  brandA2 = await createBrand(t.db, { enterpriseId: enterpriseA.id });
  brandB = await createBrand(t.db, { enterpriseId: enterpriseB.id });

  const [ownerA, agentA, ownerB, consumer] = await Promise.all([
    createUser(t.db, keys),
    createUser(t.db, keys),
    createUser(t.db, keys),
    createUser(t.db, keys, { nickname: "张三丰" }),
  ]);
  await addMember(enterpriseA.id, ownerA.id, "owner");
  await addMember(enterpriseA.id, agentA.id, "agent");
  await addMember(enterpriseB.id, ownerB.id, "owner");
  ids.ownerA = ownerA.id;
  ids.agentA = agentA.id;
  ids.consumer = consumer.id;
  tokens.ownerA = await loginBySms(t, ownerA.phone);
  tokens.agentA = await loginBySms(t, agentA.phone);
  tokens.ownerB = await loginBySms(t, ownerB.phone);
  tokens.consumer = await loginBySms(t, consumer.phone);

  const published = (days: number) => ({
    createdAt: daysAgo(days),
    reviewedAt: daysAgo(days),
    dispatchedAt: daysAgo(days),
  });
  waiting = await createComplaint(t.db, keys, {
    userId: consumer.id,
    brandId: brandA1.id,
    title: "电池鼓包要求退款处理",
    phoneCipher: encryptPii("13812348888", keys.encryptionKey),
    realNameCipher: encryptPii("张三丰", keys.encryptionKey),
    ...published(2),
    responseDueAt: after(daysAgo(2), 7),
    replyDueAt: after(daysAgo(2), 30),
  });
  repliedOnTime = await createComplaint(t.db, keys, {
    userId: consumer.id,
    brandId: brandA2.id,
    status: "replied",
    ...published(10),
    firstResponseAt: daysAgo(9),
    repliedAt: daysAgo(9),
    confirmDueAt: after(daysAgo(9), 7),
    // Spent by the reply: the deadline sort must not rank the complaint by it.
    replyDueAt: daysAgo(8),
  });
  completedLate = await createComplaint(t.db, keys, {
    userId: consumer.id,
    brandId: brandA1.id,
    status: "completed",
    ...published(20),
    isOverdue: true,
    overdueAt: daysAgo(13),
    firstResponseAt: daysAgo(11),
    repliedAt: daysAgo(11),
    completedAt: daysAgo(5),
  });
  formulaTitle = await createComplaint(t.db, keys, {
    userId: consumer.id,
    brandId: brandA2.id,
    status: "processing",
    title: '=HYPERLINK("http://evil.example","点击"),含逗号',
    ...published(1),
    firstResponseAt: daysAgo(0.5),
    replyDueAt: after(daysAgo(1), 30),
  });
  unpublished = await createComplaint(t.db, keys, {
    userId: consumer.id,
    brandId: brandA1.id,
    status: "pending_review",
    reviewedAt: null,
    dispatchedAt: null,
  });
  ofEnterpriseB = await createComplaint(t.db, keys, {
    userId: consumer.id,
    brandId: brandB.id,
    ...published(3),
  });

  await t.db.insert(schema.complaintRatings).values({
    complaintId: completedLate.id,
    userId: consumer.id,
    attitudeScore: 5,
    speedScore: 3,
    satisfactionScore: 4,
  });
  await t.db.insert(schema.complaintApplications).values({
    complaintId: waiting.id,
    enterpriseId: enterpriseA.id,
    applicantId: agentA.id,
    kind: "archive",
    reason: "已与用户电话沟通并全额退款",
  });
  await t.db.insert(schema.complaintOperatorStream).values([
    { complaintId: waiting.id, actorType: "user", action: "created", content: "提交投诉" },
    {
      complaintId: waiting.id,
      actorType: "platform",
      action: "hidden",
      content: "内部备注",
      isPublic: false,
    },
    {
      complaintId: waiting.id,
      actorType: "company",
      action: "company_apply_archive",
      content: "已退款",
      payload: { images: ["https://img.example/1.png"] },
      isPublic: false,
    },
  ]);
  const twoProblems = await t.db
    .select({ id: schema.problems.id, name: schema.problems.name })
    .from(schema.problems)
    .orderBy(asc(schema.problems.id))
    .limit(2);
  const [first, second] = twoProblems;
  if (!first || !second) throw new Error("the seed has no problems");
  problemNames = [first.name, second.name];
  await t.db.insert(schema.complaintProblems).values([
    { complaintId: waiting.id, problemId: first.id },
    { complaintId: repliedOnTime.id, problemId: first.id },
    { complaintId: repliedOnTime.id, problemId: second.id },
    { complaintId: ofEnterpriseB.id, problemId: second.id },
  ]);
}, 120_000);
afterAll(() => t.close());

describe("authorization", () => {
  const memberEndpoints = [
    "/company/complaints",
    "/company/complaints/export",
    "/company/dashboard",
    "/company/members",
    "/company/brand-claims",
  ];

  it("asks visitors to log in on every endpoint", async () => {
    for (const url of ["/company/me", ...memberEndpoints, `/company/complaints/${waiting.id}`]) {
      expect((await call("GET", url, null)).json(), url).toMatchObject({ code: 401 });
    }
    expect(
      (await call("POST", "/company/members", null, { phone: "13900001111", role: "agent" })).json(),
    ).toMatchObject({ code: 401 });
  });

  it("refuses consumers, who have no enterprise, and tells the portal so through /company/me", async () => {
    expect((await call("GET", "/company/me", tokens.consumer)).json()).toEqual({
      code: 200,
      msg: "ok",
      data: { memberships: [] },
    });
    for (const url of [...memberEndpoints, `/company/complaints/${waiting.id}`]) {
      const answer = await call("GET", url, tokens.consumer);
      expect(answer.statusCode, url).toBe(403);
      expect(answer.json(), url).toMatchObject({ code: 403, msg: "您不是该企业的成员" });
    }
  });

  it("refuses another enterprise's operator everything of enterprise A", async () => {
    const detail = await call("GET", `/company/complaints/${waiting.id}`, tokens.ownerB);
    expect(detail.statusCode).toBe(403);
    expect(detail.body).not.toContain(waiting.title);
    for (const url of memberEndpoints) {
      const answer = await call("GET", `${url}?enterprise_id=${enterpriseA.id}`, tokens.ownerB);
      expect(answer.statusCode, url).toBe(403);
    }
    const theirs = (await call("GET", "/company/complaints", tokens.ownerB)).json().data;
    expect(theirs.list.map((row: { id: number }) => row.id)).toEqual([ofEnterpriseB.id]);
    const exported = (await call("GET", "/company/complaints/export", tokens.ownerB)).body;
    expect(exported).not.toContain(waiting.title);
    expect(exported).toContain(ofEnterpriseB.title);
  });

  it("refuses an unpublished complaint even to its enterprise, and 404s a missing one", async () => {
    expect((await call("GET", `/company/complaints/${unpublished.id}`, tokens.ownerA)).statusCode).toBe(403);
    expect((await call("GET", "/company/complaints/999999999", tokens.ownerA)).statusCode).toBe(404);
  });
});

describe("GET /company/me", () => {
  it("lists the memberships with the enterprise's brands", async () => {
    const { memberships } = (await call("GET", "/company/me", tokens.agentA)).json().data;
    expect(memberships).toEqual([
      {
        enterprise: { id: enterpriseA.id, name: "甲测试电器有限公司", logo: null, is_verified: true },
        role: "agent",
        brands: expect.arrayContaining([
          expect.objectContaining({ id: brandA1.id, name: brandA1.name }),
          expect.objectContaining({ id: brandA2.id, name: brandA2.name }),
        ]),
      },
    ]);
    expect(memberships[0].brands).toHaveLength(2);
  });
});

describe("GET /company/complaints", () => {
  const inbox = async (query = "") =>
    (await call("GET", `/company/complaints${query}`, tokens.agentA)).json();

  it("lists the published complaints of the enterprise, newest first, with clocks and actions", async () => {
    const { data } = await inbox();
    expect(data.total).toBe(4);
    expect(data.list.map((row: { id: number }) => row.id)).toEqual([
      formulaTitle.id,
      waiting.id,
      repliedOnTime.id,
      completedLate.id,
    ]);
    const row = data.list[1];
    expect(row).toMatchObject({
      id: waiting.id,
      title: "电池鼓包要求退款处理",
      brand: { id: brandA1.id, name: brandA1.name },
      status: "dispatched",
      status_label: "待商家处理",
      is_overdue: false,
      deadline: { kind: "company_response", due_at: after(daysAgo(2), 7).toISOString(), paused: false },
      consumer_nickname: "张**",
      pending_application: { kind: "archive", kind_label: "申请归档" },
    });
    // An archive application is pending, so the company cannot file another one.
    expect(row.actions).toEqual(["company_accept", "company_reply", "company_request_info"]);
    expect(JSON.stringify(data)).not.toMatch(/13812348888|张三丰/);
  });

  it("filters by status, brand, 超时, keyword and dates, and sorts by deadline", async () => {
    const idsOf = (body: { data: { list: { id: number }[] } }) => body.data.list.map((row) => row.id);
    expect(idsOf(await inbox("?status=replied"))).toEqual([repliedOnTime.id]);
    expect(idsOf(await inbox(`?brand_id=${brandA2.id}`))).toEqual([formulaTitle.id, repliedOnTime.id]);
    expect(idsOf(await inbox("?overdue=true"))).toEqual([completedLate.id]);
    expect(idsOf(await inbox(`?keyword=${encodeURIComponent("鼓包")}`))).toEqual([waiting.id]);
    expect(idsOf(await inbox("?keyword=%25"))).toEqual([]);
    expect(idsOf(await inbox(`?keyword=${waiting.sn}`))).toEqual([waiting.id]);
    const from = daysAgo(11).toISOString().slice(0, 10);
    const to = daysAgo(2).toISOString().slice(0, 10);
    expect(idsOf(await inbox(`?from=${from}&to=${to}`))).toEqual([waiting.id, repliedOnTime.id]);
    // The waiting complaint's response is due first; complaints without a company clock come last.
    expect(idsOf(await inbox("?sort=deadline"))).toEqual([
      waiting.id,
      formulaTitle.id,
      repliedOnTime.id,
      completedLate.id,
    ]);
    expect(idsOf(await inbox("?page=2&page_size=3"))).toEqual([completedLate.id]);
  });

  it("answers bad filters with 400 and a Chinese message", async () => {
    expect(await inbox("?status=nope")).toMatchObject({ code: 400, msg: "无效的投诉状态" });
    expect(await inbox("?from=2026-05-10&to=2026-05-01")).toMatchObject({
      code: 400,
      msg: "开始日期不能晚于结束日期",
    });
    expect(await inbox("?from=yesterday")).toMatchObject({ code: 400, msg: "开始日期格式应为YYYY-MM-DD" });
    expect(await inbox("?overdue=maybe")).toMatchObject({ code: 400 });
  });
});

describe("GET /company/complaints/:id", () => {
  it("shows the operator the complaint with masked personal data and the company-visible timeline", async () => {
    const answer = await call("GET", `/company/complaints/${waiting.id}`, tokens.agentA);
    const { data } = answer.json();
    expect(data).toMatchObject({
      id: waiting.id,
      enterprise_id: enterpriseA.id,
      consumer: { nickname: "张**", phone: "138****8888", real_name: "张**" },
      problems: [problemNames[0]],
      pending_application: { kind: "archive", reason: "已与用户电话沟通并全额退款" },
    });
    expect(data.timeline.map((entry: { action: string }) => entry.action)).toEqual([
      "created",
      "company_apply_archive",
    ]);
    expect(data.timeline[1]).toMatchObject({
      action_label: "商家申请归档",
      payload: { images: ["https://img.example/1.png"] },
    });
    expect(answer.body).not.toMatch(/13812348888|张三丰|内部备注/);
  });
});

describe("GET /company/complaints/export", () => {
  it("sends a CSV with a BOM, the agreed columns and formula cells defused", async () => {
    const answer = await call("GET", "/company/complaints/export", tokens.agentA);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(answer.headers["content-disposition"]).toMatch(/^attachment;/);
    const body = answer.rawPayload.toString("utf8");
    expect(
      body.startsWith(
        "\uFEFF投诉编号,标题,品牌,状态,超时,投诉时间,首次响应时间,回复时间,完成时间,满意度\r\n",
      ),
    ).toBe(true);
    const lines = body.trimEnd().split("\r\n");
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""点击""),含逗号"`);
    const late = lines.find((line) => line.startsWith(completedLate.sn));
    expect(late?.split(",").slice(2)).toEqual([
      brandA1.name,
      "已完成",
      "是",
      expect.stringMatching(/^2026-05-1[12] \d\d:\d\d$/),
      expect.stringMatching(/^2026-05-2[01] \d\d:\d\d$/),
      expect.stringMatching(/^2026-05-2[01] \d\d:\d\d$/),
      expect.stringMatching(/^2026-05-2[67] \d\d:\d\d$/),
      "4",
    ]);
    expect(body).not.toContain(unpublished.title);
  });

  it("takes the inbox filters", async () => {
    const body = (await call("GET", "/company/complaints/export?overdue=false&status=replied", tokens.agentA))
      .body;
    expect(body.trimEnd().split("\r\n")).toHaveLength(2);
    expect(body).toContain(repliedOnTime.title);
  });
});

describe("GET /company/dashboard", () => {
  it("gives the lifetime figures and the period's charts from the enterprise's complaints only", async () => {
    const { data } = (await call("GET", "/company/dashboard?days=30", tokens.agentA)).json();
    expect(data.figures).toEqual({
      complaint_count: 4,
      replied_count: 2,
      completed_count: 1,
      rating_count: 1,
      reply_rate: 0.5,
      timely_reply_rate: 0.25,
      completion_rate: 0.25,
      satisfaction: 4,
    });
    expect(data.bucket).toBe("day");
    expect(data.series).toHaveLength(30);
    expect(data.series.at(-1).date).toBe("2026-06-01");
    const total = (key: "complaints" | "replies") =>
      data.series.reduce((sum: number, point: Record<string, number>) => sum + (point[key] ?? 0), 0);
    expect(total("complaints")).toBe(4);
    expect(total("replies")).toBe(2);
    expect(data.series.find((point: { date: string }) => point.date === "2026-05-30")).toMatchObject({
      complaints: 1,
    });
    expect(data.top_problems).toEqual([
      { name: problemNames[0], count: 2 },
      { name: problemNames[1], count: 1 },
    ]);
    expect(data.statuses).toEqual(
      expect.arrayContaining([
        { status: "dispatched", label: "待商家处理", count: 1 },
        { status: "processing", label: "处理中", count: 1 },
        { status: "replied", label: "商家已回复", count: 1 },
        { status: "completed", label: "已完成", count: 1 },
      ]),
    );
    expect(data.statuses).toHaveLength(4);
  });

  it("draws longer periods in weeks starting on Monday, and refuses other periods", async () => {
    const { data } = (await call("GET", "/company/dashboard?days=90", tokens.agentA)).json();
    expect(data.bucket).toBe("week");
    for (const point of data.series) expect(new Date(`${point.date}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(
      data.series.reduce((sum: number, point: { complaints: number }) => sum + point.complaints, 0),
    ).toBe(4);
    expect((await call("GET", "/company/dashboard?days=7", tokens.agentA)).json()).toMatchObject({
      code: 400,
      msg: "统计周期只能是30、90或365天",
    });
  });
});

describe("members", () => {
  const memberCount = async () =>
    (
      await t.db
        .select({ value: count() })
        .from(schema.enterpriseMembers)
        .where(eq(schema.enterpriseMembers.enterpriseId, enterpriseA.id))
    )[0]?.value;

  it("lists the team with masked phones", async () => {
    const { data } = (await call("GET", "/company/members", tokens.agentA)).json();
    expect(data.map((member: { user_id: number }) => member.user_id)).toEqual([ids.ownerA, ids.agentA]);
    expect(data[0]).toMatchObject({
      role: "owner",
      role_label: "管理员",
      phone: expect.stringMatching(/^146\*{4}\d{4}$/),
    });
  });

  it("lets only the owner invite, creating the account for a new phone and leaving a message", async () => {
    const before = await memberCount();
    expect(
      (await call("POST", "/company/members", tokens.agentA, { phone: "13900002222", role: "agent" }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call("POST", "/company/members", tokens.ownerA, { phone: "123", role: "agent" })).json(),
    ).toMatchObject({
      code: 400,
      msg: "请输入正确的11位手机号",
    });
    expect(
      (await call("POST", "/company/members", tokens.ownerA, { phone: "13900002222", role: "boss" })).json(),
    ).toMatchObject({
      code: 400,
      msg: "请选择成员角色",
    });
    expect(await memberCount()).toBe(before);

    const invited = (
      await call("POST", "/company/members", tokens.ownerA, { phone: "139 0000 2222", role: "agent" })
    ).json();
    expect(invited).toMatchObject({
      code: 200,
      data: { phone: "139****2222", role: "agent", nickname: expect.stringMatching(/^用户/) },
    });
    const [account] = await t.db
      .select({ id: schema.users.id, lastLoginAt: schema.users.lastLoginAt })
      .from(schema.users)
      .where(eq(schema.users.phoneHash, phoneBlindIndex("13900002222", keys.indexKey)));
    expect(account).toMatchObject({ id: invited.data.user_id, lastLoginAt: null });
    const messages = await t.db
      .select()
      .from(schema.pushMessages)
      .where(eq(schema.pushMessages.userId, invited.data.user_id));
    expect(messages).toEqual([expect.objectContaining({ kind: "platform", link: "/company" })]);

    expect(
      (await call("POST", "/company/members", tokens.ownerA, { phone: "13900002222", role: "owner" })).json(),
    ).toMatchObject({
      code: 400,
      msg: "该用户已是企业成员",
    });
    // The new member logs in by SMS and finds the portal.
    const newcomer = await loginBySms(t, "13900002222");
    expect((await call("GET", "/company/me", newcomer)).json().data.memberships[0].role).toBe("agent");
  });

  it("gives two simultaneous invitations of one new phone one account: one joins, the other is told so", async () => {
    const invite = () =>
      call("POST", "/company/members", tokens.ownerA, { phone: "13900003333", role: "agent" });
    const answers = await Promise.all([invite(), invite()]);
    expect(answers.map((answer) => answer.json().code).sort()).toEqual([200, 400]);
    expect(answers.map((answer) => answer.json().msg)).toContain("该用户已是企业成员");
    const accounts = await t.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.phoneHash, phoneBlindIndex("13900003333", keys.indexKey)));
    expect(accounts).toHaveLength(1);
    await call("DELETE", `/company/members/${accounts[0]?.id}`, tokens.ownerA);
  });

  it("lets only the owner remove members, never the last owner", async () => {
    const [newcomer] = await t.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.phoneHash, phoneBlindIndex("13900002222", keys.indexKey)));
    if (!newcomer) throw new Error("the invited account is missing");
    expect((await call("DELETE", `/company/members/${newcomer.id}`, tokens.agentA)).statusCode).toBe(403);
    expect((await call("DELETE", `/company/members/${ids.ownerA}`, tokens.ownerA)).json()).toMatchObject({
      code: 400,
      msg: "企业至少需要保留一名管理员",
    });
    expect((await call("DELETE", `/company/members/${ids.consumer}`, tokens.ownerA)).json()).toMatchObject({
      code: 400,
      msg: "该用户不是企业成员",
    });
    expect((await call("DELETE", `/company/members/${newcomer.id}`, tokens.ownerA)).json()).toMatchObject({
      code: 200,
      data: { user_id: newcomer.id },
    });
    const left = await t.db
      .select()
      .from(schema.enterpriseMembers)
      .where(
        and(
          eq(schema.enterpriseMembers.enterpriseId, enterpriseA.id),
          eq(schema.enterpriseMembers.userId, newcomer.id),
        ),
      );
    expect(left).toEqual([]);
    expect(
      (await call("DELETE", `/company/members/${ids.agentA}?enterprise_id=${enterpriseA.id}`, tokens.ownerB))
        .statusCode,
    ).toBe(403);
  });
});

describe("brand claims", () => {
  const claimsOfA = () =>
    t.db.select().from(schema.brandClaims).where(eq(schema.brandClaims.enterpriseId, enterpriseA.id));

  it("lets the owner claim another brand once, pending a moderator", async () => {
    expect(
      (
        await call("POST", "/company/brand-claims", tokens.agentA, {
          brand_id: brandB.id,
          evidence: "我们持有该商标的注册证书",
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call("POST", "/company/brand-claims", tokens.ownerA, { brand_id: brandB.id, evidence: "短" })
      ).json(),
    ).toMatchObject({
      code: 400,
      msg: "认领依据至少10个字",
    });
    expect(
      (
        await call("POST", "/company/brand-claims", tokens.ownerA, {
          brand_id: brandA1.id,
          evidence: "我们持有该商标的注册证书",
        })
      ).json(),
    ).toMatchObject({ code: 400, msg: "该品牌已归属贵企业" });
    expect(
      (
        await call("POST", "/company/brand-claims", tokens.ownerA, {
          brand_id: 99_999_999,
          evidence: "我们持有该商标的注册证书",
        })
      ).json(),
    ).toMatchObject({ code: 400, msg: "品牌不存在" });
    expect(await claimsOfA()).toEqual([]);

    const created = (
      await call("POST", "/company/brand-claims", tokens.ownerA, {
        brand_id: brandB.id,
        evidence: "我们持有该商标的注册证书",
      })
    ).json();
    expect(created).toMatchObject({
      code: 200,
      data: { brand: { id: brandB.id, name: brandB.name }, status: "pending", status_label: "待审核" },
    });
    expect(
      (
        await call("POST", "/company/brand-claims", tokens.ownerA, {
          brand_id: brandB.id,
          evidence: "再次提交商标注册证书",
        })
      ).json(),
    ).toMatchObject({ code: 400, msg: "该品牌的认领申请正在审核中，请勿重复提交" });
    expect(await claimsOfA()).toHaveLength(1);

    const listed = (await call("GET", "/company/brand-claims", tokens.agentA)).json().data;
    expect(listed).toEqual([created.data]);
    expect((await call("GET", "/company/brand-claims", tokens.ownerB)).json().data).toEqual([]);
  });
});
