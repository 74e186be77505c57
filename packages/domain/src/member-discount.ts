// A lawyer's member discount on entrustment (docs/decisions/098): a percentage off their own quoted
// fee that a lawyer chooses to give a consumer who is a member when they request the entrustment.
// The lawyer offers it and gives it; the platform neither pays nor adds anything. The offer in force
// at the request is copied onto the entrustment, so a later change or a membership that ends does
// not alter what was offered.

/** The smallest and largest discount a lawyer may offer members, in whole percent of their fee. */
export const MEMBER_DISCOUNT_PERCENT_MIN = 5;
export const MEMBER_DISCOUNT_PERCENT_MAX = 50;

export const MEMBER_DISCOUNT_PERCENT_MESSAGE = `会员优惠须为${MEMBER_DISCOUNT_PERCENT_MIN}%至${MEMBER_DISCOUNT_PERCENT_MAX}%之间的整数`;

export function isMemberDiscountPercent(percent: number): boolean {
  return (
    Number.isInteger(percent) &&
    percent >= MEMBER_DISCOUNT_PERCENT_MIN &&
    percent <= MEMBER_DISCOUNT_PERCENT_MAX
  );
}

/**
 * The member price of a fee, both in integer fen. Rounded down to the fen: the member never pays
 * more than the offered percentage promises, and the lawyer gives at most a fen's fraction more.
 */
export function memberPriceFen(feeFen: number, discountPercent: number): number {
  if (!Number.isInteger(feeFen) || feeFen < 0) throw new RangeError(`not a fee in fen: ${feeFen}`);
  if (!isMemberDiscountPercent(discountPercent)) {
    throw new RangeError(`not a member discount: ${discountPercent}`);
  }
  return Math.floor((feeFen * (100 - discountPercent)) / 100);
}

/** The offer in words, the same on every page that shows it (a fact of the lawyer's offer). */
export function memberDiscountWords(percent: number): string {
  return `会员优惠 减${percent}%`;
}
