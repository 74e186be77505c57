import { type DatabaseOrTransaction, derivePiiKeys, schema } from "@tousu/db";
import { createBrand, createComplaint, createUser, TEST_PII_SECRET } from "@tousu/db/testing";
import type { StaffRole } from "@tousu/domain";
import { eq, sql } from "drizzle-orm";
import { JOB_SCHEMA } from "../jobs/job-queue";
import { loginBySms, type TestApp } from "./build-test-app";
import { callService } from "./sign-in-member";

export const piiKeys = derivePiiKeys(TEST_PII_SECRET);

export interface Person {
  id: number;
  phone: string;
  token: string;
}

export interface LifecycleCast {
  owner: Person;
  otherConsumer: Person;
  operator: Person;
  otherOperator: Person;
  moderator: Person;
  brandId: number;
  enterpriseId: number;
}

async function person(t: TestApp): Promise<Person> {
  const user = await createUser(t.db, piiKeys);
  return { id: user.id, phone: user.phone, token: await loginBySms(t, user.phone) };
}

/** A signed-in staff member holding `role` (a mediator, a moderator, an editor or an admin). */
export async function staffMember(t: TestApp, role: StaffRole): Promise<Person> {
  const user = await createUser(t.db, piiKeys);
  await t.db.insert(schema.userRoles).values({ userId: user.id, role });
  return { id: user.id, phone: user.phone, token: await loginBySms(t, user.phone) };
}

/**
 * Everyone who can touch a complaint: its author, another consumer, an operator of the brand's
 * enterprise, an operator of another enterprise, and a moderator.
 */
export async function castLifecycle(t: TestApp): Promise<LifecycleCast> {
  const brand = await createBrand(t.db);
  const otherBrand = await createBrand(t.db);
  const [owner, otherConsumer, operator, otherOperator, moderator] = [
    await person(t),
    await person(t),
    await person(t),
    await person(t),
    await person(t),
  ];
  if (!brand.enterpriseId || !otherBrand.enterpriseId) throw new Error("factory brands have enterprises");
  await t.db.insert(schema.enterpriseMembers).values([
    { enterpriseId: brand.enterpriseId, userId: operator.id, role: "agent" },
    { enterpriseId: otherBrand.enterpriseId, userId: otherOperator.id, role: "owner" },
  ]);
  await t.db.insert(schema.userRoles).values({ userId: moderator.id, role: "moderator" });
  return {
    owner,
    otherConsumer,
    operator,
    otherOperator,
    moderator,
    brandId: brand.id,
    enterpriseId: brand.enterpriseId,
  };
}

/** A complaint of the cast's owner against the cast's brand, in review unless told otherwise. */
export async function fileFor(
  t: TestApp,
  cast: LifecycleCast,
  overrides: Partial<typeof schema.complaints.$inferInsert> = {},
) {
  const inReview = !overrides.status || overrides.status === "pending_review";
  return createComplaint(t.db, piiKeys, {
    userId: cast.owner.id,
    brandId: cast.brandId,
    status: "pending_review",
    ...(inReview ? { reviewedAt: null, dispatchedAt: null, enterpriseId: null } : {}),
    ...overrides,
  });
}

export function call(
  t: TestApp,
  who: Person | null,
  method: "GET" | "POST",
  url: string,
  payload?: Record<string, unknown>,
) {
  return callService(t, "/api", who, method, url, payload);
}

/** Everything a lifecycle step may write about one complaint, to prove a refused step wrote nothing. */
export async function snapshot(db: DatabaseOrTransaction, complaintId: number) {
  const [complaint] = await db.select().from(schema.complaints).where(eq(schema.complaints.id, complaintId));
  const counts = await db.execute<Record<string, number>>(sql`
    select
      (select count(*) from complaint_operator_stream where complaint_id = ${complaintId})::int as stream,
      (select count(*) from complaint_applications where complaint_id = ${complaintId})::int as applications,
      (select count(*) from complaint_ratings where complaint_id = ${complaintId})::int as ratings,
      (select count(*) from staff_actions where complaint_id = ${complaintId})::int as staff_actions,
      (select count(*) from push_messages where complaint_id = ${complaintId})::int as messages,
      (select count(*) from ${sql.raw(`${JOB_SCHEMA}.job`)} where data->>'complaint_id' = ${String(complaintId)})::int as jobs`);
  return { complaint, counts: counts.rows[0] };
}

export async function streamOf(db: DatabaseOrTransaction, complaintId: number) {
  return db
    .select({
      action: schema.complaintOperatorStream.action,
      actorType: schema.complaintOperatorStream.actorType,
      isPublic: schema.complaintOperatorStream.isPublic,
      payload: schema.complaintOperatorStream.payload,
      content: schema.complaintOperatorStream.content,
    })
    .from(schema.complaintOperatorStream)
    .where(eq(schema.complaintOperatorStream.complaintId, complaintId))
    .orderBy(schema.complaintOperatorStream.createdAt, schema.complaintOperatorStream.id);
}

export async function complaintRow(db: DatabaseOrTransaction, complaintId: number) {
  const [row] = await db.select().from(schema.complaints).where(eq(schema.complaints.id, complaintId));
  if (!row) throw new Error(`complaint ${complaintId} is missing`);
  return row;
}
