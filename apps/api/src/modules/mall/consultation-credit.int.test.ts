import { derivePiiKeys, schema } from "@tousu/db";
import { createBrand, createComplaint, TEST_PII_SECRET, TEST_SEED_NOW } from "@tousu/db/testing";
import { MALL_CATALOGUE } from "@tousu/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { callService, signInNewLawyer, signInNewMember } from "../../testing/sign-in-member";

// A 律师咨询券 bought in the points mall is honoured by the entrustment flow (decision 111): a request
// uses it (once), its lawyer sees it on the case, and it goes back to the member when the lawyer
// declines.

const piiKeys = derivePiiKeys(TEST_PII_SECRET);
const creditPrice = MALL_CATALOGUE.find((benefit) => benefit.kind === "lawyer_consultation")!.pricePoints;
let t: TestApp;
let member: { id: number; token: string };
let lawyer: { id: number; token: string };
let brand: { id: number; enterpriseId: number };

beforeAll(async () => {
  t = await buildTestApp();
  const created = await createBrand(t.db, { industry: "金融借贷" });
  if (!created.enterpriseId) throw new Error("factory brands have enterprises");
  brand = { id: created.id, enterpriseId: created.enterpriseId };
  member = await signInNewMember(t);
  lawyer = await signInNewLawyer(t, { practiceAreas: ["finance", "consumer"] });
  await t.db.insert(schema.pointEntries).values({
    userId: member.id,
    points: creditPrice,
    reason: "complaint_published",
    sourceId: "credit-test",
    createdAt: TEST_SEED_NOW,
  });
});
afterAll(async () => {
  await t?.close();
});

async function entrust(redemptionNo: string) {
  const complaint = await createComplaint(t.db, piiKeys, {
    userId: member.id,
    brandId: brand.id,
    enterpriseId: brand.enterpriseId,
  });
  return callService(t, "/lawyer", member, "POST", `/entrust/${complaint.id}`, {
    lawyer_id: lawyer.id,
    consent: true,
    consultation_credit: redemptionNo,
  });
}

const creditStatus = async (redemptionNo: string) =>
  (
    await t.db
      .select({ status: schema.mallRedemptions.status, entrustmentId: schema.mallRedemptions.entrustmentId })
      .from(schema.mallRedemptions)
      .where(eq(schema.mallRedemptions.redemptionNo, redemptionNo))
  )[0];

describe("a consultation credit on an entrustment request", () => {
  it("is used once by a request, shown to its lawyer, and given back when the lawyer declines", async () => {
    const bought = await callService(t, "/mall", member, "POST", "/redemptions", {
      benefit_code: "lawyer_consultation",
      idempotency_key: "credit-test-0001",
    });
    const redemptionNo: string = bought.body.data.redemption.redemption_no;

    const first = await entrust(redemptionNo);
    expect(first.body).toMatchObject({ code: 200 });
    const entrustmentId: number = first.body.data.entrustment_id;
    expect(await creditStatus(redemptionNo)).toEqual({ status: "used", entrustmentId });

    const seen = await callService(t, "/lawyer", lawyer, "GET", `/entrustments/${entrustmentId}`);
    expect(seen.body.data).toMatchObject({ consultation_credit: redemptionNo });

    // Used already: another request naming it is refused, and nothing of that request is stored.
    const second = await entrust(redemptionNo);
    expect(second.body).toEqual({ code: 400, msg: "律师咨询券不存在或已使用", data: null });
    const requests = await t.db
      .select({ id: schema.entrustments.id })
      .from(schema.entrustments)
      .where(eq(schema.entrustments.consumerId, member.id));
    expect(requests).toHaveLength(1);

    await callService(t, "/lawyer", lawyer, "POST", `/entrustments/${entrustmentId}/decline`, {
      reason: "近期案件已满，无法承接",
    });
    expect(await creditStatus(redemptionNo)).toEqual({ status: "issued", entrustmentId: null });
    expect((await entrust(redemptionNo)).body).toMatchObject({ code: 200 });
  });

  it("refuses a number that is not a credit the member holds", async () => {
    const response = await entrust("M20261207000000000ABCDEFGHIJ");
    expect(response.body).toEqual({ code: 400, msg: "律师咨询券不存在或已使用", data: null });
    const malformed = await entrust("not-a-credit");
    expect(malformed.body).toEqual({ code: 400, msg: "律师咨询券不存在或已使用", data: null });
  });
});
