import { derivePiiKeys, schema } from "@tousu/db";
import { createBrand, createComplaint, TEST_PII_SECRET, TEST_SEED_NOW } from "@tousu/db/testing";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { queuedJobs } from "../../testing/queued-jobs";
import { addViewTallies, foldViewTallies, VIEW_FOLD_INTERVAL_MS, VIEW_FOLD_JOB } from "./view-tallies";

const keys = derivePiiKeys(TEST_PII_SECRET);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const detail = async (id: number) => (await t.app.inject({ url: `/api/v2/complaint/${id}` })).json().data;

async function stored(ids: number[]) {
  const rows = await t.db
    .select({ id: schema.complaints.id, viewCount: schema.complaints.viewCount })
    .from(schema.complaints)
    .where(inArray(schema.complaints.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, row.viewCount]));
}

async function tallies(ids: number[]) {
  const rows = await t.db
    .select()
    .from(schema.complaintViewTallies)
    .where(inArray(schema.complaintViewTallies.complaintId, ids));
  return Object.fromEntries(rows.map((row) => [row.complaintId, row.views]));
}

async function viewedList(brandId: number) {
  const response = await t.app.inject({ url: `/api/complaint/list?brand_id=${brandId}&sort=viewed` });
  return response.json().data.list as { id: number; view_count: number }[];
}

describe("complaint view tallies (docs/decisions/017)", () => {
  it("keeps written views beside the complaint until the fold, and every view shows the sum", async () => {
    const brand = await createBrand(t.db);
    const popular = await createComplaint(t.db, keys, { brandId: brand.id, viewCount: 10 });
    const quiet = await createComplaint(t.db, keys, { brandId: brand.id, viewCount: 12 });

    for (let visit = 0; visit < 5; visit++) await detail(popular.id);
    await t.app.flushCounters();

    // Written to the tally; the complaint's row is not touched.
    expect(await tallies([popular.id, quiet.id])).toEqual({ [popular.id]: 5 });
    expect(await stored([popular.id, quiet.id])).toEqual({ [popular.id]: 10, [quiet.id]: 12 });
    expect((await detail(popular.id)).view_count).toBe(16);
    // The list shows the sum, but orders by the folded count until the next fold.
    expect((await viewedList(brand.id)).map((item) => [item.id, item.view_count])).toEqual([
      [quiet.id, 12],
      [popular.id, 15],
    ]);

    await t.app.flushCounters();
    expect(await foldViewTallies(t.db)).toBeGreaterThanOrEqual(1);

    expect(await tallies([popular.id])).toEqual({});
    expect(await stored([popular.id])).toEqual({ [popular.id]: 16 });
    expect((await detail(popular.id)).view_count).toBe(17);
    expect((await viewedList(brand.id)).map((item) => item.id)).toEqual([popular.id, quiet.id]);
  });

  it("folds in batches until no tally is left, and adds to tallies already written", async () => {
    const complaints = await Promise.all(
      Array.from({ length: 5 }, (_, index) => createComplaint(t.db, keys, { viewCount: index })),
    );
    const ids = complaints.map((complaint) => complaint.id);
    await addViewTallies(t.db, new Map(ids.map((id) => [id, 2])));
    await addViewTallies(t.db, new Map([[ids[0] as number, 3]]));
    expect((await tallies(ids))[ids[0] as number]).toBe(5);

    expect(await foldViewTallies(t.db, 2)).toBe(5);

    expect(await tallies(ids)).toEqual({});
    expect(await stored(ids)).toEqual(
      Object.fromEntries(ids.map((id, index) => [id, index + (index ? 2 : 5)])),
    );
  });

  it("drops the views of a complaint deleted before they were written instead of failing the batch", async () => {
    const kept = await createComplaint(t.db, keys);
    const deleted = await createComplaint(t.db, keys);
    await t.db.delete(schema.complaints).where(eq(schema.complaints.id, deleted.id));

    await addViewTallies(
      t.db,
      new Map([
        [kept.id, 1],
        [deleted.id, 4],
      ]),
    );

    expect(await tallies([kept.id, deleted.id])).toEqual({ [kept.id]: 1 });
  });

  it("runs as a job every interval, booking the next one each time", async () => {
    const complaint = await createComplaint(t.db, keys, { viewCount: 0 });
    await addViewTallies(t.db, new Map([[complaint.id, 7]]));
    const nextSlot =
      (Math.floor(TEST_SEED_NOW.getTime() / VIEW_FOLD_INTERVAL_MS) + 1) * VIEW_FOLD_INTERVAL_MS;

    await t.app.runDueJobs();
    expect(await tallies([complaint.id])).toEqual({ [complaint.id]: 7 });

    t.setNow(new Date(nextSlot));
    try {
      await t.app.runDueJobs();
    } finally {
      t.setNow(TEST_SEED_NOW);
    }
    expect(await tallies([complaint.id])).toEqual({});
    expect(await stored([complaint.id])).toEqual({ [complaint.id]: 7 });
    const booked = (await queuedJobs(t.db, { name: VIEW_FOLD_JOB })).filter(
      (job) => job.runAt.getTime() === nextSlot + VIEW_FOLD_INTERVAL_MS,
    );
    expect(booked).toHaveLength(1);
  });
});
