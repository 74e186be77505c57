import type {
  ContractData,
  ContractOutput,
  listVipBillMismatches,
  listVipReconciliations,
  rerunVipReconciliation,
  VipBillMismatch,
} from "@tousu/contracts";
import { schema } from "@tousu/db";
import { billPublishedAt, formatDateTime, VIP_PROVIDER_LABELS, type VipPaymentProvider } from "@tousu/domain";
import { and, desc, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { badRequest, notFound } from "../../lib/app-error";
import { readPage } from "../../lib/paging";
import { toIso, toIsoOrNull } from "../../lib/query-helpers";
import { recordStaffAction } from "../../lib/staff-actions";
import { scheduleReconciliation } from "./reconciliation-job";

// What finance staff see and do of the reconciliation (decision 094): the runs, their mismatches,
// a mismatch resolved with a note, a day run again.

const { vipReconciliationRuns, vipBillMismatches, users } = schema;

export async function listReconciliationRuns(
  deps: Pick<AppDeps, "db">,
  query: ContractOutput<typeof listVipReconciliations, "query">,
): Promise<ContractData<typeof listVipReconciliations>> {
  const where = query.provider ? eq(vipReconciliationRuns.provider, query.provider) : undefined;
  const unresolved = deps.db.$count(
    vipBillMismatches,
    and(
      eq(vipBillMismatches.billDate, vipReconciliationRuns.billDate),
      eq(vipBillMismatches.provider, vipReconciliationRuns.provider),
      eq(vipBillMismatches.resolved, false),
    ),
  );
  const rows = deps.db
    .select({ run: vipReconciliationRuns, unresolved })
    .from(vipReconciliationRuns)
    .where(where)
    .orderBy(desc(vipReconciliationRuns.billDate), vipReconciliationRuns.provider)
    .$dynamic();
  return readPage(query, { rows, total: deps.db.$count(vipReconciliationRuns, where) }, (page) =>
    page.map(({ run, unresolved }) => ({
      bill_date: run.billDate,
      provider: run.provider,
      status: run.status,
      failure: run.failure,
      bill_payments: run.billPayments,
      bill_refunds: run.billRefunds,
      bill_net_fen: run.billNetFen,
      mismatches: run.mismatches,
      unresolved,
      runs: run.runs,
      ran_at: toIso(run.ranAt),
    })),
  );
}

type MismatchRow = typeof vipBillMismatches.$inferSelect;

function mismatchView(row: MismatchRow, resolver: string | null): VipBillMismatch {
  return {
    id: row.id,
    bill_date: row.billDate,
    provider: row.provider,
    kind: row.kind,
    order_no: row.orderNo,
    refund_no: row.refundNo,
    channel_trade_no: row.channelTradeNo,
    channel_fen: row.channelFen,
    platform_fen: row.platformFen,
    platform_status: row.platformStatus,
    resolved: row.resolved,
    resolution_note: row.resolutionNote,
    resolved_by: row.resolvedBy === null ? null : { id: row.resolvedBy, name: resolver ?? "" },
    resolved_at: toIsoOrNull(row.resolvedAt),
  };
}

export async function listBillMismatches(
  deps: Pick<AppDeps, "db">,
  query: ContractOutput<typeof listVipBillMismatches, "query">,
): Promise<ContractData<typeof listVipBillMismatches>> {
  const where = and(
    query.bill_date ? eq(vipBillMismatches.billDate, query.bill_date) : undefined,
    query.provider ? eq(vipBillMismatches.provider, query.provider) : undefined,
    query.kind ? eq(vipBillMismatches.kind, query.kind) : undefined,
    query.resolved === undefined ? undefined : eq(vipBillMismatches.resolved, query.resolved),
  );
  const rows = deps.db
    .select({ mismatch: vipBillMismatches, resolver: users.nickname })
    .from(vipBillMismatches)
    .leftJoin(users, eq(users.id, vipBillMismatches.resolvedBy))
    .where(where)
    .orderBy(desc(vipBillMismatches.billDate), desc(vipBillMismatches.id))
    .$dynamic();
  return readPage(query, { rows, total: deps.db.$count(vipBillMismatches, where) }, (page) =>
    page.map(({ mismatch, resolver }) => mismatchView(mismatch, resolver)),
  );
}

/** Marks a mismatch resolved with the staff member's note; resolving it again replaces the note. */
export async function resolveBillMismatch(
  deps: Pick<AppDeps, "db" | "providers">,
  staffId: number,
  mismatchId: number,
  note: string,
): Promise<VipBillMismatch> {
  const now = deps.providers.now();
  return deps.db.transaction(async (tx) => {
    const [resolved] = await tx
      .update(vipBillMismatches)
      .set({ resolved: true, resolutionNote: note, resolvedBy: staffId, resolvedAt: now, updatedAt: now })
      .where(eq(vipBillMismatches.id, mismatchId))
      .returning();
    if (!resolved) throw notFound("对账差异不存在");
    await recordStaffAction(tx, {
      staffId,
      action: "vip_reconciliation.resolve",
      targetType: "vip_bill_mismatch",
      targetId: resolved.id,
      detail: { bill_date: resolved.billDate, provider: resolved.provider, order_no: resolved.orderNo, note },
      now,
    });
    const [staff] = await tx.select({ nickname: users.nickname }).from(users).where(eq(users.id, staffId));
    return mismatchView(resolved, staff?.nickname ?? null);
  });
}

/**
 * Queues a day's reconciliation now. A day whose bill the channel has not published yet is refused:
 * there is nothing to compare, and the daily run is already waiting for it.
 */
export async function rerunReconciliation(
  deps: Pick<AppDeps, "db" | "providers">,
  staffId: number,
  input: ContractOutput<typeof rerunVipReconciliation, "body">,
): Promise<ContractData<typeof rerunVipReconciliation>> {
  const provider: VipPaymentProvider = input.provider;
  const now = deps.providers.now();
  if (!deps.providers.payments[provider])
    throw badRequest(`本站未启用${VIP_PROVIDER_LABELS[provider]}，没有账单可对`);
  const publishedAt = billPublishedAt(provider, input.bill_date);
  if (now < publishedAt)
    throw badRequest(
      `${VIP_PROVIDER_LABELS[provider]}尚未发布该日账单，${formatDateTime(publishedAt)}后可以对账`,
    );
  await deps.db.transaction(async (tx) => {
    await scheduleReconciliation(tx, provider, input.bill_date, now);
    await recordStaffAction(tx, {
      staffId,
      action: "vip_reconciliation.rerun",
      targetType: "vip_reconciliation",
      targetId: `${provider}:${input.bill_date}`,
      detail: { bill_date: input.bill_date, provider },
      now,
    });
  });
  return { bill_date: input.bill_date, provider, queued_at: now.toISOString() };
}
