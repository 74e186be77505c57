import { derivePiiKeys, schema } from "@tousu/db";
import {
  createBrand,
  createComplaint,
  createEnterprise,
  createUser,
  TEST_PII_SECRET,
  TEST_SEED_NOW,
} from "@tousu/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";

const piiKeys = derivePiiKeys(TEST_PII_SECRET);
const DAY = 86_400_000;
const day = (n: number) => new Date(TEST_SEED_NOW.getTime() + n * DAY);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("GET /enterprise/:id", () => {
  it("shows the company, its brands, its figures and its latest public complaints", async () => {
    const enterprise = await createEnterprise(t.db, { description: "一家做净化器的公司", isVerified: true });
    const bigBrand = await createBrand(t.db, { enterpriseId: enterprise.id, complaintCount: 7 });
    const smallBrand = await createBrand(t.db, { enterpriseId: enterprise.id, complaintCount: 2 });
    const otherBrand = await createBrand(t.db);
    const author = await createUser(t.db, piiKeys);
    const base = { userId: author.id, brandId: bigBrand.id, dispatchedAt: day(0) };

    // Replied on day 2 (timely), completed and rated 4.
    const rated = await createComplaint(t.db, piiKeys, {
      ...base,
      title: "已评价的投诉",
      status: "completed",
      repliedAt: day(2),
      firstResponseAt: day(2),
    });
    await t.db.insert(schema.complaintRatings).values({
      complaintId: rated.id,
      userId: author.id,
      attitudeScore: 5,
      speedScore: 4,
      satisfactionScore: 4,
    });
    // Replied late (first response on day 9, flagged 超时): counted as replied, not timely; auto-completed, so it is
    // not a completion and its rating (there should be none, but if there were) stays out of satisfaction.
    const late = await createComplaint(t.db, piiKeys, {
      ...base,
      brandId: smallBrand.id,
      title: "超时回复的投诉",
      status: "completed",
      repliedAt: day(9),
      firstResponseAt: day(9),
      isOverdue: true,
      isAutoCompleted: true,
    });
    await t.db.insert(schema.complaintRatings).values({
      complaintId: late.id,
      userId: author.id,
      attitudeScore: 1,
      speedScore: 1,
      satisfactionScore: 1,
    });
    await createComplaint(t.db, piiKeys, {
      ...base,
      title: "等待商家处理的投诉",
      status: "dispatched",
      dispatchedAt: day(3),
    });
    // Not public: hidden by a moderator, still in review, rejected, or someone else's.
    await createComplaint(t.db, piiKeys, { ...base, title: "被隐藏的投诉", isHidden: true });
    await createComplaint(t.db, piiKeys, {
      ...base,
      title: "审核中的投诉",
      status: "pending_review",
      dispatchedAt: null,
    });
    await createComplaint(t.db, piiKeys, {
      ...base,
      title: "被驳回的投诉",
      status: "rejected",
      dispatchedAt: null,
    });
    await createComplaint(t.db, piiKeys, { userId: author.id, brandId: otherBrand.id, title: "别家的投诉" });

    const response = await t.app.inject({ url: `/api/enterprise/${enterprise.id}` });
    expect(response.statusCode).toBe(200);
    const page = response.json().data;
    expect(page).toMatchObject({
      id: enterprise.id,
      name: enterprise.name,
      description: "一家做净化器的公司",
      is_verified: true,
      logo: expect.any(String),
      brands: [
        { id: bigBrand.id, name: bigBrand.name, complaint_count: 7 },
        { id: smallBrand.id, name: smallBrand.name, complaint_count: 2 },
      ],
      figures: {
        complaint_count: 3,
        replied_count: 2,
        completed_count: 1,
        rating_count: 1,
        reply_rate: 0.667,
        timely_reply_rate: 0.333,
        completion_rate: 0.333,
        satisfaction: 4,
      },
    });
    expect(page.latest_complaints.map((complaint: { title: string }) => complaint.title)).toEqual([
      "等待商家处理的投诉",
      "超时回复的投诉",
      "已评价的投诉",
    ]);
    expect(JSON.stringify(page)).not.toMatch(/1[3-9]\d{9}/);
  });

  it("shows 暂无-ready figures for a company without complaints, and 404 for an unknown one", async () => {
    const quiet = await createEnterprise(t.db);
    const page = (await t.app.inject({ url: `/api/enterprise/${quiet.id}` })).json().data;
    expect(page).toMatchObject({
      brands: [],
      latest_complaints: [],
      figures: { complaint_count: 0, reply_rate: 0, satisfaction: null },
    });
    const missing = await t.app.inject({ url: "/api/enterprise/99999999" });
    expect(missing.statusCode).toBe(404);
    expect((await t.app.inject({ url: "/api/enterprise/abc" })).json()).toMatchObject({ code: 400 });
  });
});
