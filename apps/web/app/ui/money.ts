// The amount involved is a number, 0 by default (docs/product/entities.md#complaint-draft); yuan with at most
// two decimals (fen).
const MONEY_TEXT = /^\d{0,9}(\.\d{0,2})?$/;

/** Whether `text` may stand in the amount box while typing: digits, one point, two decimals at most. */
export function isMoneyText(text: string): boolean {
  return MONEY_TEXT.test(text);
}

/** The amount `text` stands for; an empty box means the default 0. */
export function parseMoney(text: string): number {
  const value = Number.parseFloat(text);
  return Number.isFinite(value) ? Math.round(value * 100) / 100 : 0;
}

/** How an amount is written back into the box: whole yuan bare, otherwise with its fen. */
export function formatMoney(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}
