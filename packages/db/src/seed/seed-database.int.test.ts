import {
  ENTRUSTMENT_STATUSES,
  lifeGoodsBarShortfalls,
  QA_ANSWER_MIN,
  QA_QUESTION_BODY_MAX,
  QA_QUESTION_BODY_MIN,
  QA_TITLE_MAX,
  QA_TITLE_MIN,
  QA_TRUSTED_AFTER_PUBLISHED,
} from "@tousu/domain";
import { and, count, eq, inArray, isNull, not, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, type DatabaseConnection } from "../client";
import { decryptPii, decryptPiiOrNull, derivePiiKeys, phoneBlindIndex } from "../pii";
import * as schema from "../schema";
import { segmentForSearch } from "../search-tokens";
import { TEST_PII_SECRET, TEST_SEED_COMPLAINTS, TEST_SEED_NOW } from "../testing/constants";
import { createArticle, createBrand, createComplaint, createUser } from "../testing/factories";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { DEMO_PHONES, isDatabaseSeeded, seedDatabase } from "./index";

const keys = derivePiiKeys(TEST_PII_SECRET);
let database: TestDatabase;
let connection: DatabaseConnection;

beforeAll(async () => {
  database = await createTestDatabase();
  connection = connectDatabase(database.url, { max: 2 });
});

afterAll(async () => {
  await connection?.close();
  await database?.drop();
});

const userByPhone = async (phone: string) => {
  const [user] = await connection.db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.phoneHash, phoneBlindIndex(phone, keys.indexKey)));
  if (!user) throw new Error(`no demo user with phone ${phone}`);
  return user.id;
};

const total = async (table: PgTable) =>
  (await connection.db.select({ value: count() }).from(table))[0]?.value ?? 0;

describe("seeded template", () => {
  it("holds two mediations: one agreed with its terms on the timeline, one in progress", async () => {
    const rows = await connection.db
      .select({ state: schema.mediations.state, complaintId: schema.mediations.complaintId })
      .from(schema.mediations);
    expect(rows.map((row) => row.state).sort()).toEqual(["agreed", "in_progress"]);
    const agreed = rows.find((row) => row.state === "agreed")!;
    const [entry] = await connection.db
      .select({ content: schema.complaintOperatorStream.content })
      .from(schema.complaintOperatorStream)
      .where(
        and(
          eq(schema.complaintOperatorStream.complaintId, agreed.complaintId),
          eq(schema.complaintOperatorStream.action, "mediation_agreed"),
        ),
      );
    expect(entry?.content).toContain("双方达成调解协议");
  });

  it("holds entrustments in every state, the demo lawyer's with progress, readings of the file and Q&A answers", async () => {
    const rows = await connection.db
      .select({
        id: schema.entrustments.id,
        status: schema.entrustments.status,
        lawyerId: schema.entrustments.lawyerId,
        rating: schema.entrustments.rating,
      })
      .from(schema.entrustments);
    expect(rows.map((row) => row.status).sort()).toEqual([...ENTRUSTMENT_STATUSES].sort());
    expect(rows.find((row) => row.status === "closed")?.rating).toBeGreaterThan(0);
    const demoLawyer = await userByPhone(DEMO_PHONES.lawyer);
    const running = rows.filter((row) => row.status === "in_progress" || row.status === "closed");
    for (const entrustment of running) {
      expect(entrustment.lawyerId).toBe(demoLawyer);
      const [notes] = await connection.db
        .select({ value: count() })
        .from(schema.entrustmentNotes)
        .where(eq(schema.entrustmentNotes.entrustmentId, entrustment.id));
      const [views] = await connection.db
        .select({ value: count() })
        .from(schema.entrustmentFileViews)
        .where(eq(schema.entrustmentFileViews.entrustmentId, entrustment.id));
      expect(notes?.value).toBeGreaterThan(0);
      expect(views?.value).toBeGreaterThan(0);
    }
    const [lawyerAnswers] = await connection.db
      .select({ value: count() })
      .from(schema.qaAnswers)
      .where(eq(schema.qaAnswers.userId, demoLawyer));
    expect(lawyerAnswers?.value).toBeGreaterThan(0);
    const clients = await connection.db
      .select({ lawyerId: schema.lawyerEnterpriseClients.lawyerId })
      .from(schema.lawyerEnterpriseClients);
    expect(clients).toEqual([{ lawyerId: demoLawyer }]);
  });

  it("holds the demo data the product needs", async () => {
    expect(await isDatabaseSeeded(connection.db)).toBe(true);
    expect(await total(schema.brands)).toBeGreaterThanOrEqual(210);
    expect(await total(schema.complaints)).toBe(TEST_SEED_COMPLAINTS);
    expect(await total(schema.users)).toBeGreaterThanOrEqual(1500);
    expect(await total(schema.articles)).toBeGreaterThanOrEqual(160);
    expect(await total(schema.cities)).toBeGreaterThan(34);
    const [hot] = await connection.db
      .select({ value: count() })
      .from(schema.brands)
      .where(eq(schema.brands.isHot, true));
    expect(hot?.value).toBe(20);
  });

  it("lists demo goods from up to five brands meeting the life goods bar, and one from a brand below it", async () => {
    const shortfallsOf = (row: { complaint_count: number; replied: number; completed: number }) =>
      lifeGoodsBarShortfalls({
        complaintCount: row.complaint_count,
        repliedCount: row.replied,
        completedCount: row.completed,
      });
    const brands = await connection.db.execute<{
      complaint_count: number;
      replied: number;
      completed: number;
    }>(sql`
      select sum(complaint_count)::int as complaint_count, sum(replied_count)::int as replied,
        sum(completed_count)::int as completed
      from brand_daily_stats group by brand_id`);
    const goods = await connection.db.execute<{
      complaint_count: number;
      replied: number;
      completed: number;
    }>(sql`
      select coalesce(sum(s.complaint_count), 0)::int as complaint_count,
        coalesce(sum(s.replied_count), 0)::int as replied, coalesce(sum(s.completed_count), 0)::int as completed
      from life_goods g left join brand_daily_stats s on s.brand_id = g.brand_id
      where g.state = 'listed' group by g.id`);
    const brandsAtBar = brands.rows.filter((row) => shortfallsOf(row).length === 0).length;
    const shortfalls = goods.rows.map(shortfallsOf);
    expect(shortfalls.filter((found) => found.length === 0)).toHaveLength(Math.min(5, brandsAtBar));
    expect(shortfalls.filter((found) => found.length > 0)).toHaveLength(1);
  });

  it("keeps each article's like and comment counts equal to its likes and published comments", async () => {
    const rows = await connection.db.execute<{ mismatches: number; liked: number }>(sql`
      select
        count(*) filter (where a.like_count <> (select count(*) from article_likes l where l.article_id = a.id)
          or a.comment_count <> (select count(*) from comments c
            where c.article_id = a.id and c.status = 'published' and c.deleted_at is null))::int as mismatches,
        count(*) filter (where a.like_count > 0)::int as liked
      from articles a`);
    expect(rows.rows[0]?.mismatches).toBe(0);
    expect(rows.rows[0]?.liked).toBeGreaterThan(100);
  });

  it("keeps brand counters equal to the public complaints behind them", async () => {
    // Public: published once (dispatched_at set) and not hidden; satisfaction leaves automatic completions out.
    const rows = await connection.db.execute<{ mismatches: number }>(sql`
      select count(*)::int as mismatches from brands b
      left join lateral (
        select count(*) as total,
          count(*) filter (where c.replied_at is not null) as replied,
          count(*) filter (where c.status = 'completed' and not c.is_auto_completed) as completed,
          coalesce(sum(r.satisfaction_score) filter (where not c.is_auto_completed), 0) as satisfaction_sum,
          count(r.id) filter (where not c.is_auto_completed) as satisfaction_count
        from complaints c left join complaint_ratings r on r.complaint_id = c.id
        where c.brand_id = b.id and c.dispatched_at is not null and not c.is_hidden
      ) s on true
      where (b.complaint_count, b.replied_count, b.completed_count, b.satisfaction_sum, b.satisfaction_count)
        <> (s.total, s.replied, s.completed, s.satisfaction_sum, s.satisfaction_count)`);
    expect(rows.rows[0]?.mismatches).toBe(0);
    const published = await connection.db.execute<{ brands: number }>(
      sql`select count(*)::int as brands from brands where complaint_count > 0`,
    );
    expect(published.rows[0]?.brands).toBeGreaterThan(20);
  });

  it("keeps the lifecycle rows consistent with the complaints", async () => {
    const check = async (query: ReturnType<typeof sql>) =>
      (await connection.db.execute<{ n: number }>(query)).rows[0]?.n;
    // Every public complaint was published.
    expect(
      await check(sql`select count(*)::int as n from complaints
        where status in ('dispatched','processing','company_needs_info','replied','completed') and dispatched_at is null`),
    ).toBe(0);
    // 超时: the first response came after the deadline, or never.
    expect(
      await check(sql`select count(*)::int as n from complaints
        where is_overdue and (overdue_at is null or first_response_at <= dispatched_at + interval '7 days'
          or not exists (select 1 from complaint_operator_stream s where s.complaint_id = complaints.id and s.action = 'overdue'))`),
    ).toBe(0);
    expect(
      await check(sql`select count(*)::int as n from complaints c join complaint_ratings r on r.complaint_id = c.id
        where c.is_auto_completed or c.status <> 'completed'`),
    ).toBe(0);
    // Pending applications only on open published complaints, and at most one per complaint (a unique index).
    expect(
      await check(sql`select count(*)::int as n from complaint_applications a join complaints c on c.id = a.complaint_id
        where a.status = 'pending' and (c.dispatched_at is null or c.status not in ('dispatched','processing','company_needs_info','replied'))`),
    ).toBe(0);
    expect(
      await check(sql`select count(*)::int as n from complaints c
        where c.dispatched_at is not null and not exists (
          select 1 from staff_actions a where a.complaint_id = c.id and a.action = 'complaint.approve' and a.is_public)`),
    ).toBe(0);
    expect(
      await check(sql`select count(*)::int as n from complaints c
        where c.dispatched_at is not null and not exists (
          select 1 from point_entries p where p.user_id = c.user_id and p.reason = 'complaint_published'
            and p.source_id = c.id::text and p.points = 10)`),
    ).toBe(0);
    expect(
      await check(sql`select count(*)::int as n from complaint_ratings r where not exists (
        select 1 from point_entries p where p.user_id = r.user_id and p.reason = 'complaint_rated'
          and p.source_id = r.complaint_id::text and p.points = 5)`),
    ).toBe(0);
    expect(
      await check(sql`select count(*)::int as n from complaint_ratings r, unnest(r.tags) as tag
        where tag not in (select name from platform_rating_tags)`),
    ).toBe(0);
    expect(
      await check(sql`select count(*)::int as n from content_reports where status = 'pending'`),
    ).toBeGreaterThan(0);
  });

  it("numbers every complaint in the one public format, and leaves the sequence past them (decision 029)", async () => {
    const [numbers] = await connection.db
      .select({
        odd: sql<number>`count(*) filter (where ${schema.complaints.sn} !~ '^[0-9]{11}$')`.mapWith(Number),
        highest: sql<string>`max(${schema.complaints.sn})`,
      })
      .from(schema.complaints);
    expect(numbers?.odd).toBe(0);
    const complaint = await createComplaint(connection.db, keys);
    expect(complaint.sn).toMatch(/^[0-9]{11}$/);
    expect(complaint.sn > numbers!.highest).toBe(true);
  });

  it("stores phones encrypted and findable by blind index", async () => {
    const [user] = await connection.db.select().from(schema.users).where(eq(schema.users.id, 1));
    if (!user?.phoneCipher) throw new Error("seeded user 1 or its phone is missing");
    const phone = decryptPii(user.phoneCipher, keys.encryptionKey);
    expect(phone).toMatch(/^1\d{10}$/);
    expect(user.phoneHash).toBe(phoneBlindIndex(phone, keys.indexKey));
  });

  it("finds complaints by Chinese words through the generated tsvector", async () => {
    const [sample] = await connection.db
      .select({ id: schema.complaints.id, title: schema.complaints.title })
      .from(schema.complaints)
      .limit(1);
    if (!sample) throw new Error("no seeded complaint");
    const query = segmentForSearch(sample.title.slice(0, 8));
    const found = await connection.db
      .select({ id: schema.complaints.id })
      .from(schema.complaints)
      .where(sql`${schema.complaints.searchVector} @@ phraseto_tsquery('simple', ${query})`);
    expect(found.map((row) => row.id)).toContain(sample.id);
  });

  it("gives the README's demo accounts their roles, and the demo enterprise work to do", async () => {
    const rolesOf = async (userId: number) =>
      (
        await connection.db
          .select({ role: schema.userRoles.role })
          .from(schema.userRoles)
          .where(eq(schema.userRoles.userId, userId))
      ).map((row) => row.role);
    expect(await rolesOf(await userByPhone(DEMO_PHONES.lawyer))).toEqual(["lawyer"]);
    expect((await rolesOf(await userByPhone(DEMO_PHONES.moderator))).sort()).toEqual([
      "mediator",
      "moderator",
    ]);
    expect(await rolesOf(await userByPhone(DEMO_PHONES.editor))).toEqual(["editor"]);
    expect(await rolesOf(await userByPhone(DEMO_PHONES.admin))).toEqual(["admin"]);
    expect(await rolesOf(await userByPhone(DEMO_PHONES.analytics))).toEqual(["analytics"]);

    const memberships = await connection.db
      .select()
      .from(schema.enterpriseMembers)
      .where(
        inArray(schema.enterpriseMembers.userId, [
          await userByPhone(DEMO_PHONES.enterpriseOwner),
          await userByPhone(DEMO_PHONES.enterpriseAgent),
        ]),
      );
    expect(memberships.map((member) => member.role).sort()).toEqual(["agent", "owner"]);
    const enterpriseId = memberships[0]?.enterpriseId ?? 0;
    expect(memberships.every((member) => member.enterpriseId === enterpriseId)).toBe(true);
    const owned = await connection.db
      .select({ name: schema.brands.name })
      .from(schema.brands)
      .where(eq(schema.brands.enterpriseId, enterpriseId));
    // The README names them.
    expect(owned.map((brand) => brand.name).sort()).toEqual(["云杉优选", "青禾严选", "麦芽商城"].sort());

    const claims = await connection.db
      .select({ brandId: schema.brandClaims.brandId, status: schema.brandClaims.status })
      .from(schema.brandClaims)
      .where(eq(schema.brandClaims.enterpriseId, enterpriseId));
    expect(claims.filter((claim) => claim.status === "approved")).toHaveLength(2);
    expect(claims.filter((claim) => claim.status === "pending")).toHaveLength(1);

    const inbox = await connection.db.execute<{
      due_soon: number;
      overdue: number;
      applications: number;
    }>(sql`
      select
        count(*) filter (where c.status = 'dispatched' and c.response_due_at between ${TEST_SEED_NOW} and ${TEST_SEED_NOW}::timestamptz + interval '1 day')::int as due_soon,
        count(*) filter (where c.status = 'dispatched' and c.is_overdue)::int as overdue,
        count(a.id)::int as applications
      from complaints c
      left join complaint_applications a on a.complaint_id = c.id and a.status = 'pending'
      where c.enterprise_id = ${enterpriseId}`);
    expect(inbox.rows[0]?.due_soon).toBeGreaterThanOrEqual(1);
    expect(inbox.rows[0]?.overdue).toBeGreaterThanOrEqual(1);
    expect(inbox.rows[0]?.applications).toBeGreaterThanOrEqual(1);

    for (const phone of [DEMO_PHONES.consumer, DEMO_PHONES.secondConsumer]) {
      const userId = await userByPhone(phone);
      expect(await rolesOf(userId)).toEqual([]);
      const statuses = await connection.db
        .selectDistinct({ status: schema.complaints.status })
        .from(schema.complaints)
        .where(eq(schema.complaints.userId, userId));
      expect(statuses.length).toBeGreaterThanOrEqual(4);
    }
    const unread = await connection.db
      .select({ value: count() })
      .from(schema.pushMessages)
      .where(
        and(
          eq(schema.pushMessages.userId, await userByPhone(DEMO_PHONES.consumer)),
          eq(schema.pushMessages.kind, "complaint"),
          isNull(schema.pushMessages.readAt),
        ),
      );
    expect(unread[0]?.value).toBeGreaterThanOrEqual(3);
  });

  it("asks 300 questions and more across the categories, answered 1–8 times, some accepted, some not yet", async () => {
    const rows = await connection.db.execute<{
      category: string;
      answered: number;
      unanswered: number;
      accepted: number;
      most: number;
      miscounted: number;
      wrong_accept: number;
    }>(sql`
      select c.name as category,
        count(*) filter (where q.answer_count between 1 and 8)::int as answered,
        count(*) filter (where q.answer_count = 0)::int as unanswered,
        count(q.accepted_answer_id)::int as accepted,
        max(q.answer_count)::int as most,
        count(*) filter (where q.answer_count <> (select count(*) from qa_answers a
          where a.question_id = q.id and a.status = 'published' and a.deleted_at is null))::int as miscounted,
        count(*) filter (where q.accepted_answer_id is not null and not exists (select 1 from qa_answers a
          where a.id = q.accepted_answer_id and a.question_id = q.id and a.user_id <> q.user_id
          and a.status = 'published'))::int as wrong_accept
      from qa_questions q join qa_categories c on c.id = q.category_id
      group by c.name`);
    const categories = rows.rows;
    const sum = (key: "answered" | "unanswered" | "accepted") =>
      categories.reduce((total, row) => total + row[key], 0);
    expect(categories.length).toBeGreaterThanOrEqual(8);
    expect(sum("answered")).toBeGreaterThanOrEqual(300);
    expect(sum("unanswered")).toBeGreaterThan(0);
    expect(sum("accepted")).toBeGreaterThan(0);
    for (const row of categories) {
      expect(row).toMatchObject({ miscounted: 0, wrong_accept: 0 });
      expect(row.most).toBeLessThanOrEqual(8);
    }
    const [likes] = await connection.db
      .execute<{ off: number }>(sql`
      select count(*)::int as off from qa_answers a
      where a.like_count <> (select count(*) from qa_answer_likes l where l.answer_id = a.id)`)
      .then((r) => r.rows);
    expect(likes?.off).toBe(0);
    const [lengths] = await connection.db
      .execute<Record<string, number>>(sql`
      select min(char_length(title))::int as title_min, max(char_length(title))::int as title_max,
        min(char_length(content))::int as body_min, max(char_length(content))::int as body_max,
        (select min(char_length(content)) from qa_answers)::int as answer_min
      from qa_questions`)
      .then((r) => r.rows);
    expect(lengths?.title_min).toBeGreaterThanOrEqual(QA_TITLE_MIN);
    expect(lengths?.title_max).toBeLessThanOrEqual(QA_TITLE_MAX);
    expect(lengths?.body_min).toBeGreaterThanOrEqual(QA_QUESTION_BODY_MIN);
    expect(lengths?.body_max).toBeLessThanOrEqual(QA_QUESTION_BODY_MAX);
    expect(lengths?.answer_min).toBeGreaterThanOrEqual(QA_ANSWER_MIN);
  });

  it("answers each question with words of its own: no public answer twice on a question, lawyers in their own voice", async () => {
    const [repeats] = await connection.db
      .execute<{ value: number }>(sql`
      select count(*)::int as value from (select question_id, content from qa_answers
        where status = 'published' group by question_id, content having count(*) > 1) as twice`)
      .then((r) => r.rows);
    expect(repeats?.value).toBe(0);
    const lawyerAnswers = await connection.db.execute<{ content: string; borrowed: boolean }>(sql`
      select a.content, exists (select 1 from qa_answers other where other.content = a.content
        and other.user_id not in (select user_id from lawyer_profiles where status = 'verified')) as borrowed
      from qa_answers a join lawyer_profiles l on l.user_id = a.user_id and l.status = 'verified'`);
    expect(lawyerAnswers.rows.length).toBeGreaterThan(0);
    expect(lawyerAnswers.rows.filter((row) => row.borrowed)).toEqual([]);
    expect(new Set(lawyerAnswers.rows.map((row) => row.content)).size).toBe(lawyerAnswers.rows.length);
  });

  it("gives the demo consumers enough published posts that theirs are not held as a newcomer's", async () => {
    const published = await connection.db.execute<{ phone_hash: string; posts: number }>(sql`
      select u.phone_hash, (select count(*) from qa_answers a where a.user_id = u.id and a.status = 'published')::int
        + (select count(*) from qa_questions q where q.user_id = u.id and q.status = 'published')::int as posts
      from users u where u.phone_hash in (${phoneBlindIndex(DEMO_PHONES.consumer, keys.indexKey)},
        ${phoneBlindIndex(DEMO_PHONES.secondConsumer, keys.indexKey)})`);
    expect(published.rows).toHaveLength(2);
    for (const row of published.rows) expect(row.posts).toBeGreaterThanOrEqual(QA_TRUSTED_AFTER_PUBLISHED);
  });

  it("refuses to seed a database that already has data", async () => {
    await expect(
      seedDatabase(connection.db, { piiSecret: TEST_PII_SECRET, complaintCount: 10 }),
    ).rejects.toThrow("already has brands");
  });
});

describe("factories", () => {
  it("create rows next to the seeded ones without clashing ids or names", async () => {
    const user = await createUser(connection.db, keys);
    expect(decryptPiiOrNull(user.phoneCipher, keys.encryptionKey)).toBe(user.phone);
    expect(user.phoneHash).toBe(phoneBlindIndex(user.phone, keys.indexKey));

    const brand = await createBrand(connection.db, { name: "测试云杉" });
    expect(brand).toMatchObject({ pinyin: "ceshiyunshan", initials: "csys" });
    expect(brand.enterpriseId).not.toBeNull();

    const complaint = await createComplaint(connection.db, keys, {
      brandId: brand.id,
      userId: user.id,
      money: 128.5,
    });
    expect(complaint).toMatchObject({ status: "dispatched", enterpriseId: brand.enterpriseId, money: 128.5 });
    expect(complaint.searchTokens).toContain("测试");

    const standalone = await createComplaint(connection.db, keys);
    expect(standalone.userId).not.toBe(user.id);
    const visible = await connection.db
      .select({ id: schema.complaints.id })
      .from(schema.complaints)
      .where(
        and(
          inArray(schema.complaints.id, [complaint.id, standalone.id]),
          not(eq(schema.complaints.status, "pending_review")),
          isNull(schema.complaints.closedAt),
        ),
      );
    expect(visible).toHaveLength(2);

    const article = await createArticle(connection.db, { title: "预付卡维权指南" });
    expect(article.searchTokens).toContain("预付");
  });
});
