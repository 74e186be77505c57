import { PUBLISHED_WORK_CALENDAR, schema } from "@tousu/db";
import { createMembership, createUser, TEST_SEED_NOW } from "@tousu/db/testing";
import { addWorkingDays, COMPLAINT_DEADLINES, MEMBER_AUDIT_TARGET_HOURS, maskPhone } from "@tousu/domain";
import { encryptContent } from "@tousu/domain/content-cipher";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { call, castLifecycle, type LifecycleCast, type Person, piiKeys } from "../../testing/lifecycle-cast";
import { openSession } from "../../testing/sign-in-member";
import {
  findSubmittableForm,
  type SubmittableForm,
  submittableBody,
  TEST_CONTENT_AES_KEY,
} from "../../testing/submittable-form";
import { openMemberFollowUp } from ".";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

let t: TestApp;
let cast: LifecycleCast;
let form: SubmittableForm;
let member: Person;
let nonMember: Person;
let lapsedMember: Person;
let secondModerator: Person;

/** A signed-in person (a session opened directly: the SMS login asks for a captcha after a few). */
async function person(options: { membershipEnds?: Date; moderator?: boolean } = {}): Promise<Person> {
  const user = await createUser(t.db, piiKeys);
  if (options.membershipEnds) await createMembership(t.db, user.id, options.membershipEnds);
  if (options.moderator) await t.db.insert(schema.userRoles).values({ userId: user.id, role: "moderator" });
  return { id: user.id, phone: user.phone, token: await openSession(t, user.id) };
}

beforeAll(async () => {
  t = await buildTestApp({ COMPLAINT_ACTIONS_PER_MINUTE_PER_USER: "1000" });
  cast = await castLifecycle(t);
  form = await findSubmittableForm(t.db);
  member = await person({ membershipEnds: new Date(TEST_SEED_NOW.getTime() + 365 * DAY_MS) });
  nonMember = await person();
  lapsedMember = await person({ membershipEnds: new Date(TEST_SEED_NOW.getTime() - DAY_MS) });
  secondModerator = await person({ moderator: true });
});
afterAll(() => t.close());

// A second story for an author's second complaint of the day: a like one would be refused as a repeat.
const OTHER_STORY = encryptContent(
  "网购的电热水壶收到时外壳开裂，商家客服要求自付运费寄回检测，至今已经两周没有结果，要求换货并承担运费。",
  TEST_CONTENT_AES_KEY,
);

let filed = 0;
/**
 * Files a complaint through the filing endpoint against the cast's brand, at `at`. Each test files
 * on days of its own, after the last test's, so no author repeats a complaint within a day.
 */
async function file(
  author: Person,
  at: Date,
  story: "usual" | "other" = "usual",
  title = `净水器滤芯漏水投诉${filed + 1}号`,
): Promise<number> {
  t.setNow(at);
  filed += 1;
  const response = await call(
    t,
    author,
    "POST",
    "/v2/complaint/submit",
    submittableBody(form, {
      brand_id: cast.brandId,
      title,
      ...(story === "other" ? { content: OTHER_STORY } : {}),
    }),
  );
  expect(response.body).toMatchObject({ code: 200 });
  return response.body.data.id as number;
}

async function queueIds(): Promise<{ id: number; audit_due_at: string | null }[]> {
  const response = await call(t, cast.moderator, "GET", "/admin/complaints?page_size=100");
  return response.body.data.list;
}

async function approve(complaintId: number): Promise<void> {
  const response = await call(t, cast.moderator, "POST", `/admin/complaint/${complaintId}/approve`, {});
  expect(response.body).toMatchObject({ code: 200 });
}

/** Two hours after the first-response deadline of a complaint published at `publishedAt`. */
function pastFirstResponseDeadline(publishedAt: Date): Date {
  const due = addWorkingDays(
    publishedAt,
    COMPLAINT_DEADLINES.firstResponseWorkingDays,
    PUBLISHED_WORK_CALENDAR,
  );
  return new Date(due.getTime() + 2 * HOUR_MS);
}

async function followUpCount(complaintId: number): Promise<number> {
  const [row] = await t.db
    .select({ value: count() })
    .from(schema.memberFollowUps)
    .where(eq(schema.memberFollowUps.complaintId, complaintId));
  return row?.value ?? 0;
}

describe("加急: a member's complaint is audited first, by a target time", () => {
  it("puts a member's complaint first in the audit queue with its target; others keep their arrival order", async () => {
    const start = new Date(TEST_SEED_NOW.getTime() + HOUR_MS);
    const early = await file(nonMember, start);
    const lapsed = await file(lapsedMember, new Date(start.getTime() + 60_000));
    const filedAt = new Date(start.getTime() + 120_000);
    const urgent = await file(member, filedAt);

    const queue = await queueIds();
    const ids = queue.map((item) => item.id);
    expect(ids.indexOf(urgent)).toBeLessThan(ids.indexOf(early));
    expect(ids.indexOf(early)).toBeLessThan(ids.indexOf(lapsed));
    // Every member's complaint comes before every other one.
    const firstOther = queue.findIndex((item) => item.audit_due_at === null);
    expect(queue.slice(firstOther).every((item) => item.audit_due_at === null)).toBe(true);
    expect(queue.find((item) => item.id === urgent)?.audit_due_at).toBe(
      new Date(filedAt.getTime() + MEMBER_AUDIT_TARGET_HOURS * HOUR_MS).toISOString(),
    );
    expect(queue.find((item) => item.id === early)?.audit_due_at).toBeNull();
    expect(queue.find((item) => item.id === lapsed)?.audit_due_at).toBeNull();
  });

  it("shows the member the target on their own complaint, and no one else a thing", async () => {
    const filedAt = new Date(TEST_SEED_NOW.getTime() + 2 * DAY_MS);
    const urgent = await file(member, filedAt);
    const plain = await file(nonMember, filedAt);

    const own = await call(t, member, "GET", `/v2/user/complaint/${urgent}`);
    expect(own.body.data.member_service).toEqual({
      audit_due_at: new Date(filedAt.getTime() + MEMBER_AUDIT_TARGET_HOURS * HOUR_MS).toISOString(),
      audited: false,
      follow_up: null,
    });
    expect(
      (await call(t, nonMember, "GET", `/v2/user/complaint/${plain}`)).body.data.member_service,
    ).toBeNull();
    expect((await call(t, nonMember, "GET", `/v2/user/complaint/${urgent}`)).body.code).toBe(404);

    await approve(urgent);
    expect(
      (await call(t, member, "GET", `/v2/user/complaint/${urgent}`)).body.data.member_service,
    ).toMatchObject({ audited: true });
  });

  it("answers the public page and the company portal alike for a member's complaint and anyone else's", async () => {
    const filedAt = new Date(TEST_SEED_NOW.getTime() + 4 * DAY_MS);
    // Authors of nothing else, so the brand's other complaints listed on the pages name neither.
    const newMember = await person({ membershipEnds: new Date(filedAt.getTime() + 30 * DAY_MS) });
    const newNonMember = await person();
    const title = "净水器滤芯漏水无人处理";
    const urgent = await file(newMember, filedAt, "usual", title);
    const plain = await file(newNonMember, filedAt, "usual", title);
    t.setNow(new Date(filedAt.getTime() + HOUR_MS));
    await approve(urgent);
    await approve(plain);

    // What tells the two complaints and their authors apart, put as placeholders: each page lists
    // the other complaint as related, so each side names its own and the other's alike.
    const identity = async (complaintId: number, author: Person) => {
      const [row] = await t.db
        .select({ sn: schema.complaints.sn, nickname: schema.users.nickname })
        .from(schema.complaints)
        .innerJoin(schema.users, eq(schema.users.id, schema.complaints.userId))
        .where(eq(schema.complaints.id, complaintId));
      return [complaintId, row?.sn, author.id, row?.nickname, maskPhone(author.phone)];
    };
    const placeholders = (own: unknown[], other: unknown[]) =>
      new Map<unknown, string>([
        ...own.map((value, index) => [value, `<own ${index}>`] as const),
        ...other.map((value, index) => [value, `<other ${index}>`] as const),
      ]);
    const views = async (complaintId: number, replace: Map<unknown, string>) => {
      const page = await call(t, null, "GET", `/v2/complaint/${complaintId}/page`);
      const portal = await call(t, cast.operator, "GET", `/company/complaints/${complaintId}`);
      expect(page.body.code).toBe(200);
      expect(portal.body.code).toBe(200);
      return normalise({ page: page.body, portal: portal.body }, replace);
    };
    const memberSide = await identity(urgent, newMember);
    const otherSide = await identity(plain, newNonMember);
    const forMember = await views(urgent, placeholders(memberSide, otherSide));
    const forOthers = await views(plain, placeholders(otherSide, memberSide));
    expect(forMember).toEqual(forOthers);
    expect(JSON.stringify(forMember)).not.toMatch(/会员|加急|督办|audit_due|member|vip/i);
  });
});

/**
 * `value` with each of `replace`'s keys, whole or inside a string, put as its placeholder, and the
 * ids of rows written for each complaint (timeline entries, staff log) as one placeholder.
 */
function normalise(value: unknown, replace: Map<unknown, string>, key = ""): unknown {
  if (replace.has(value)) return replace.get(value);
  if (key === "id" && typeof value === "number") return "<row>";
  if (typeof value === "string") {
    let text = value;
    for (const [from, to] of replace) if (typeof from === "string" && from) text = text.split(from).join(to);
    return text;
  }
  if (Array.isArray(value)) return value.map((item) => normalise(item, replace));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, normalise(item, replace, name)]),
    );
  }
  return value;
}

describe("专人督办: a follow-up when the company lets a member's complaint pass its response deadline", () => {
  it("opens one follow-up however often and however concurrently the deadline job runs, and none for others", async () => {
    const filedAt = new Date(TEST_SEED_NOW.getTime() + 6 * DAY_MS);
    const urgent = await file(member, filedAt);
    const plain = await file(nonMember, filedAt);
    const answered = await file(member, filedAt, "other");
    t.setNow(new Date(filedAt.getTime() + HOUR_MS));
    for (const id of [urgent, plain, answered]) await approve(id);
    const accepted = await call(t, cast.operator, "POST", "/v2/complaint/operator/accept", {
      complaint_id: answered,
    });
    expect(accepted.body.code).toBe(200);

    const pastDeadline = pastFirstResponseDeadline(filedAt);
    t.setNow(pastDeadline);
    await t.app.runDueJobs();
    expect(await followUpCount(urgent)).toBe(1);
    expect(await followUpCount(plain)).toBe(0);
    expect(await followUpCount(answered)).toBe(0);

    // Every node's job asking again at once, and later runs, open nothing more.
    const again = await Promise.all(
      Array.from({ length: 8 }, () => openMemberFollowUp(t.db, urgent, pastDeadline)),
    );
    expect(again.every((opened) => opened === false)).toBe(true);
    await t.app.runDueJobs();
    expect(await followUpCount(urgent)).toBe(1);
    expect(await followUpCount(plain)).toBe(0);
  });

  it("opens the follow-up once under concurrent first runs", async () => {
    const filedAt = new Date(TEST_SEED_NOW.getTime() + 15 * DAY_MS);
    const urgent = await file(member, filedAt);
    await approve(urgent);
    await t.db.update(schema.complaints).set({ isOverdue: true }).where(eq(schema.complaints.id, urgent));
    const opened = await Promise.all(
      Array.from({ length: 8 }, () => openMemberFollowUp(t.db, urgent, filedAt)),
    );
    expect(opened.filter(Boolean)).toHaveLength(1);
    expect(await followUpCount(urgent)).toBe(1);
  });

  it("is taken by one moderator, noted and closed; the member sees it, the public and the company never", async () => {
    const filedAt = new Date(TEST_SEED_NOW.getTime() + 17 * DAY_MS);
    const urgent = await file(member, filedAt);
    await approve(urgent);
    t.setNow(pastFirstResponseDeadline(filedAt));
    await t.app.runDueJobs();
    const listed = await call(t, cast.moderator, "GET", "/admin/member-follow-ups?state=open&page_size=100");
    const task = listed.body.data.list.find(
      (item: { complaint: { id: number } }) => item.complaint.id === urgent,
    );
    expect(task).toMatchObject({ state: "open", state_label: "待领取", assignee: null, notes: [] });
    const url = `/admin/member-follow-ups/${task.id}`;

    expect(
      (await call(t, member, "GET", `/v2/user/complaint/${urgent}`)).body.data.member_service.follow_up,
    ).toMatchObject({ state: "open", label: "专人督办中", closed_at: null });

    expect(
      (await call(t, cast.moderator, "POST", `${url}/notes`, { content: "致电商家客服" })).body,
    ).toMatchObject({
      code: 400,
      msg: "请先领取该督办任务",
    });
    expect((await call(t, cast.moderator, "POST", `${url}/take`)).body).toMatchObject({
      code: 200,
      data: { state: "taken", assignee: { id: cast.moderator.id } },
    });
    expect((await call(t, secondModerator, "POST", `${url}/take`)).body).toMatchObject({
      code: 400,
      msg: "该督办任务已由其他人员跟进",
    });
    expect(
      (await call(t, secondModerator, "POST", `${url}/notes`, { content: "致电商家客服" })).body.code,
    ).toBe(400);
    expect((await call(t, cast.moderator, "POST", `${url}/notes`, { content: "" })).body.code).toBe(400);
    expect(
      (await call(t, cast.moderator, "POST", `${url}/close`, { outcome: "won", note: "商家已回应" })).body,
    ).toMatchObject({ code: 400, msg: "请选择督办结果" });

    const noted = await call(t, cast.moderator, "POST", `${url}/notes`, {
      content: "致电商家客服，承诺两日内回应",
    });
    expect(noted.body.data.notes).toMatchObject([{ content: "致电商家客服，承诺两日内回应" }]);
    const closed = await call(t, cast.moderator, "POST", `${url}/close`, {
      outcome: "company_responded",
      note: "商家已在投诉下回应",
    });
    expect(closed.body.data).toMatchObject({
      state: "closed",
      outcome_label: "商家已回应投诉",
      notes: [{ content: "致电商家客服，承诺两日内回应" }, { content: "商家已在投诉下回应" }],
    });
    expect(
      (await call(t, cast.moderator, "POST", `${url}/close`, { outcome: "other", note: "再次结束" })).body,
    ).toMatchObject({ code: 400, msg: "督办任务已结束" });

    expect(
      (await call(t, member, "GET", `/v2/user/complaint/${urgent}`)).body.data.member_service.follow_up,
    ).toMatchObject({ state: "closed", label: "专人督办已结束", outcome_label: "商家已回应投诉" });
    const publicPage = await call(t, null, "GET", `/v2/complaint/${urgent}/page`);
    const portal = await call(t, cast.operator, "GET", `/company/complaints/${urgent}`);
    expect(JSON.stringify([publicPage.body, portal.body])).not.toMatch(/督办|会员|加急|商家已在投诉下回应/);
  });

  it("lists open follow-ups before those being worked and the closed", async () => {
    const listed = await call(t, cast.moderator, "GET", "/admin/member-follow-ups?page_size=100");
    const states: string[] = listed.body.data.list.map((item: { state: string }) => item.state);
    const rank = { open: 0, taken: 1, closed: 2 } as Record<string, number>;
    expect(states.map((state) => rank[state])).toEqual(
      states.map((state) => rank[state]!).sort((a, b) => a - b),
    );
    expect(new Set(states)).toEqual(new Set(["open", "closed"]));
  });
});
