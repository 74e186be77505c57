import { toShanghaiDateTime } from "./format-date";

export type CalendarDate = { year: number; month: number; day: number };

// GB 11643: 6-digit region (first digit 1-9), birth date, 3-digit sequence, then a check character.
const ID_18_PATTERN = /^[1-9]\d{5}(\d{4})(\d{2})(\d{2})\d{3}[\dXx]$/;
// The 15-digit form was issued until 1999 and always omits the "19" of the birth year.
const ID_15_PATTERN = /^[1-9]\d{5}(\d{2})(\d{2})(\d{2})\d{3}$/;
const CHECK_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARACTERS = "10X98765432";
const EARLIEST_BIRTH_YEAR = 1900;

function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one; Date.UTC applies the Gregorian leap rules
  // (every 4th year, except centuries not divisible by 400).
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The birth date written in a 15- or 18-digit ID number, or null when there is no real date. */
export function parseIdCardBirthDate(s: string): CalendarDate | null {
  const long = ID_18_PATTERN.exec(s);
  const short = long ? null : ID_15_PATTERN.exec(s);
  const match = long ?? short;
  if (!match) return null;
  const year = Number(match[1]) + (short ? 1900 : 0);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const isRealDate =
    year >= EARLIEST_BIRTH_YEAR && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
  return isRealDate ? { year, month, day } : null;
}

// The MOD 11-2 check character catches nearly every single-digit typo and adjacent swap, so a mistyped
// number is rejected in the form instead of failing real-name verification later.
function hasValidCheckCharacter(id: string): boolean {
  const sum = CHECK_WEIGHTS.reduce((total, weight, index) => total + weight * Number(id[index]), 0);
  return CHECK_CHARACTERS[sum % 11] === id[17]?.toUpperCase();
}

const toDayNumber = ({ year, month, day }: CalendarDate) => year * 10_000 + month * 100 + day;

/** Mainland resident ID number: 15 or 18 digits, a real birth date not after today (Beijing time). */
export function isIdCardNumber(s: string, now: Date = new Date()): boolean {
  const birthDate = parseIdCardBirthDate(s);
  const today = toShanghaiDateTime(now);
  if (!birthDate || !today || toDayNumber(birthDate) > toDayNumber(today)) return false;
  return s.length === 15 || hasValidCheckCharacter(s);
}
