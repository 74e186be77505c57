import type { AppDeps } from "../../app-deps";
import { type JobDefinition, scheduleNextRun } from "../../jobs/job-queue";
import { deleteWebLoginsExpiredBefore } from "./web-login-steps";

const WEB_LOGIN_CLEANUP_JOB = "wechat-web-logins.cleanup";
const WEB_LOGIN_CLEANUP_INTERVAL_MS = 60 * 60_000;
/** A login lives ten minutes; a day later nothing will ask for it. */
const WEB_LOGIN_KEPT_MS = 24 * 60 * 60_000;

/** Every hour: deletes the WeChat web logins expired more than a day ago, then books the next run. */
export function wechatWebLoginCleanupJob(deps: Pick<AppDeps, "db">): JobDefinition {
  const schedule = (now: Date) =>
    scheduleNextRun(deps.db, WEB_LOGIN_CLEANUP_JOB, WEB_LOGIN_CLEANUP_INTERVAL_MS, now);
  return {
    name: WEB_LOGIN_CLEANUP_JOB,
    handle: async (_payload, now) => {
      await deleteWebLoginsExpiredBefore(deps.db, new Date(now.getTime() - WEB_LOGIN_KEPT_MS));
      await schedule(now);
    },
    atStart: schedule,
  };
}
