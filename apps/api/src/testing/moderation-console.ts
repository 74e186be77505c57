import { derivePiiKeys, schema } from "@tousu/db";
import { createComplaint, createUser, TEST_PII_SECRET } from "@tousu/db/testing";
import { count, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { buildTestApp, type TestApp } from "./build-test-app";
import { openSession } from "./sign-in-member";

type Member = "consumer" | "moderator" | "editor" | "finance" | "admin";
export type Who = Member | "visitor";

export const piiKeys = derivePiiKeys(TEST_PII_SECRET);

/**
 * The app on its own database for one test file of the console, with a consumer and one member of
 * each staff role signed in (the staff named 测试<role>; sessions opened directly, so a file's own SMS
 * logins stay under the per-address captcha threshold), and the calls the console's tests share.
 * `t` is filled before the file's first test and closed after its last.
 */
export function setUpModerationConsole() {
  const t = {} as TestApp;
  const tokens = {} as Record<Member, string>;
  const ids = {} as Record<Member, number>;

  async function staffMember(role: "moderator" | "editor" | "finance" | "admin") {
    const user = await createUser(t.db, piiKeys, { nickname: `测试${role}` });
    await t.db.insert(schema.userRoles).values({ userId: user.id, role });
    return user;
  }

  beforeAll(async () => {
    Object.assign(t, await buildTestApp());
    const consumer = await createUser(t.db, piiKeys);
    ids.consumer = consumer.id;
    tokens.consumer = await openSession(t, consumer.id);
    for (const role of ["moderator", "editor", "finance", "admin"] as const) {
      const user = await staffMember(role);
      ids[role] = user.id;
      tokens[role] = await openSession(t, user.id);
    }
  });
  afterAll(() => t.close());

  function call(method: "GET" | "POST" | "PUT" | "DELETE", url: string, who: Who, payload?: object) {
    return t.app.inject({
      method,
      url: `/api${url}`,
      headers: who === "visitor" ? {} : { authorization: `Bearer ${tokens[who]}` },
      ...(payload ? { payload } : {}),
    });
  }

  async function staffActionCount(): Promise<number> {
    const [row] = await t.db.select({ value: count() }).from(schema.staffActions);
    return row?.value ?? 0;
  }

  async function lastStaffAction() {
    const [row] = await t.db
      .select()
      .from(schema.staffActions)
      .orderBy(sql`${schema.staffActions.id} desc`)
      .limit(1);
    return row;
  }

  /** Runs a mutation and asserts it appended exactly one row to the staff log. */
  async function expectOneStaffAction(run: () => ReturnType<typeof call>) {
    const before = await staffActionCount();
    const response = await run();
    expect(response.json()).toMatchObject({ code: 200 });
    expect(await staffActionCount()).toBe(before + 1);
    return { response, action: await lastStaffAction() };
  }

  async function pendingComplaint(overrides: Parameters<typeof createComplaint>[2] = {}) {
    return createComplaint(t.db, piiKeys, {
      status: "pending_review",
      reviewedAt: null,
      dispatchedAt: null,
      ...overrides,
    });
  }

  return {
    t,
    ids,
    tokens,
    call,
    staffMember,
    staffActionCount,
    lastStaffAction,
    expectOneStaffAction,
    pendingComplaint,
  };
}
