import { TEST_SEED_NOW } from "@tousu/db/testing";
import PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing/build-test-app";
import { queuedJobs } from "../testing/queued-jobs";
import {
  JOB_SCHEMA,
  type JobDefinition,
  jobExecutor,
  QUEUE_OPTIONS,
  runDueJobs,
  scheduleJob,
} from "./job-queue";

const JOB = "test.job";
const minutes = (n: number) => new Date(TEST_SEED_NOW.getTime() + n * 60_000);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  const boss = new PgBoss({ db: jobExecutor(t.db), schema: JOB_SCHEMA });
  await boss.createQueue(JOB, { name: JOB, ...QUEUE_OPTIONS });
});
afterAll(() => t.close());

function recording(fail = false): JobDefinition & { seen: unknown[] } {
  const seen: unknown[] = [];
  return {
    name: JOB,
    seen,
    handle: async (payload) => {
      seen.push(payload.n);
      if (fail) throw new Error("the handler failed");
    },
  };
}

describe("scheduling", () => {
  it("adds a job only when the transaction that schedules it commits", async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await scheduleJob(tx, { name: JOB, payload: { n: 1 }, runAt: minutes(1), dedupeKey: "rolled-back" });
        throw new Error("the step failed");
      }),
    ).rejects.toThrow("the step failed");
    await t.db.transaction((tx) =>
      scheduleJob(tx, { name: JOB, payload: { n: 2 }, runAt: minutes(1), dedupeKey: "committed" }),
    );
    expect((await queuedJobs(t.db, { name: JOB })).map((job) => job.key)).toEqual(["committed"]);
  });

  it("keeps one waiting job per key", async () => {
    const job = { name: JOB, payload: { n: 3 }, runAt: minutes(2), dedupeKey: "twice" };
    await scheduleJob(t.db, job);
    await scheduleJob(t.db, { ...job, runAt: minutes(3) });
    expect(await queuedJobs(t.db, { key: "twice" })).toMatchObject([{ runAt: minutes(2), doneAt: null }]);
  });
});

describe("runDueJobs", () => {
  it("runs what is due by the app's clock, whatever the database's clock says", async () => {
    const job = recording();
    await runDueJobs(t.db, [job], { now: TEST_SEED_NOW });
    expect(job.seen).toEqual([]);
    expect(await runDueJobs(t.db, [job], { now: minutes(2) })).toEqual({ done: 2, failed: 0 });
    expect(job.seen).toEqual([2, 3]);
    expect((await queuedJobs(t.db, { key: "twice" }))[0]?.doneAt).not.toBeNull();
    await runDueJobs(t.db, [job], { now: minutes(60) });
    expect(job.seen).toEqual([2, 3]);
  });

  it("retries a failed job after a back-off counted from the app's clock, then keeps it as failed", async () => {
    await scheduleJob(t.db, { name: JOB, payload: { n: 4 }, runAt: minutes(10), dedupeKey: "failing" });
    const failing = recording(true);
    expect(await runDueJobs(t.db, [failing], { now: minutes(10) })).toEqual({ done: 0, failed: 1 });
    // The first retry waits at least the retry delay.
    await runDueJobs(t.db, [failing], { now: minutes(10.5) });
    expect(failing.seen).toEqual([4]);
    let now = minutes(10);
    for (let retry = 1; retry <= QUEUE_OPTIONS.retryLimit; retry++) {
      now = new Date(now.getTime() + 24 * 60 * 60_000);
      await runDueJobs(t.db, [failing], { now });
    }
    await runDueJobs(t.db, [failing], { now: new Date(now.getTime() + 24 * 60 * 60_000) });
    expect(failing.seen).toHaveLength(1 + QUEUE_OPTIONS.retryLimit);
    expect(await queuedJobs(t.db, { key: "failing" })).toMatchObject([{ state: "failed" }]);
  });
});
