import type { DatabaseOrTransaction } from "@tousu/db";
import {
  dailyReconciliationAt,
  nextDailyBillDay,
  VIP_RECONCILED_PROVIDERS,
  type VipPaymentProvider,
} from "@tousu/domain";
import type { AppDeps } from "../../app-deps";
import { type JobDefinition, scheduleJob } from "../../jobs/job-queue";
import { reconcileBillDay } from "./reconcile-bill-day";

export const VIP_RECONCILIATION_JOB = "vip.reconcile";

/**
 * Books the reconciliation of a provider's day at `runAt`. The key is the day and provider, so a
 * day waits in the queue once, whoever asks for it: the daily chain or a staff member.
 */
export async function scheduleReconciliation(
  db: DatabaseOrTransaction,
  provider: VipPaymentProvider,
  day: string,
  runAt: Date,
): Promise<void> {
  await scheduleJob(db, {
    name: VIP_RECONCILIATION_JOB,
    payload: { provider, day },
    runAt,
    dedupeKey: `${VIP_RECONCILIATION_JOB}:${provider}:${day}`,
  });
}

/** The next daily run of every provider the platform takes payments through. */
async function scheduleDailyRuns(deps: Pick<AppDeps, "db" | "providers">, now: Date): Promise<void> {
  for (const provider of VIP_RECONCILED_PROVIDERS) {
    if (!deps.providers.payments[provider]) continue;
    const day = nextDailyBillDay(provider, now);
    await scheduleReconciliation(deps.db, provider, day, dailyReconciliationAt(provider, day));
  }
}

function isProvider(value: unknown): value is VipPaymentProvider {
  return VIP_RECONCILED_PROVIDERS.some((provider) => provider === value);
}

/**
 * Reconciles the payload's day and provider, then books the next daily runs: every run does, so a
 * chain broken by a failure or a restart mends itself (booking a waiting day again is a no-op).
 */
export function vipReconciliationJob(deps: Pick<AppDeps, "db" | "providers">): JobDefinition {
  return {
    name: VIP_RECONCILIATION_JOB,
    handle: async (payload, now) => {
      await scheduleDailyRuns(deps, now);
      if (!isProvider(payload.provider) || typeof payload.day !== "string") return;
      await reconcileBillDay(deps, payload.provider, payload.day, now);
    },
    atStart: (now) => scheduleDailyRuns(deps, now),
  };
}
