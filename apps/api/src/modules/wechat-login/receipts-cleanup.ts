import { schema } from "@tousu/db";
import { lt } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { type JobDefinition, scheduleNextRun } from "../../jobs/job-queue";

const RECEIPT_CLEANUP_JOB = "wechat-event-receipts.cleanup";
const RECEIPT_CLEANUP_INTERVAL_MS = 60 * 60_000;
/** WeChat retries within seconds; a day is far past any retry. */
const RECEIPT_KEPT_MS = 24 * 60 * 60_000;

/** Every hour: deletes the receipts of pushes received more than a day ago, then books the next run. */
export function wechatReceiptCleanupJob(deps: Pick<AppDeps, "db">): JobDefinition {
  const schedule = (now: Date) =>
    scheduleNextRun(deps.db, RECEIPT_CLEANUP_JOB, RECEIPT_CLEANUP_INTERVAL_MS, now);
  return {
    name: RECEIPT_CLEANUP_JOB,
    handle: async (_payload, now) => {
      await deps.db
        .delete(schema.wechatEventReceipts)
        .where(lt(schema.wechatEventReceipts.receivedAt, new Date(now.getTime() - RECEIPT_KEPT_MS)));
      await schedule(now);
    },
    atStart: schedule,
  };
}
