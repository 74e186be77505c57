import { derivePiiKeys, schema } from "@tousu/db";
import { createUser, TEST_PII_SECRET, TEST_SEED_NOW } from "@tousu/db/testing";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { openSession } from "../../testing/sign-in-member";
import { createTestChannel } from "./test-channel.testing";

// Every membership endpoint × (visitor, the order's buyer, another member, staff without the finance
// role, finance staff, an admin): what each is answered. Staff endpoints refuse before reading the
// input (decision 072); a member's order answers its buyer alone, as if it did not exist to anyone else
// (staff read it in the console); the channels' notifications admit no caller, only a signature.

type Identity = "visitor" | "buyer" | "otherMember" | "moderator" | "finance" | "admin";
type Member = Exclude<Identity, "visitor">;
const IDENTITIES: Identity[] = ["visitor", "buyer", "otherMember", "moderator", "finance", "admin"];
const ROLES: Record<Member, "moderator" | "finance" | "admin" | null> = {
  buyer: null,
  otherMember: null,
  moderator: "moderator",
  finance: "finance",
  admin: "admin",
};

const piiKeys = derivePiiKeys(TEST_PII_SECRET);
let t: TestApp;
const tokens = {} as Record<Member, string>;
let orderNo: string;
let planId: number;

beforeAll(async () => {
  const channel = createTestChannel("wechat");
  t = await buildTestApp({}, { providers: { payments: { wechat: channel.gateway } } });
  t.setNow(new Date(TEST_SEED_NOW.getTime() + 60 * 60_000));
  for (const who of Object.keys(ROLES) as Member[]) {
    const user = await createUser(t.db, piiKeys);
    const role = ROLES[who];
    if (role) await t.db.insert(schema.userRoles).values({ userId: user.id, role });
    tokens[who] = await openSession(t, user.id);
  }
  const [plan] = await t.db.select().from(schema.vipPlans).where(eq(schema.vipPlans.name, "月度会员"));
  planId = plan!.id;
  // The buyer's paid order, so a refund by anyone admitted goes through.
  const placed = await call("buyer", "POST", "/vip/order", { plan_id: planId, channel: "wechat_native" });
  orderNo = placed.json().data.order_no;
  const paid = channel.pay(orderNo, TEST_SEED_NOW);
  await t.app.inject({
    method: "POST",
    url: "/api/pay/notify/wechat",
    headers: paid.headers,
    payload: paid.rawBody,
  });
});
afterAll(async () => {
  await t?.close();
});

function call(who: Identity, method: string, url: string, payload?: object | string) {
  return t.app.inject({
    method: method as "GET" | "POST" | "PUT",
    url: `/api${url}`,
    headers: who === "visitor" ? {} : { authorization: `Bearer ${tokens[who]}` },
    ...(payload === undefined ? {} : { payload }),
  });
}

const PLAN = {
  name: "权限测试套餐",
  price_fen: 100,
  duration_days: 1,
  benefits: [],
  on_sale: false,
  sort_order: 0,
};
const FINANCE_ONLY: Record<Identity, number> = {
  visitor: 401,
  buyer: 403,
  otherMember: 403,
  moderator: 403,
  finance: 200,
  admin: 200,
};
const EVERYONE = (status: number): Record<Identity, number> => ({
  visitor: status,
  buyer: status,
  otherMember: status,
  moderator: status,
  finance: status,
  admin: status,
});

interface Endpoint {
  /** The contract's method and path. */
  route: string;
  url: () => string;
  body?: object | string;
  /** The HTTP status each identity is answered. */
  answers: Record<Identity, number>;
}

const ENDPOINTS: Endpoint[] = [
  { route: "GET /vip/plans", url: () => "/vip/plans", answers: EVERYONE(200) },
  {
    route: "POST /vip/order",
    url: () => "/vip/order",
    // Every member may buy; no plan has this id, so each member is answered its validation.
    body: { plan_id: 0, channel: "wechat_native" },
    answers: { ...EVERYONE(400), visitor: 401 },
  },
  {
    route: "GET /vip/order/:order_no",
    url: () => `/vip/order/${orderNo}`,
    answers: { ...EVERYONE(404), visitor: 401, buyer: 200 },
  },
  {
    route: "GET /vip/orders",
    url: () => "/vip/orders",
    // Each member is answered its own orders (another member's list is empty), a visitor to log in.
    answers: { ...EVERYONE(200), visitor: 401 },
  },
  {
    route: "POST /pay/notify/wechat",
    url: () => "/pay/notify/wechat",
    body: '{"id":"forged"}',
    answers: EVERYONE(400),
  },
  {
    route: "POST /pay/notify/alipay",
    url: () => "/pay/notify/alipay",
    body: "notify_id=forged",
    // Alipay is not offered by this app: no notification is taken, from anyone.
    answers: EVERYONE(404),
  },
  { route: "GET /admin/vip/plans", url: () => "/admin/vip/plans", answers: FINANCE_ONLY },
  { route: "POST /admin/vip/plans", url: () => "/admin/vip/plans", body: PLAN, answers: FINANCE_ONLY },
  {
    route: "PUT /admin/vip/plans/:id",
    url: () => `/admin/vip/plans/${planId}`,
    body: { ...PLAN, on_sale: true },
    answers: FINANCE_ONLY,
  },
  { route: "GET /admin/vip/orders", url: () => "/admin/vip/orders", answers: FINANCE_ONLY },
  {
    route: "GET /admin/vip/orders/:order_no",
    url: () => `/admin/vip/orders/${orderNo}`,
    answers: FINANCE_ONLY,
  },
  {
    route: "POST /admin/vip/orders/:order_no/refunds",
    url: () => `/admin/vip/orders/${orderNo}/refunds`,
    body: { amount_fen: 1, reason: "权限测试退款" },
    answers: FINANCE_ONLY,
  },
  { route: "GET /admin/vip/refunds/blocked", url: () => "/admin/vip/refunds/blocked", answers: FINANCE_ONLY },
  {
    route: "POST /admin/vip/refunds/:refund_no/retry",
    // A well-formed refund number no refund has: the admitted are told it does not exist.
    url: () => "/admin/vip/refunds/R20261207000000000ABCDEFGHIJ/retry",
    answers: { ...FINANCE_ONLY, finance: 404, admin: 404 },
  },
  { route: "GET /admin/vip/reconciliations", url: () => "/admin/vip/reconciliations", answers: FINANCE_ONLY },
  {
    route: "POST /admin/vip/reconciliations",
    url: () => "/admin/vip/reconciliations",
    // A day whose bill is not published yet: the admitted are told so.
    body: { bill_date: "2099-01-01", provider: "wechat" },
    answers: { ...FINANCE_ONLY, finance: 400, admin: 400 },
  },
  {
    route: "GET /admin/vip/reconciliations/mismatches",
    url: () => "/admin/vip/reconciliations/mismatches",
    answers: FINANCE_ONLY,
  },
  {
    route: "POST /admin/vip/reconciliations/mismatches/:id/resolve",
    url: () => "/admin/vip/reconciliations/mismatches/999999999/resolve",
    body: { note: "权限测试" },
    answers: { ...FINANCE_ONLY, finance: 404, admin: 404 },
  },
  // Last: it takes off sale the plan the endpoints above edited.
  {
    route: "POST /admin/vip/plans/:id/off_sale",
    url: () => `/admin/vip/plans/${planId}/off_sale`,
    answers: FINANCE_ONLY,
  },
];

async function refundCount() {
  const [row] = await t.db.select({ value: count() }).from(schema.vipRefunds);
  return row?.value ?? 0;
}

describe("who may call which membership endpoint", () => {
  it.each(ENDPOINTS)("$route", async (endpoint) => {
    const answered: Partial<Record<Identity, number>> = {};
    for (const who of IDENTITIES) {
      const refundsBefore = await refundCount();
      const response = await call(who, endpoint.route.split(" ")[0]!, endpoint.url(), endpoint.body);
      answered[who] = response.statusCode;
      if (response.statusCode === 403) expect(response.json().msg).toBe("需要财务权限");
      // Only an admitted refund stores one.
      const refunded = endpoint.route.endsWith("/refunds") && response.statusCode === 200;
      expect({ who, stored: (await refundCount()) - refundsBefore }).toEqual({
        who,
        stored: refunded ? 1 : 0,
      });
    }
    expect(answered).toEqual(endpoint.answers);
  });

  it("covers every membership endpoint the contracts define", async () => {
    const contracts = await import("@tousu/contracts");
    const membership = Object.values(contracts as Record<string, unknown>)
      .filter(
        (value): value is { method: string; path: string } =>
          typeof value === "object" && value !== null && "method" in value && "path" in value,
      )
      .filter((contract) => /^\/(vip|pay\/notify|admin\/vip)\//.test(contract.path))
      .map((contract) => `${contract.method} ${contract.path}`);
    expect(ENDPOINTS.map((endpoint) => endpoint.route).sort()).toEqual(membership.sort());
  });
});
