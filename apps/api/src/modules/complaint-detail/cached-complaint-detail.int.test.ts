import { derivePiiKeys, schema } from "@tousu/db";
import { createBrand, createComplaint, TEST_PII_SECRET, TEST_SEED_NOW } from "@tousu/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { call, castLifecycle, complaintRow, fileFor, type LifecycleCast } from "../../testing/lifecycle-cast";

let t: TestApp;
let cast: LifecycleCast;

beforeAll(async () => {
  t = await buildTestApp({
    CACHE_DRIVER: "memory",
    SMS_CAPTCHA_AFTER_PER_IP: "1000",
    SMS_HOURLY_LIMIT_PER_IP: "1000",
  });
  cast = await castLifecycle(t);
});
afterAll(() => t.close());

const dispatched = (enterpriseId: number) => ({
  status: "dispatched" as const,
  reviewedAt: new Date(),
  dispatchedAt: new Date(),
  enterpriseId,
});

// The detail and the whole-page read are cached apart; a lifecycle step must drop both.
interface CachedComplaint {
  status: string;
  title: string;
  view_count: number;
}

const reads = [
  {
    name: "GET /v2/complaint/:id",
    path: (id: number) => `/v2/complaint/${id}`,
    complaintOf: (data: CachedComplaint) => data,
  },
  {
    name: "GET /v2/complaint/:id/page",
    path: (id: number) => `/v2/complaint/${id}/page`,
    complaintOf: (data: { complaint: CachedComplaint }) => data.complaint,
  },
];

describe.each(reads)("the public complaint page behind the read cache: $name", ({ path, complaintOf }) => {
  const read = async (viewer: Parameters<typeof call>[1], id: number) =>
    complaintOf((await call(t, viewer, "GET", path(id))).body.data);

  it("serves visitors a shared copy, yet shows a lifecycle step at once", async () => {
    const complaint = await fileFor(t, cast, dispatched(cast.enterpriseId));
    expect((await read(null, complaint.id)).status).toBe("dispatched");

    // Written behind the API's back: a visitor keeps the cached copy…
    await t.db.execute(`update complaints set title = '改过的标题' where id = ${complaint.id}`);
    expect((await read(null, complaint.id)).title).not.toBe("改过的标题");
    // …while a logged-in reader always reads the database.
    expect((await read(cast.otherConsumer, complaint.id)).title).toBe("改过的标题");

    const accepted = await call(t, cast.operator, "POST", "/v2/complaint/operator/accept", {
      complaint_id: complaint.id,
    });
    expect(accepted.body.code).toBe(200);
    const afterStep = await read(null, complaint.id);
    expect(afterStep.status).toBe("processing");
    expect(afterStep.title).toBe("改过的标题");
  });

  it("counts every visit, cached or not, and writes the views in one batch", async () => {
    const complaint = await fileFor(t, cast, dispatched(cast.enterpriseId));
    const seen = [];
    for (let visit = 0; visit < 3; visit++) seen.push((await read(null, complaint.id)).view_count);
    expect(seen).toEqual([1, 2, 3]);
    expect((await complaintRow(t.db, complaint.id)).viewCount).toBe(0);

    await t.app.flushCounters();
    const [tally] = await t.db
      .select({ views: schema.complaintViewTallies.views })
      .from(schema.complaintViewTallies)
      .where(eq(schema.complaintViewTallies.complaintId, complaint.id));
    expect(tally?.views).toBe(3);
    expect((await read(cast.owner, complaint.id)).view_count).toBe(3);
  });

  it("never caches a complaint a visitor may not see", async () => {
    const complaint = await fileFor(t, cast);
    expect((await call(t, null, "GET", path(complaint.id))).body.code).toBe(404);
    expect((await call(t, cast.owner, "GET", path(complaint.id))).body.code).toBe(200);
    expect((await call(t, null, "GET", path(complaint.id))).body.code).toBe(404);
  });
});

describe("related complaints behind the read cache", () => {
  it("shares one read of the brand's newest complaints between its pages, each without itself", async () => {
    const keys = derivePiiKeys(TEST_PII_SECRET);
    const brand = await createBrand(t.db);
    const at = (minutesAgo: number) => new Date(TEST_SEED_NOW.getTime() - minutesAgo * 60_000);
    const [newest, middle, oldest] = await Promise.all(
      [1, 2, 3].map((minutesAgo) =>
        createComplaint(t.db, keys, { brandId: brand.id, createdAt: at(minutesAgo) }),
      ),
    );
    const relatedOf = async (id: number): Promise<number[]> =>
      (await call(t, null, "GET", `/v2/complaint/${id}/page`)).body.data.related.map(
        (item: { id: number }) => item.id,
      );

    expect((await relatedOf(newest!.id)).slice(0, 2)).toEqual([middle!.id, oldest!.id]);
    // A complaint of the brand filed now is not in the brand's cached list yet…
    await createComplaint(t.db, keys, { brandId: brand.id, createdAt: at(0) });
    // …which every page of the brand reads, leaving out the complaint it is beside.
    expect((await relatedOf(middle!.id)).slice(0, 2)).toEqual([newest!.id, oldest!.id]);
    expect((await relatedOf(oldest!.id)).slice(0, 2)).toEqual([newest!.id, middle!.id]);
  });
});
