// GB 32100-2015 unified social credit code: 18 characters from digits and upper-case letters
// without I, O, S, V, Z: registration authority and type (2), administrative division (6 digits),
// organisation code (9) and a check character over the first 17.
export const CREDIT_CODE_LENGTH = 18;
export const CREDIT_CODE_CHARACTERS = "0123456789ABCDEFGHJKLMNPQRTUWXY";
const CREDIT_CODE_PATTERN = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;
const CHECK_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character of the first 17 characters of a code (which must use the code's alphabet). */
export function creditCodeCheckCharacter(body: string): string {
  let sum = 0;
  for (let i = 0; i < CHECK_WEIGHTS.length; i++) {
    sum += CREDIT_CODE_CHARACTERS.indexOf(body[i] ?? "") * (CHECK_WEIGHTS[i] as number);
  }
  return CREDIT_CODE_CHARACTERS[(31 - (sum % 31)) % 31] as string;
}

/** Eighteen characters in the layout of the standard, whatever the check character says. */
export function hasCreditCodeFormat(code: string): boolean {
  return CREDIT_CODE_PATTERN.test(code);
}

/**
 * A well-formed code whose check character matches, so a mistyped code (one wrong character or two
 * swapped ones) is refused when the enterprise is entered instead of being stored.
 */
export function isUnifiedSocialCreditCode(code: string): boolean {
  return hasCreditCodeFormat(code) && creditCodeCheckCharacter(code) === code[17];
}
