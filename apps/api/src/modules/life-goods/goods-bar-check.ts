import type { DatabaseOrTransaction } from "@tousu/db";
import { shanghaiDay, shanghaiDayStart, shiftDay } from "@tousu/domain";
import type { AppDeps } from "../../app-deps";
import { type JobDefinition, scheduleJob } from "../../jobs/job-queue";
import { withdrawGoodsBelowBar } from "./goods-steps";

export const GOODS_BAR_CHECK_JOB = "life-goods.bar-check";

/** An hour after the nightly brand recount (03:00), so the check reads the night's figures. */
const CHECK_HOUR_MS = 4 * 3_600_000;

/** Books the check of the next Shanghai morning at 04:00; booking it twice is one job. */
export async function scheduleGoodsBarCheck(db: DatabaseOrTransaction, now: Date): Promise<void> {
  const today = shanghaiDay(now);
  const todays = shanghaiDayStart(today).getTime() + CHECK_HOUR_MS;
  const runAt = new Date(
    todays > now.getTime() ? todays : shanghaiDayStart(shiftDay(today, 1)).getTime() + CHECK_HOUR_MS,
  );
  await scheduleJob(db, {
    name: GOODS_BAR_CHECK_JOB,
    payload: {},
    runAt,
    dedupeKey: `${GOODS_BAR_CHECK_JOB}:${runAt.toISOString()}`,
  });
}

/** The daily check withdraws goods whose brand fell below the bar, then books tomorrow's. */
export function goodsBarCheckJob(deps: AppDeps): JobDefinition {
  return {
    name: GOODS_BAR_CHECK_JOB,
    handle: async (_payload, now) => {
      await withdrawGoodsBelowBar(deps, now);
      await scheduleGoodsBarCheck(deps.db, now);
    },
    atStart: (now) => scheduleGoodsBarCheck(deps.db, now),
  };
}
