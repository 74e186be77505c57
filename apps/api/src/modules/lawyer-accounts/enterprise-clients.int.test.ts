import { LAWYER_CLIENTS_MAX, LAWYER_CLIENTS_MAX_MESSAGE } from "@tousu/contracts";
import { derivePiiKeys, schema } from "@tousu/db";
import { createBrand, createComplaint, TEST_PII_SECRET } from "@tousu/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { callService, signInNewLawyer, signInNewMember } from "../../testing/sign-in-member";

const piiKeys = derivePiiKeys(TEST_PII_SECRET);
const { lawyerEnterpriseClients } = schema;

interface Person {
  id: number;
  token: string;
}
type Identity = "visitor" | "lawyer" | "otherLawyer" | "consumer" | "operator" | "moderator";
const IDENTITIES: Identity[] = ["visitor", "lawyer", "otherLawyer", "consumer", "operator", "moderator"];

let t: TestApp;
let cast: Record<Exclude<Identity, "visitor">, Person>;
let brand: { id: number; enterpriseId: number; name: string };

const lawyer = (overrides: Parameters<typeof signInNewLawyer>[1] = {}) => signInNewLawyer(t, overrides);
const consumer = () => signInNewMember(t);
const call = (who: Person | null, method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
  callService(t, "/lawyer", who, method, url, payload);

function as(identity: Identity): Person | null {
  return identity === "visitor" ? null : cast[identity];
}

async function declaredBy(lawyerId: number): Promise<number[]> {
  const rows = await t.db
    .select({ enterpriseId: lawyerEnterpriseClients.enterpriseId })
    .from(lawyerEnterpriseClients)
    .where(eq(lawyerEnterpriseClients.lawyerId, lawyerId));
  return rows.map((row) => row.enterpriseId).sort((a, b) => a - b);
}

async function newBrand() {
  const created = await createBrand(t.db);
  if (!created.enterpriseId) throw new Error("factory brands have enterprises");
  return { id: created.id, enterpriseId: created.enterpriseId, name: created.name };
}

beforeAll(async () => {
  t = await buildTestApp();
  brand = await newBrand();
  const operator = await consumer();
  await t.db
    .insert(schema.enterpriseMembers)
    .values({ enterpriseId: brand.enterpriseId, userId: operator.id, role: "agent" });
  const moderator = await consumer();
  await t.db.insert(schema.userRoles).values({ userId: moderator.id, role: "moderator" });
  cast = {
    lawyer: await lawyer(),
    otherLawyer: await lawyer(),
    consumer: await consumer(),
    operator,
    moderator,
  };
});

afterAll(async () => {
  await t.close();
});

describe("a lawyer's declared enterprise clients", () => {
  it("lets the lawyer declare an enterprise by its brand, list it and remove it", async () => {
    const added = await call(cast.lawyer, "POST", "/account/clients", { brand_id: brand.id });
    expect(added.body).toMatchObject({
      code: 200,
      data: { list: [{ enterprise_id: brand.enterpriseId, brands: [brand.name] }] },
    });
    const listed = await call(cast.lawyer, "GET", "/account/clients");
    expect(listed.body.data).toEqual(added.body.data);
    const staffView = await call(cast.moderator, "GET", `/admin/lawyers/${cast.lawyer.id}`);
    expect(staffView.body.data.enterprise_clients).toEqual(added.body.data.list);

    const removed = await call(cast.lawyer, "DELETE", `/account/clients/${brand.enterpriseId}`);
    expect(removed.body).toMatchObject({ code: 200, data: { list: [] } });
    expect(await declaredBy(cast.lawyer.id)).toEqual([]);
  });

  it("answers each caller only about their own declarations", async () => {
    await t.db
      .insert(lawyerEnterpriseClients)
      .values({ lawyerId: cast.otherLawyer.id, enterpriseId: brand.enterpriseId });
    const expected: Record<Identity, number> = {
      visitor: 401,
      lawyer: 200,
      otherLawyer: 200,
      consumer: 403,
      operator: 403,
      moderator: 403,
    };
    for (const identity of IDENTITIES) {
      const listed = await call(as(identity), "GET", "/account/clients");
      expect({ identity, code: listed.body.code }).toEqual({ identity, code: expected[identity] });
      if (identity === "lawyer") expect(listed.body.data.list).toEqual([]);

      const other = await newBrand();
      const added = await call(as(identity), "POST", "/account/clients", { brand_id: other.id });
      expect({ identity, code: added.body.code }).toEqual({ identity, code: expected[identity] });

      // Removing names one's own declaration: nobody takes away the other lawyer's.
      if (identity !== "otherLawyer") {
        await call(as(identity), "DELETE", `/account/clients/${brand.enterpriseId}`);
      }
    }
    expect(await declaredBy(cast.otherLawyer.id)).toContain(brand.enterpriseId);
    const staffView = await call(cast.moderator, "GET", `/admin/lawyers/${cast.otherLawyer.id}`);
    expect(
      staffView.body.data.enterprise_clients.map((c: { enterprise_id: number }) => c.enterprise_id),
    ).toContain(brand.enterpriseId);
    expect((await call(cast.lawyer, "GET", `/admin/lawyers/${cast.otherLawyer.id}`)).status).toBe(403);
    for (const identity of ["consumer", "operator", "moderator"] as const) {
      expect(await declaredBy(cast[identity].id)).toEqual([]);
    }
  });

  it("refuses an unknown brand, a brand without an enterprise, a duplicate and one too many", async () => {
    const counsel = await lawyer();
    const orphan = await createBrand(t.db, { enterpriseId: null });
    await call(counsel, "POST", "/account/clients", { brand_id: brand.id });
    const before = await declaredBy(counsel.id);
    for (const [payload, msg] of [
      [{ brand_id: 2_000_000_000 }, "未找到该企业，请从搜索结果中选择"],
      [{ brand_id: "abc" }, "请选择企业的品牌"],
      [{}, "请选择企业的品牌"],
      [{ brand_id: orphan.id }, "该品牌尚未关联企业，暂不能登记"],
      [{ brand_id: brand.id }, "您已登记过该企业"],
    ] as const) {
      const response = await call(counsel, "POST", "/account/clients", payload);
      expect(response.body).toMatchObject({ code: 400, msg });
    }
    expect(await declaredBy(counsel.id)).toEqual(before);

    const others = await Promise.all(Array.from({ length: LAWYER_CLIENTS_MAX }, () => newBrand()));
    await t.db
      .insert(lawyerEnterpriseClients)
      .values(others.slice(1).map((other) => ({ lawyerId: counsel.id, enterpriseId: other.enterpriseId })));
    const full = await declaredBy(counsel.id);
    expect(full).toHaveLength(LAWYER_CLIENTS_MAX);
    const tooMany = await call(counsel, "POST", "/account/clients", { brand_id: others[0]?.id });
    expect(tooMany.body).toMatchObject({ code: 400, msg: LAWYER_CLIENTS_MAX_MESSAGE });
    expect(await declaredBy(counsel.id)).toEqual(full);
  });

  it("refuses a refused or suspended applicant's changes", async () => {
    const suspended = await lawyer({ status: "suspended" });
    const response = await call(suspended, "POST", "/account/clients", { brand_id: brand.id });
    expect(response.body).toMatchObject({ code: 400 });
    expect(await declaredBy(suspended.id)).toEqual([]);
  });
});

describe("the conflict check reads the declarations", () => {
  it("keeps a consumer from entrusting the declared enterprise's complaint to that lawyer", async () => {
    const counsel = await lawyer();
    await call(counsel, "POST", "/account/clients", { brand_id: brand.id });
    const author = await consumer();
    const complaint = await createComplaint(t.db, piiKeys, {
      userId: author.id,
      brandId: brand.id,
      enterpriseId: brand.enterpriseId,
    });
    const page = await call(author, "GET", `/entrust/${complaint.id}`);
    expect(page.body.data.recommended.map((card: { id: number }) => card.id)).not.toContain(counsel.id);
    const refused = await call(author, "POST", `/entrust/${complaint.id}`, {
      lawyer_id: counsel.id,
      consent: true,
    });
    expect(refused.body).toMatchObject({ code: 400, msg: expect.stringContaining("利益冲突") });
    expect((await call(author, "GET", `/entrust/${complaint.id}`)).body.data.current).toBeNull();
  });

  it("blocks the acceptance of a request when the lawyer declares the enterprise after it", async () => {
    const counsel = await lawyer();
    const author = await consumer();
    const complaint = await createComplaint(t.db, piiKeys, {
      userId: author.id,
      brandId: brand.id,
      enterpriseId: brand.enterpriseId,
    });
    const requested = await call(author, "POST", `/entrust/${complaint.id}`, {
      lawyer_id: counsel.id,
      consent: true,
    });
    expect(requested.body.code).toBe(200);
    await call(counsel, "POST", "/account/clients", { brand_id: brand.id });
    const entrustmentId = requested.body.data.entrustment_id;
    const accepted = await call(counsel, "POST", `/entrustments/${entrustmentId}/accept`, {
      quote_yuan: 800,
      plan: "代为与商家协商并发送律师函。",
    });
    expect(accepted.body).toMatchObject({ code: 400, msg: "您与被投诉企业存在利益冲突，不能接受该委托" });
    expect((await call(author, "GET", `/entrust/${complaint.id}`)).body.data.current).toMatchObject({
      status: "requested",
    });
  });
});
