/**
 * The largest id a request may name: PostgreSQL `integer`, the type of most id columns (brands,
 * enterprises, types, subtypes, problems, collectives, sensitive words…). The `bigint` id columns
 * (complaints, users, comments) are identity sequences far below it, so one bound serves every id.
 */
export const ENTITY_ID_MAX = 2_147_483_647;

/** Decimal digits only: `0x10`, `1e3`, ` 7` and `+7` are not ids, though `Number()` reads them. */
const DECIMAL_DIGITS = /^[0-9]+$/;

export function isEntityId(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= ENTITY_ID_MAX;
}

/** An id as it arrives in a URL (path segment or query value); null when no row could have it. */
export function parseEntityId(text: string | null | undefined): number | null {
  if (text == null || !DECIMAL_DIGITS.test(text)) return null;
  const value = Number(text);
  return isEntityId(value) ? value : null;
}
