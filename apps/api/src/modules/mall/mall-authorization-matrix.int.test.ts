import { derivePiiKeys, schema } from "@tousu/db";
import { createUser, createWechatOnlyUser, TEST_PII_SECRET } from "@tousu/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { openSession } from "../../testing/sign-in-member";

// Every points-mall endpoint × (visitor, a member without points, an account without a phone, a
// moderator, a mediator, an admin): what each is answered. The catalogue is public; a member's
// redemptions answer that member; the printed packages are the mediators' (admins hold every role),
// refused before the input is read (decision 072).

type Identity = "visitor" | "member" | "noPhone" | "moderator" | "mediator" | "admin";
const IDENTITIES: Identity[] = ["visitor", "member", "noPhone", "moderator", "mediator", "admin"];
const ROLES = { member: null, moderator: "moderator", mediator: "mediator", admin: "admin" } as const;

const piiKeys = derivePiiKeys(TEST_PII_SECRET);
let t: TestApp;
const tokens = {} as Record<Exclude<Identity, "visitor">, string>;

beforeAll(async () => {
  t = await buildTestApp();
  for (const [who, role] of Object.entries(ROLES) as [
    keyof typeof ROLES,
    (typeof ROLES)[keyof typeof ROLES],
  ][]) {
    const user = await createUser(t.db, piiKeys);
    if (role) await t.db.insert(schema.userRoles).values({ userId: user.id, role });
    tokens[who] = await openSession(t, user.id);
  }
  tokens.noPhone = await openSession(t, (await createWechatOnlyUser(t.db)).id);
});
afterAll(async () => {
  await t?.close();
});

const EVERYONE = (status: number): Record<Identity, number> => ({
  visitor: status,
  member: status,
  noPhone: status,
  moderator: status,
  mediator: status,
  admin: status,
});
const MEDIATORS = (admitted: number): Record<Identity, number> => ({
  ...EVERYONE(403),
  visitor: 401,
  mediator: admitted,
  admin: admitted,
});

const ENDPOINTS: { route: string; url: string; body?: object; answers: Record<Identity, number> }[] = [
  { route: "GET /benefits", url: "/benefits", answers: EVERYONE(200) },
  {
    route: "POST /redemptions",
    url: "/redemptions",
    // Nobody has points here: each account with a phone is told its balance does not cover it.
    body: { benefit_code: "vip_day", idempotency_key: "matrix-key-0001" },
    answers: { ...EVERYONE(400), visitor: 401, noPhone: 200 },
  },
  { route: "GET /redemptions", url: "/redemptions", answers: { ...EVERYONE(200), visitor: 401 } },
  { route: "GET /admin/redemptions", url: "/admin/redemptions", answers: MEDIATORS(200) },
  {
    route: "POST /admin/redemptions/:id/fulfil",
    url: "/admin/redemptions/999999999/fulfil",
    body: { note: "权限测试" },
    // A write: an account without a phone is asked to bind one before its roles are looked at.
    answers: { ...MEDIATORS(404), noPhone: 200 },
  },
];

describe("who may call which points-mall endpoint", () => {
  it.each(ENDPOINTS)("$route", async (endpoint) => {
    const answered: Partial<Record<Identity, number>> = {};
    for (const who of IDENTITIES) {
      const response = await t.app.inject({
        method: endpoint.route.split(" ")[0] as "GET" | "POST",
        url: `/mall${endpoint.url}`,
        headers: who === "visitor" ? {} : { authorization: `Bearer ${tokens[who]}` },
        ...(endpoint.body ? { payload: endpoint.body } : {}),
      });
      answered[who] = response.statusCode;
      if (response.statusCode === 403) expect(response.json().msg).toBe("需要调解员权限");
      // 402 travels as HTTP 200 (docs/product/errors.md): the body code says to bind a phone.
      if (who === "noPhone" && endpoint.route.startsWith("POST")) expect(response.json().code).toBe(402);
    }
    expect(answered).toEqual(endpoint.answers);
  });
});
