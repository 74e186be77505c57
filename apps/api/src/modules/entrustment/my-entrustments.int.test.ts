import { derivePiiKeys } from "@tousu/db";
import { createBrand, createComplaint, TEST_PII_SECRET } from "@tousu/db/testing";
import { ENTRUSTMENT_STATUS_LABELS } from "@tousu/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { callService, signInNewLawyer, signInNewMember } from "../../testing/sign-in-member";

// GET /lawyer/user/entrustments: a consumer's own entrustments across their complaints.
const piiKeys = derivePiiKeys(TEST_PII_SECRET);

interface Person {
  id: number;
  token: string;
}

let t: TestApp;
let author: Person;
let otherConsumer: Person;
let lawyer: Person;
let brandId: number;
let enterpriseId: number;

const call = (who: Person | null, method: "GET" | "POST", url: string, payload?: Record<string, unknown>) =>
  callService(t, "/lawyer", who, method, url, payload);

/** A complaint of `consumer` entrusted to the lawyer through the API. */
async function entrust(consumer: Person, title: string) {
  const complaint = await createComplaint(t.db, piiKeys, {
    userId: consumer.id,
    brandId,
    enterpriseId,
    title,
  });
  const created = await call(consumer, "POST", `/entrust/${complaint.id}`, {
    lawyer_id: lawyer.id,
    consent: true,
  });
  expect(created.body).toMatchObject({ code: 200 });
  return { complaintId: complaint.id, entrustmentId: created.body.data.entrustment_id as number };
}

beforeAll(async () => {
  t = await buildTestApp();
  const brand = await createBrand(t.db, { industry: "金融借贷" });
  if (!brand.enterpriseId) throw new Error("factory brands have enterprises");
  brandId = brand.id;
  enterpriseId = brand.enterpriseId;
  author = await signInNewMember(t);
  otherConsumer = await signInNewMember(t);
  lawyer = await signInNewLawyer(t, { practiceAreas: ["finance", "consumer"] });
});

afterAll(async () => {
  await t.close();
});

describe("GET /lawyer/user/entrustments", () => {
  it("asks a visitor to log in", async () => {
    expect((await call(null, "GET", "/user/entrustments")).body.code).toBe(401);
  });

  it("lists only the caller's own, newest first, paged, with the lawyer, complaint, state and last message", async () => {
    const first = await entrust(author, "网贷平台重复扣款未退还");
    const second = await entrust(author, "分期手续费与合同约定不符");
    const third = await entrust(author, "提前还款被收取违约金");
    const others = await entrust(otherConsumer, "另一位消费者的委托");

    // The lawyer takes the first; a message in that conversation stamps its item.
    await call(lawyer, "POST", `/entrustments/${first.entrustmentId}/accept`, {
      quote_yuan: 1500,
      plan: "先与平台协商退款，协商不成再向金融监管部门投诉。",
    });
    const sent = await call(author, "POST", `/entrustments/${first.entrustmentId}/messages`, {
      content: "律师您好，扣款记录已上传。",
    });
    expect(sent.body).toMatchObject({ code: 200 });

    const pageOne = await call(author, "GET", "/user/entrustments?page=1&page_size=2");
    expect(pageOne.body).toMatchObject({ code: 200, data: { total: 3, page: 1, page_size: 2 } });
    expect(pageOne.body.data.list.map((item: { id: number }) => item.id)).toEqual([
      third.entrustmentId,
      second.entrustmentId,
    ]);
    expect(pageOne.body.data.list[0]).toMatchObject({
      status: "requested",
      status_label: ENTRUSTMENT_STATUS_LABELS.requested,
      lawyer: { id: lawyer.id, display_name: expect.stringMatching(/律师$/) },
      complaint: { id: third.complaintId, title: "提前还款被收取违约金" },
      last_message_at: null,
    });

    const pageTwo = await call(author, "GET", "/user/entrustments?page=2&page_size=2");
    expect(pageTwo.body.data).toMatchObject({ total: 3, page: 2 });
    expect(pageTwo.body.data.list).toEqual([
      expect.objectContaining({
        id: first.entrustmentId,
        status: "accepted",
        status_label: ENTRUSTMENT_STATUS_LABELS.accepted,
        complaint: expect.objectContaining({ id: first.complaintId }),
        last_message_at: sent.body.data.created_at,
      }),
    ]);

    const theirs = await call(otherConsumer, "GET", "/user/entrustments");
    expect(theirs.body.data.total).toBe(1);
    expect(theirs.body.data.list.map((item: { id: number }) => item.id)).toEqual([others.entrustmentId]);
    // The lawyer's own consumer list holds nothing: what they received is their inbox.
    expect((await call(lawyer, "GET", "/user/entrustments")).body.data).toMatchObject({ total: 0, list: [] });
  });

  it("refuses a page size past the limit with the catalogue's message", async () => {
    const refused = await call(author, "GET", "/user/entrustments?page_size=1000");
    expect(refused.body).toMatchObject({ code: 400, msg: expect.stringContaining("每页数量不能超过") });
  });
});
