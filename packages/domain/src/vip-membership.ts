// Membership periods and plan limits (docs/decisions/087). Pure arithmetic on instants: a plan's
// duration is whole days of 24 hours, so a period is exact, time zones play no part and a refund's
// share of it is a plain proportion.

export const DAY_SECONDS = 24 * 60 * 60;

export const VIP_PLAN_NAME_MIN = 2;
export const VIP_PLAN_NAME_MAX = 20;
/** ¥10,000: far above any plan, low enough that a period's proportion stays exact in a double. */
export const VIP_PLAN_PRICE_MAX_FEN = 1_000_000;
export const VIP_PLAN_DURATION_DAYS_MAX = 1096;
export const VIP_PLAN_BENEFITS_MAX = 10;
export const VIP_PLAN_BENEFIT_MAX = 40;

/** A grant of `durationDays` runs from the later of now and the current end, so nothing paid is lost. */
export function grantedPeriod(
  now: Date,
  currentEnd: Date | null,
  durationDays: number,
): { startsAt: Date; endsAt: Date } {
  const startsAt = currentEnd && currentEnd > now ? currentEnd : now;
  return { startsAt, endsAt: new Date(startsAt.getTime() + durationDays * DAY_SECONDS * 1000) };
}

/**
 * What a refund takes back: the refunded share of the order's period, in whole seconds, rounded down
 * (the member keeps the fraction). A full refund takes the whole period.
 */
export function refundedSeconds(durationDays: number, refundFen: number, amountFen: number): number {
  if (!Number.isInteger(refundFen) || refundFen <= 0 || refundFen > amountFen) {
    throw new Error("a refund is a positive whole number of fen no larger than the order's amount");
  }
  return Math.floor((durationDays * DAY_SECONDS * refundFen) / amountFen);
}

/**
 * The end after taking back `seconds`: never before now (time already used stays used) and never
 * later than it was (a membership that has already ended is not revived).
 */
export function shortenedEnd(now: Date, currentEnd: Date, seconds: number): Date {
  const shortened = currentEnd.getTime() - seconds * 1000;
  return new Date(Math.min(currentEnd.getTime(), Math.max(now.getTime(), shortened)));
}

/** Whether a membership ending at `endsAt` is running at `now`. */
export function isMembershipActive(now: Date, endsAt: Date | null): boolean {
  return endsAt !== null && endsAt > now;
}

/**
 * Yuan as a person types them (at most two decimals) in integer fen: 19.9 → 1990. Rounded to the
 * nearest fen, since 19.9 × 100 is 1989.9999… in a double.
 */
export function fenOfYuan(yuan: number): number {
  return Math.round(yuan * 100);
}

/** An amount of integer fen as yuan with two decimals, for display: 2990 → "29.90". */
export function formatYuan(fen: number): string {
  if (!Number.isSafeInteger(fen)) throw new Error("amounts are whole fen");
  const sign = fen < 0 ? "-" : "";
  const whole = Math.abs(fen);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, "0")}`;
}
