import { randomBytes } from "node:crypto";
import { type DatabaseOrTransaction, schema } from "@tousu/db";
import {
  canAfford,
  canFulfil,
  initialRedemptionStatus,
  MALL_VIP_DAYS,
  type MallBenefit,
  POINT_SPEND_REASON,
  paymentNumber,
  VIP_ORDER_NO_RANDOM_BYTES,
} from "@tousu/domain";
import { and, eq, sum } from "drizzle-orm";
import { grantMembershipForPoints } from "../vip";

// The one writer of redemptions (decision 111). A redemption is taken with its member's row locked,
// so one member's redemptions run one after another: the balance read under that lock is the balance
// the spend comes out of, and the key the client sent is looked up after it, so a repeated request
// finds the first one's row. Two unique keys stand behind the lock: (member, idempotency key) on the
// redemption, and (member, reason, redemption number) on the points it spends.

const { mallRedemptions, pointEntries, users } = schema;

export type RedemptionRow = typeof mallRedemptions.$inferSelect;

/** The name a membership bought only with points runs under. */
const POINTS_PLAN_NAME = "积分兑换会员";

/**
 * Serialises the member's redemptions to the end of the caller's transaction. `for no key update`
 * leaves earning alone: awarding points (an insert referencing the row) takes only a key-share lock.
 */
async function lockMember(tx: DatabaseOrTransaction, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
}

/** The sum of the member's ledger, earnings less spends. */
export async function pointsBalance(tx: DatabaseOrTransaction, userId: number): Promise<number> {
  const [totals] = await tx
    .select({ balance: sum(pointEntries.points).mapWith(Number) })
    .from(pointEntries)
    .where(eq(pointEntries.userId, userId));
  return totals?.balance ?? 0;
}

export type RedeemOutcome =
  | { kind: "redeemed"; redemption: RedemptionRow; balance: number }
  | { kind: "repeated"; redemption: RedemptionRow; balance: number }
  | { kind: "key_reused" }
  | { kind: "insufficient_points"; balance: number };

/**
 * Spends the benefit's price from the member's points and honours it, all in the caller's
 * transaction: a VIP day extends the membership through its one writer; a consultation credit and a
 * printed package are recorded for the entrustment request and for staff. A key already used answers
 * that redemption (or a refusal when it bought another benefit), spending nothing.
 */
export async function redeem(
  tx: DatabaseOrTransaction,
  request: { userId: number; idempotencyKey: string; benefit: MallBenefit; complaintId: number | null },
  now: Date,
): Promise<RedeemOutcome> {
  await lockMember(tx, request.userId);
  const [earlier] = await tx
    .select()
    .from(mallRedemptions)
    .where(
      and(
        eq(mallRedemptions.userId, request.userId),
        eq(mallRedemptions.idempotencyKey, request.idempotencyKey),
      ),
    );
  const balance = await pointsBalance(tx, request.userId);
  if (earlier) {
    return earlier.benefitCode === request.benefit.code
      ? { kind: "repeated", redemption: earlier, balance }
      : { kind: "key_reused" };
  }
  if (!canAfford(balance, request.benefit.pricePoints)) return { kind: "insufficient_points", balance };

  const [redemption] = await tx
    .insert(mallRedemptions)
    .values({
      redemptionNo: paymentNumber("redemption", now, randomBytes(VIP_ORDER_NO_RANDOM_BYTES)),
      userId: request.userId,
      idempotencyKey: request.idempotencyKey,
      benefitCode: request.benefit.code,
      benefitKind: request.benefit.kind,
      benefitTitle: request.benefit.title,
      points: request.benefit.pricePoints,
      status: initialRedemptionStatus(request.benefit.kind),
      complaintId: request.complaintId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!redemption) throw new Error("insert returned no row");
  await tx.insert(pointEntries).values({
    userId: request.userId,
    points: -redemption.points,
    reason: POINT_SPEND_REASON,
    sourceId: redemption.redemptionNo,
    createdAt: now,
  });
  if (redemption.benefitKind === "vip_day") {
    await grantMembershipForPoints(
      tx,
      {
        id: redemption.id,
        redemptionNo: redemption.redemptionNo,
        userId: redemption.userId,
        days: MALL_VIP_DAYS,
        planName: POINTS_PLAN_NAME,
      },
      now,
    );
  }
  return { kind: "redeemed", redemption, balance: balance - redemption.points };
}

/**
 * An entrustment request uses one of the member's unused consultation credits, named by its number,
 * in the request's transaction; false when the member holds no such unused credit.
 */
export async function useConsultationCredit(
  tx: DatabaseOrTransaction,
  use: { userId: number; redemptionNo: string; entrustmentId: number },
  now: Date,
): Promise<boolean> {
  const used = await tx
    .update(mallRedemptions)
    .set({ status: "used", entrustmentId: use.entrustmentId, usedAt: now, updatedAt: now })
    .where(
      and(
        eq(mallRedemptions.redemptionNo, use.redemptionNo),
        eq(mallRedemptions.userId, use.userId),
        eq(mallRedemptions.benefitKind, "lawyer_consultation"),
        eq(mallRedemptions.status, "issued"),
      ),
    )
    .returning({ id: mallRedemptions.id });
  return used.length > 0;
}

/**
 * The entrustment a credit was used on ended before the lawyer took it on
 * (`releasesConsultationCredit`): the credit is the member's to use again.
 */
export async function releaseConsultationCredit(
  tx: DatabaseOrTransaction,
  entrustmentId: number,
  now: Date,
): Promise<void> {
  await tx
    .update(mallRedemptions)
    .set({ status: "issued", entrustmentId: null, usedAt: null, updatedAt: now })
    .where(and(eq(mallRedemptions.entrustmentId, entrustmentId), eq(mallRedemptions.status, "used")));
}

/**
 * Staff sent a requested printed package: it moves to `fulfilled` once, under its row's lock, with
 * what they wrote. Null when there is no such redemption; `not_requested` when it is no printed
 * package waiting to be sent.
 */
export async function fulfil(
  tx: DatabaseOrTransaction,
  request: { id: number; staffId: number; note: string },
  now: Date,
): Promise<RedemptionRow | "not_requested" | null> {
  const [redemption] = await tx
    .select()
    .from(mallRedemptions)
    .where(eq(mallRedemptions.id, request.id))
    .for("update");
  if (!redemption) return null;
  if (!canFulfil(redemption.status)) return "not_requested";
  const [fulfilled] = await tx
    .update(mallRedemptions)
    .set({
      status: "fulfilled",
      fulfilmentNote: request.note,
      fulfilledBy: request.staffId,
      fulfilledAt: now,
      updatedAt: now,
    })
    .where(eq(mallRedemptions.id, redemption.id))
    .returning();
  return fulfilled ?? null;
}
