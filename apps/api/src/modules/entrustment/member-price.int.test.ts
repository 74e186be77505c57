import { derivePiiKeys, schema } from "@tousu/db";
import {
  createBrand,
  createComplaint,
  createLawyer,
  createMembership,
  TEST_PII_SECRET,
  TEST_SEED_NOW,
} from "@tousu/db/testing";
import { MEMBER_DISCOUNT_PERCENT_MESSAGE } from "@tousu/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { callService, openSession, signInNewLawyer, signInNewMember } from "../../testing/sign-in-member";

// The lawyers' member price (decision 098): a verified lawyer's offer, copied onto a member's request,
// priced with the quote, read by that entrustment's consumer and lawyer only.

const piiKeys = derivePiiKeys(TEST_PII_SECRET);
const HOUR = 3_600_000;

type Person = { id: number; token: string };

let t: TestApp;
let enterpriseId: number;
let brandId: number;
let operator: Person;
let moderator: Person;

const lawyerCall = (who: Person | null, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  callService(t, "/lawyer", who, method, url, payload);
const apiCall = (who: Person | null, method: "GET" | "POST", url: string) =>
  callService(t, "/api", who, method, url);
const offer = (who: Person | null, percent: unknown) =>
  lawyerCall(who, "PUT", "/account/member-discount", { percent });

async function member(): Promise<Person> {
  const person = await signInNewMember(t);
  await createMembership(t.db, person.id, new Date(TEST_SEED_NOW.getTime() + 30 * 24 * HOUR));
  return person;
}

async function lawyerOffering(percent: number | null): Promise<Person> {
  const lawyer = await signInNewLawyer(t, { practiceAreas: ["consumer"] });
  if (percent !== null) expect((await offer(lawyer, percent)).body.code).toBe(200);
  return lawyer;
}

async function entrust(consumer: Person, lawyer: Person) {
  const complaint = await createComplaint(t.db, piiKeys, { userId: consumer.id, brandId, enterpriseId });
  const created = await lawyerCall(consumer, "POST", `/entrust/${complaint.id}`, {
    lawyer_id: lawyer.id,
    consent: true,
  });
  expect(created.body).toMatchObject({ code: 200 });
  return { complaintId: complaint.id, entrustmentId: created.body.data.entrustment_id as number };
}

async function stored(entrustmentId: number) {
  const [row] = await t.db
    .select({
      quoteFen: schema.entrustments.quoteFen,
      memberDiscountPercent: schema.entrustments.memberDiscountPercent,
      memberPriceFen: schema.entrustments.memberPriceFen,
    })
    .from(schema.entrustments)
    .where(eq(schema.entrustments.id, entrustmentId));
  return row;
}

const consumerView = async (consumer: Person, complaintId: number) =>
  (await lawyerCall(consumer, "GET", `/entrust/${complaintId}`)).body.data.current;

const accept = (lawyer: Person, entrustmentId: number, quoteYuan: number) =>
  lawyerCall(lawyer, "POST", `/entrustments/${entrustmentId}/accept`, {
    quote_yuan: quoteYuan,
    plan: "先向商家发送律师函，十五日内无回复则代为起诉。",
  });

beforeAll(async () => {
  t = await buildTestApp();
  const brand = await createBrand(t.db, { industry: "电商平台" });
  if (!brand.enterpriseId) throw new Error("factory brands have enterprises");
  enterpriseId = brand.enterpriseId;
  brandId = brand.id;
  operator = await signInNewMember(t);
  await t.db.insert(schema.enterpriseMembers).values({ enterpriseId, userId: operator.id, role: "agent" });
  moderator = await signInNewMember(t);
  await t.db.insert(schema.userRoles).values({ userId: moderator.id, role: "moderator" });
});

afterAll(async () => {
  await t.close();
});

describe("a lawyer's member discount", () => {
  it("is offered, changed and withdrawn by the lawyer, and shown on their public card while offered", async () => {
    const lawyer = await lawyerOffering(null);
    const card = async () =>
      (await lawyerCall(null, "GET", `/lawyers/${lawyer.id}`)).body.data.member_discount_percent;
    expect(await card()).toBeNull();

    const offered = await offer(lawyer, 15);
    expect(offered.body.data.member_discount).toEqual({ percent: 15, since: TEST_SEED_NOW.toISOString() });
    expect(await card()).toBe(15);
    const listed = await lawyerCall(null, "GET", "/lawyers?page_size=100");
    expect(listed.body.data.list).toContainEqual(
      expect.objectContaining({ id: lawyer.id, member_discount_percent: 15 }),
    );

    const later = new Date(TEST_SEED_NOW.getTime() + HOUR);
    t.setNow(later);
    try {
      // The offer already in force, sent again, keeps its time.
      expect((await offer(lawyer, 15)).body.data.member_discount.since).toBe(TEST_SEED_NOW.toISOString());
      expect((await offer(lawyer, 20)).body.data.member_discount).toEqual({
        percent: 20,
        since: later.toISOString(),
      });
      expect(await card()).toBe(20);
      expect((await offer(lawyer, null)).body.data.member_discount).toBeNull();
      expect(await card()).toBeNull();
      const own = await lawyerCall(lawyer, "GET", "/account/application");
      expect(own.body.data.application.member_discount).toBeNull();
    } finally {
      t.setNow(TEST_SEED_NOW);
    }
  });

  it("refuses a percentage outside the allowed range and stores nothing", async () => {
    const lawyer = await lawyerOffering(10);
    for (const percent of [4, 51, 12.5, "20", undefined]) {
      const refused = await offer(lawyer, percent);
      expect([percent, refused.status, refused.body.msg]).toEqual([
        percent,
        400,
        MEMBER_DISCOUNT_PERCENT_MESSAGE,
      ]);
    }
    expect((await lawyerCall(null, "GET", `/lawyers/${lawyer.id}`)).body.data.member_discount_percent).toBe(
      10,
    );
  });

  it("is set only by a verified lawyer on their own profile: who is answered what", async () => {
    const consumer = await signInNewMember(t);
    const pending = await createLawyer(t.db, piiKeys, { status: "pending" });
    const pendingSession = { id: pending.user.id, token: await openSession(t, pending.user.id) };
    const lawyer = await lawyerOffering(null);
    const answers = {
      visitor: (await offer(null, 10)).status,
      consumer: (await offer(consumer, 10)).status,
      operator: (await offer(operator, 10)).status,
      moderator: (await offer(moderator, 10)).status,
      pending: (await offer(pendingSession, 10)).status,
      lawyer: (await offer(lawyer, 10)).status,
    };
    expect(answers).toEqual({
      visitor: 401,
      consumer: 403,
      operator: 403,
      moderator: 403,
      pending: 400,
      lawyer: 200,
    });
    const [pendingProfile] = await t.db
      .select({ percent: schema.lawyerProfiles.memberDiscountPercent })
      .from(schema.lawyerProfiles)
      .where(eq(schema.lawyerProfiles.userId, pending.user.id));
    expect(pendingProfile?.percent).toBeNull();
  });
});

describe("a member's entrustment", () => {
  it("keeps the offer in force at a member's request, and prices the quote with it in fen", async () => {
    const lawyer = await lawyerOffering(15);
    const consumer = await member();
    const { complaintId, entrustmentId } = await entrust(consumer, lawyer);
    expect(await stored(entrustmentId)).toEqual({
      quoteFen: null,
      memberDiscountPercent: 15,
      memberPriceFen: null,
    });
    expect((await consumerView(consumer, complaintId)).member_price).toEqual({
      discount_percent: 15,
      price_fen: null,
    });
    const inbox = await lawyerCall(lawyer, "GET", "/inbox");
    expect(inbox.body.data.list).toContainEqual(
      expect.objectContaining({ id: entrustmentId, member_discount_percent: 15 }),
    );

    expect((await accept(lawyer, entrustmentId, 3000.5)).body.data).toEqual({ status: "accepted" });
    // 300,050 fen less 15% is 255,042.5: rounded down, in the member's favour.
    expect(await stored(entrustmentId)).toEqual({
      quoteFen: 300_050,
      memberDiscountPercent: 15,
      memberPriceFen: 255_042,
    });
    const seen = await consumerView(consumer, complaintId);
    expect([seen.quote_fen, seen.member_price]).toEqual([
      300_050,
      { discount_percent: 15, price_fen: 255_042 },
    ]);
    const lawyerSees = await lawyerCall(lawyer, "GET", `/entrustments/${entrustmentId}`);
    expect(lawyerSees.body.data).toMatchObject({
      quote_fen: 300_050,
      member_price: { discount_percent: 15, price_fen: 255_042 },
    });
  });

  it("gives no member price to a consumer who is not a member, however the lawyer offers", async () => {
    const lawyer = await lawyerOffering(20);
    const consumer = await signInNewMember(t);
    const expired = await signInNewMember(t);
    await createMembership(t.db, expired.id, new Date(TEST_SEED_NOW.getTime() - HOUR));
    for (const who of [consumer, expired]) {
      const { complaintId, entrustmentId } = await entrust(who, lawyer);
      await accept(lawyer, entrustmentId, 1000);
      expect(await stored(entrustmentId)).toEqual({
        quoteFen: 100_000,
        memberDiscountPercent: null,
        memberPriceFen: null,
      });
      expect((await consumerView(who, complaintId)).member_price).toBeNull();
    }
  });

  it("gives none when the lawyer offers none to a member", async () => {
    const lawyer = await lawyerOffering(null);
    const { entrustmentId } = await entrust(await member(), lawyer);
    await accept(lawyer, entrustmentId, 800);
    expect(await stored(entrustmentId)).toEqual({
      quoteFen: 80_000,
      memberDiscountPercent: null,
      memberPriceFen: null,
    });
  });

  it("keeps the offer of the request when the lawyer changes or withdraws it afterwards", async () => {
    const lawyer = await lawyerOffering(10);
    const consumer = await member();
    const first = await entrust(consumer, lawyer);
    await offer(lawyer, 30);
    const second = await entrust(consumer, lawyer);
    await offer(lawyer, null);
    const third = await entrust(consumer, lawyer);
    for (const request of [first, second, third]) await accept(lawyer, request.entrustmentId, 2000);
    expect(await stored(first.entrustmentId)).toMatchObject({
      memberDiscountPercent: 10,
      memberPriceFen: 180_000,
    });
    expect(await stored(second.entrustmentId)).toMatchObject({
      memberDiscountPercent: 30,
      memberPriceFen: 140_000,
    });
    expect(await stored(third.entrustmentId)).toMatchObject({
      memberDiscountPercent: null,
      memberPriceFen: null,
    });
  });

  it("keeps the member price when the membership ends after the request", async () => {
    const lawyer = await lawyerOffering(25);
    const consumer = await member();
    const { complaintId, entrustmentId } = await entrust(consumer, lawyer);
    await createMembership(t.db, consumer.id, new Date(TEST_SEED_NOW.getTime() - HOUR));
    await accept(lawyer, entrustmentId, 1234.56);
    expect(await stored(entrustmentId)).toEqual({
      quoteFen: 123_456,
      memberDiscountPercent: 25,
      memberPriceFen: 92_592,
    });
    expect((await consumerView(consumer, complaintId)).member_price).toEqual({
      discount_percent: 25,
      price_fen: 92_592,
    });
  });

  it("is read by its consumer and its lawyer only; the company's and the public's reads carry none of it", async () => {
    const lawyer = await lawyerOffering(15);
    const consumer = await member();
    const { complaintId, entrustmentId } = await entrust(consumer, lawyer);
    await accept(lawyer, entrustmentId, 500);
    const otherLawyer = await lawyerOffering(null);
    const otherConsumer = await signInNewMember(t);
    const lawyerAsConsumer = { id: lawyer.id, token: await openSession(t, lawyer.id) };
    const statuses = async (url: string) => ({
      visitor: (await lawyerCall(null, "GET", url)).status,
      otherConsumer: (await lawyerCall(otherConsumer, "GET", url)).status,
      otherLawyer: (await lawyerCall(otherLawyer, "GET", url)).status,
      operator: (await lawyerCall(operator, "GET", url)).status,
      moderator: (await lawyerCall(moderator, "GET", url)).status,
    });
    // The consumer's page of the complaint's entrustments, and the lawyer's case.
    expect(await statuses(`/entrust/${complaintId}`)).toEqual({
      visitor: 401,
      otherConsumer: 403,
      otherLawyer: 403,
      operator: 403,
      moderator: 403,
    });
    expect(await statuses(`/entrustments/${entrustmentId}`)).toEqual({
      visitor: 401,
      otherConsumer: 403,
      otherLawyer: 403,
      operator: 403,
      moderator: 403,
    });
    expect((await lawyerCall(lawyerAsConsumer, "GET", `/entrustments/${entrustmentId}`)).status).toBe(403);

    const portal = await apiCall(operator, "GET", `/company/complaints/${complaintId}`);
    const publicPage = await apiCall(null, "GET", `/v2/complaint/${complaintId}/page`);
    expect([portal.body.code, publicPage.body.code]).toEqual([200, 200]);
    for (const read of [portal.body, publicPage.body]) {
      const text = JSON.stringify(read);
      expect(text).not.toMatch(/member_price|member_discount|42500/);
    }
  });
});
