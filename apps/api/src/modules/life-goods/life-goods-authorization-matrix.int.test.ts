import { derivePiiKeys, schema } from "@tousu/db";
import { createUser, TEST_PII_SECRET } from "@tousu/db/testing";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { openSession } from "../../testing/sign-in-member";

// Every life-goods endpoint × (visitor, member, moderator, editor, admin): what each is answered. The
// goods are public; curating them is the editors' (and admins') alone, refused before the input is
// read (decision 072), and a refused call stores nothing.

type Identity = "visitor" | "member" | "moderator" | "editor" | "admin";
type Signed = Exclude<Identity, "visitor">;
const IDENTITIES: Identity[] = ["visitor", "member", "moderator", "editor", "admin"];
const ROLES: Record<Signed, "moderator" | "editor" | "admin" | null> = {
  member: null,
  moderator: "moderator",
  editor: "editor",
  admin: "admin",
};

const piiKeys = derivePiiKeys(TEST_PII_SECRET);
let t: TestApp;
const tokens = {} as Record<Signed, string>;

beforeAll(async () => {
  t = await buildTestApp();
  for (const who of Object.keys(ROLES) as Signed[]) {
    const user = await createUser(t.db, piiKeys);
    const role = ROLES[who];
    if (role) await t.db.insert(schema.userRoles).values({ userId: user.id, role });
    tokens[who] = await openSession(t, user.id);
  }
});
afterAll(async () => {
  await t?.close();
});

const EVERYONE = (status: number): Record<Identity, number> => ({
  visitor: status,
  member: status,
  moderator: status,
  editor: status,
  admin: status,
});
/** Editors and admins are answered `admitted`; the rest are refused. */
const EDITORS = (admitted: number): Record<Identity, number> => ({
  visitor: 401,
  member: 403,
  moderator: 403,
  editor: admitted,
  admin: admitted,
});

const NO_SUCH_GOODS = 999_999_999;
const GOODS = {
  title: "权限测试商品",
  images: ["/images/life-goods/home.svg"],
  price_fen: 100,
  // No brand has this id: the admitted are told so, and nothing is stored.
  brand_id: NO_SUCH_GOODS,
  category: "home",
  place_to_buy: { kind: "partner_link", url: "https://shop.partner.example/1" },
};

const ENDPOINTS: { route: string; url: string; body?: object; answers: Record<Identity, number> }[] = [
  { route: "POST /goods/goodsForHome", url: "/goods/goodsForHome", body: {}, answers: EVERYONE(200) },
  { route: "GET /goods/list", url: "/goods/list", answers: EVERYONE(200) },
  { route: "GET /goods/:id", url: `/goods/${NO_SUCH_GOODS}`, answers: EVERYONE(404) },
  {
    route: "GET /goods/getUnlimitedQRCodeForGoodsDetail",
    url: "/goods/getUnlimitedQRCodeForGoodsDetail?goods_id=1",
    answers: EVERYONE(200),
  },
  { route: "GET /admin/goods", url: "/admin/goods", answers: EDITORS(200) },
  { route: "POST /admin/goods", url: "/admin/goods", body: GOODS, answers: EDITORS(400) },
  { route: "PUT /admin/goods/:id", url: `/admin/goods/${NO_SUCH_GOODS}`, body: GOODS, answers: EDITORS(404) },
  {
    route: "POST /admin/goods/:id/withdraw",
    url: `/admin/goods/${NO_SUCH_GOODS}/withdraw`,
    answers: EDITORS(404),
  },
  {
    route: "POST /admin/goods/:id/relist",
    url: `/admin/goods/${NO_SUCH_GOODS}/relist`,
    answers: EDITORS(404),
  },
];

async function goodsCount() {
  const [row] = await t.db.select({ value: count() }).from(schema.lifeGoods);
  return row?.value ?? 0;
}

describe("who may call which life-goods endpoint", () => {
  it.each(ENDPOINTS)("$route", async (endpoint) => {
    const answered: Partial<Record<Identity, number>> = {};
    for (const who of IDENTITIES) {
      const before = await goodsCount();
      const response = await t.app.inject({
        method: endpoint.route.split(" ")[0] as "GET" | "POST" | "PUT",
        url: `/life${endpoint.url}`,
        headers: who === "visitor" ? {} : { authorization: `Bearer ${tokens[who as Signed]}` },
        ...(endpoint.body === undefined ? {} : { payload: endpoint.body }),
      });
      answered[who] = response.statusCode;
      if (response.statusCode === 403) expect(response.json().msg).toBe("需要平台审核权限");
      expect(await goodsCount()).toBe(before);
    }
    expect(answered).toEqual(endpoint.answers);
  });
});
