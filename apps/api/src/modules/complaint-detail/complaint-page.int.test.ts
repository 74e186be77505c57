import { COMPLAINT_PAGE_RELATED_COUNT } from "@tousu/contracts";
import { derivePiiKeys, schema } from "@tousu/db";
import { createComplaint, createUser, TEST_PII_SECRET, TEST_SEED_NOW } from "@tousu/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, loginBySms, type TestApp } from "../../testing/build-test-app";

// GET /v2/complaint/{id}/page: the complaint page's one read. Each part must be exactly what its own
// endpoint answers, so the page and the separate calls can never tell different stories.

const keys = derivePiiKeys(TEST_PII_SECRET);
const MINUTE = 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ SMS_CAPTCHA_AFTER_PER_IP: "1000", SMS_HOURLY_LIMIT_PER_IP: "1000" });
});
afterAll(() => t.close());

async function get(url: string, token?: string) {
  const response = await t.app.inject({
    url: `/api${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return response.json();
}

/** Each counted visit raises the figure, so parts are compared without it. */
function withoutViewCount<T extends { view_count: number }>(detail: T): Omit<T, "view_count"> {
  const { view_count: _, ...rest } = detail;
  return rest;
}

/** A public complaint in a collective, with progress, an audit entry, comments and related complaints. */
async function busyComplaint(commentCount: number) {
  const author = await createUser(t.db, keys);
  const reader = await createUser(t.db, keys, { nickname: "路过的读者" });
  const complaint = await createComplaint(t.db, keys, { userId: author.id });
  const [collective] = await t.db
    .insert(schema.collectiveComplaints)
    .values({ brandId: complaint.brandId as number, title: "会员费集体投诉", description: "多人被扣费" })
    .returning();
  await t.db
    .update(schema.complaints)
    .set({ collectiveId: collective?.id })
    .where(eq(schema.complaints.id, complaint.id));
  const sameBrand: number[] = [];
  for (let index = 0; index < 3; index++) {
    const other = await createComplaint(t.db, keys, {
      brandId: complaint.brandId,
      subtypeId: complaint.subtypeId,
    });
    sameBrand.push(other.id);
  }
  await t.db.insert(schema.complaintOperatorStream).values({
    complaintId: complaint.id,
    actorType: "user",
    actorId: author.id,
    action: "created",
    content: "提交投诉",
    createdAt: TEST_SEED_NOW,
  });
  await t.db.insert(schema.staffActions).values({
    staffId: (await createUser(t.db, keys)).id,
    action: "complaint.approve",
    targetType: "complaint",
    targetId: String(complaint.id),
    complaintId: complaint.id,
    isPublic: true,
    createdAt: TEST_SEED_NOW,
  });
  if (commentCount > 0) {
    await t.db.insert(schema.comments).values(
      Array.from({ length: commentCount }, (_, index) => ({
        complaintId: complaint.id,
        userId: reader.id,
        content: `第${index + 1}条评论`,
        createdAt: new Date(TEST_SEED_NOW.getTime() + index * MINUTE),
      })),
    );
    // As posting does: the complaint counts its published comments.
    await t.db.update(schema.complaints).set({ commentCount }).where(eq(schema.complaints.id, complaint.id));
  }
  return { author, complaint, collectiveId: collective?.id, sameBrand };
}

describe("GET /v2/complaint/:id/page", () => {
  it("answers each part exactly as its own endpoint does", async () => {
    const { complaint, collectiveId, sameBrand } = await busyComplaint(3);
    const id = complaint.id;

    const page = await get(`/v2/complaint/${id}/page`);

    expect(page.code).toBe(200);
    const [detail, timeline, auditLog, related, comments, collectiveInfo, mediation] = await Promise.all([
      get(`/v2/complaint/${id}`),
      get(`/v2/complaintOperatorStream/${id}`),
      get(`/v2/progressAuditLog/${id}`),
      get(`/recommend/complaint/${id}?page_size=${COMPLAINT_PAGE_RELATED_COUNT}`),
      get(`/v2/complaint/comment/${id}`),
      get(`/complaint/collectiveInfo/${id}`),
      get(`/v2/complaint/${id}/mediation`),
    ]);
    expect(withoutViewCount(page.data.complaint)).toEqual(withoutViewCount(detail.data));
    expect(page.data.timeline).toEqual(timeline.data);
    expect(page.data.timeline).toHaveLength(1);
    expect(page.data.audit_log).toEqual(auditLog.data);
    expect(page.data.audit_log).toHaveLength(1);
    expect(page.data.related).toEqual(related.data);
    expect(
      page.data.related
        .slice(0, 3)
        .map((item: { id: number }) => item.id)
        .sort(),
    ).toEqual([...sameBrand].sort());
    expect(page.data.comments).toEqual(comments.data);
    expect(page.data.comments).toMatchObject({ total: 3, page: 1 });
    expect(collectiveInfo.data.relation).toBe("member");
    expect(page.data.collective).toEqual(collectiveInfo.data.collective);
    expect(page.data.collective.id).toBe(collectiveId);
    expect(page.data.mediation).toEqual(mediation.data);
    expect(page.data.mediation).toMatchObject({ mediation: null, can_request: false });
  });

  it("counts the comments of a thread longer than its first page", async () => {
    const { complaint } = await busyComplaint(12);

    const { data } = await get(`/v2/complaint/${complaint.id}/page`);

    expect(data.comments.total).toBe(12);
    expect(data.comments.list).toHaveLength(10);
    expect(data.comments.list[0].content).toBe("第12条评论");
  });

  it("counts a visit like the detail does, but not the author's own", async () => {
    const { author, complaint } = await busyComplaint(0);
    const before = (await get(`/v2/complaint/${complaint.id}/page`)).data.complaint.view_count;

    const visitor = (await get(`/v2/complaint/${complaint.id}/page`)).data.complaint.view_count;
    const token = await loginBySms(t, author.phone);
    const own = (await get(`/v2/complaint/${complaint.id}/page`, token)).data.complaint.view_count;

    expect(visitor).toBe(before + 1);
    expect(own).toBe(visitor);
  });

  it("shows the author a complaint that is not public yet, without comments or collective", async () => {
    const author = await createUser(t.db, keys);
    const complaint = await createComplaint(t.db, keys, {
      userId: author.id,
      status: "pending_review",
      dispatchedAt: null,
    });
    const token = await loginBySms(t, author.phone);

    const own = await get(`/v2/complaint/${complaint.id}/page`, token);
    const stranger = await get(`/v2/complaint/${complaint.id}/page`);

    expect(own).toMatchObject({
      code: 200,
      data: { complaint: { id: complaint.id, viewer: { is_owner: true } }, comments: null, collective: null },
    });
    expect(stranger).toMatchObject({ code: 404, msg: "投诉不存在或已删除" });
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    expect(await get("/v2/complaint/2000000000/page")).toMatchObject({ code: 404 });
    expect(await get("/v2/complaint/abc/page")).toMatchObject({ code: 400 });
  });
});
