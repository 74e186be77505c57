import { hostname } from "node:os";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../app-deps";
import { type JobRunSummary, runDueJobs, startJobWorker } from "../jobs/job-queue";
import {
  BRAND_STATS_JOB,
  createBrandStatsJobHandler,
  scheduleInitialBrandStats,
} from "../modules/brand/brand-stats";
import {
  createViewFoldJobHandler,
  scheduleNextViewFold,
  VIEW_FOLD_JOB,
} from "../modules/complaint-detail/view-tallies";
import { DEADLINE_JOB } from "../modules/complaint-lifecycle/deadline-jobs";
import { createDeadlineJobHandler } from "../modules/complaint-lifecycle/run-deadline-job";
import { CDN_REPURGE_JOB, createCdnRepurgeJobHandler } from "../modules/moderation/public-page-refresh";
import {
  createRecentWordsJobHandler,
  RECENT_WORDS_JOB,
  scheduleRecentWordsCheck,
} from "../modules/search/recent-words-index";
import {
  createUploadCleanupJobHandler,
  scheduleUploadCleanup,
  UPLOAD_CLEANUP_JOB,
} from "../modules/upload/upload-records";

declare module "fastify" {
  interface FastifyInstance {
    /** Runs the durable jobs due now (by the app's clock); the worker calls it, tests call it directly. */
    runDueJobs(): Promise<JobRunSummary>;
  }
}

/** The durable job queue (deadlines, brand figures, delayed CDN purges, view folds, the recent words index, unattached uploads): a poller on every node running the main service. */
export function registerJobs(app: FastifyInstance, deps: AppDeps): void {
  const handlers = {
    [DEADLINE_JOB]: createDeadlineJobHandler(deps),
    [BRAND_STATS_JOB]: createBrandStatsJobHandler(deps),
    [CDN_REPURGE_JOB]: createCdnRepurgeJobHandler(deps),
    [VIEW_FOLD_JOB]: createViewFoldJobHandler(deps),
    [RECENT_WORDS_JOB]: createRecentWordsJobHandler(deps),
    [UPLOAD_CLEANUP_JOB]: createUploadCleanupJobHandler(deps),
  };
  const workerId = `${hostname()}:${process.pid}`;
  app.decorate("runDueJobs", () =>
    runDueJobs(deps.db, handlers, {
      now: deps.providers.now(),
      workerId,
      onError: (error, job) => app.log.error({ err: error, job }, "job failed"),
    }),
  );
  app.addHook("onReady", async () => {
    await scheduleInitialBrandStats(deps.db, deps.providers.now());
    await scheduleNextViewFold(deps.db, deps.providers.now());
    await scheduleRecentWordsCheck(deps.db, deps.providers.now());
    await scheduleUploadCleanup(deps.db, deps.providers.now());
  });
  if (deps.config.JOB_POLL_INTERVAL_MS === 0 || !deps.config.SERVICES.includes("main")) return;
  let worker: ReturnType<typeof startJobWorker> | null = null;
  app.addHook("onReady", async () => {
    worker = startJobWorker(() => app.runDueJobs(), deps.config.JOB_POLL_INTERVAL_MS);
  });
  app.addHook("onClose", async () => {
    await worker?.stop();
  });
}
