/**
 * A complaint's public number (投诉编号, decision 029): eleven digits, given from one database
 * sequence when the complaint is filed, shown wherever a complaint is named by number. Ids stay
 * internal to URLs and joins.
 */
export const COMPLAINT_NUMBER_DIGITS = 11;
export const COMPLAINT_NUMBER_FIRST = 20_000_000_001;
export const COMPLAINT_NUMBER_LAST = 99_999_999_999;

const COMPLAINT_NUMBER_PATTERN = new RegExp(`^[0-9]{${COMPLAINT_NUMBER_DIGITS}}$`);

/** Whether a text (a search key, a filter) is a whole complaint number. */
export function isComplaintNumber(text: string): boolean {
  return COMPLAINT_NUMBER_PATTERN.test(text);
}
