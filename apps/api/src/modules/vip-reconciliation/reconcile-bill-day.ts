import { type DatabaseOrTransaction, schema } from "@tousu/db";
import {
  type BillLineFacts,
  billMismatchKey,
  paymentProviderOf,
  reconcileBill,
  shanghaiDayStart,
  VIP_PAYMENT_CHANNELS,
  type VipPaymentProvider,
} from "@tousu/domain";
import { and, eq, gte, inArray, lt, notInArray, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { redactError } from "../../lib/log-redaction";

// A day's bill of one provider against the platform's orders and refunds (decision 094). The bill is
// downloaded outside any transaction; the comparison and what it stores happen in one, under a lock
// of the day and provider, so two runs of the same day (the daily one and a staff member's) store
// one result, the later one's.

const { vipOrders, vipRefunds, vipBillMismatches, vipReconciliationRuns } = schema;

/** The advisory-lock space of reconciliation runs (the other modules' spaces are small numbers). */
const RECONCILIATION_LOCK = 94;

const channelsOf = (provider: VipPaymentProvider) =>
  VIP_PAYMENT_CHANNELS.filter((channel) => paymentProviderOf(channel) === provider);

/**
 * Downloads the provider's bill of `day` and stores the run and its mismatches; answers how many it
 * found, or null when the platform does not take payments through the provider. A bill that cannot
 * be downloaded or read is stored as a failed run and thrown, so the job retries it.
 */
export async function reconcileBillDay(
  deps: Pick<AppDeps, "db" | "providers">,
  provider: VipPaymentProvider,
  day: string,
  now: Date,
): Promise<number | null> {
  const gateway = deps.providers.payments[provider];
  if (!gateway) return null;
  let lines: BillLineFacts[];
  try {
    lines = await gateway.downloadBill(day);
  } catch (error) {
    const failure = redactError(error).message.slice(0, 500);
    await deps.db.transaction(async (tx) => {
      await lockDay(tx, provider, day);
      await storeRun(tx, { day, provider, now, status: "failed", failure, lines: [], mismatches: 0 });
    });
    throw error;
  }
  return deps.db.transaction(async (tx) => {
    await lockDay(tx, provider, day);
    const mismatches = reconcileBill(lines, ...(await platformFacts(tx, provider, day, lines)));
    const keys = mismatches.map(billMismatchKey);
    if (mismatches.length > 0) {
      await tx
        .insert(vipBillMismatches)
        .values(
          mismatches.map((mismatch) => ({
            billDate: day,
            provider,
            kind: mismatch.kind,
            mismatchKey: billMismatchKey(mismatch),
            orderNo: mismatch.orderNo,
            refundNo: mismatch.refundNo,
            channelTradeNo: mismatch.channelTradeNo,
            channelFen: mismatch.channelFen,
            platformFen: mismatch.platformFen,
            platformStatus: mismatch.platformStatus,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: [vipBillMismatches.billDate, vipBillMismatches.provider, vipBillMismatches.mismatchKey],
          set: {
            channelTradeNo: sql`excluded.channel_trade_no`,
            channelFen: sql`excluded.channel_fen`,
            platformFen: sql`excluded.platform_fen`,
            platformStatus: sql`excluded.platform_status`,
            updatedAt: now,
          },
        });
    }
    // What a run no longer finds (a notification settled it since) goes, unless staff resolved it:
    // their note stays with the day.
    await tx
      .delete(vipBillMismatches)
      .where(
        and(
          eq(vipBillMismatches.billDate, day),
          eq(vipBillMismatches.provider, provider),
          eq(vipBillMismatches.resolved, false),
          ...(keys.length > 0 ? [notInArray(vipBillMismatches.mismatchKey, keys)] : []),
        ),
      );
    await storeRun(tx, { day, provider, now, status: "done", failure: null, lines, mismatches: keys.length });
    return keys.length;
  });
}

async function lockDay(tx: DatabaseOrTransaction, provider: VipPaymentProvider, day: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${RECONCILIATION_LOCK}, hashtext(${`${provider}:${day}`}))`,
  );
}

/**
 * The orders and refunds the bill names, and those the platform settled on the day (by the
 * channel's time, which the orders' writer stores).
 */
async function platformFacts(
  tx: DatabaseOrTransaction,
  provider: VipPaymentProvider,
  day: string,
  lines: readonly BillLineFacts[],
) {
  const from = shanghaiDayStart(day);
  const to = shanghaiDayStart(day, 1);
  const billedOrders = [...new Set(lines.map((line) => line.orderNo))];
  const billedRefunds = [...new Set(lines.flatMap((line) => (line.refundNo ? [line.refundNo] : [])))];
  const ofProvider = inArray(vipOrders.channel, channelsOf(provider));
  const paidOnDay = and(gte(vipOrders.paidAt, from), lt(vipOrders.paidAt, to));
  const orders = await tx
    .select({
      orderNo: vipOrders.orderNo,
      status: vipOrders.status,
      amountFen: vipOrders.amountFen,
      paidOnDay: sql<boolean>`coalesce(${paidOnDay}, false)`,
    })
    .from(vipOrders)
    .where(
      and(
        ofProvider,
        billedOrders.length > 0
          ? sql`(${inArray(vipOrders.orderNo, billedOrders)} or ${paidOnDay})`
          : paidOnDay,
      ),
    );
  const succeededOnDay = and(
    eq(vipRefunds.status, "succeeded"),
    gte(vipRefunds.succeededAt, from),
    lt(vipRefunds.succeededAt, to),
  );
  const refunds = await tx
    .select({
      refundNo: vipRefunds.refundNo,
      orderNo: vipOrders.orderNo,
      status: vipRefunds.status,
      amountFen: vipRefunds.amountFen,
      succeededOnDay: sql<boolean>`coalesce(${succeededOnDay}, false)`,
    })
    .from(vipRefunds)
    .innerJoin(vipOrders, eq(vipOrders.id, vipRefunds.orderId))
    .where(
      and(
        ofProvider,
        billedRefunds.length > 0
          ? sql`(${inArray(vipRefunds.refundNo, billedRefunds)} or ${succeededOnDay})`
          : succeededOnDay,
      ),
    );
  return [orders, refunds] as const;
}

async function storeRun(
  tx: DatabaseOrTransaction,
  run: {
    day: string;
    provider: VipPaymentProvider;
    now: Date;
    status: "done" | "failed";
    failure: string | null;
    lines: readonly BillLineFacts[];
    mismatches: number;
  },
) {
  const payments = run.lines.filter((line) => line.kind === "payment");
  const refunds = run.lines.filter((line) => line.kind === "refund");
  const sum = (lines: readonly BillLineFacts[]) => lines.reduce((total, line) => total + line.amountFen, 0);
  const figures = {
    status: run.status,
    failure: run.failure,
    billPayments: payments.length,
    billRefunds: refunds.length,
    billNetFen: sum(payments) - sum(refunds),
    mismatches: run.mismatches,
    ranAt: run.now,
  };
  await tx
    .insert(vipReconciliationRuns)
    .values({ billDate: run.day, provider: run.provider, createdAt: run.now, ...figures })
    .onConflictDoUpdate({
      target: [vipReconciliationRuns.billDate, vipReconciliationRuns.provider],
      set: { ...figures, runs: sql`${vipReconciliationRuns.runs} + 1` },
    });
}
