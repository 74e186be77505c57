export type FormatCountOptions = { decimals?: number; separator?: boolean };

const UNITS = [
  { size: 1e4, suffix: "万" },
  { size: 1e8, suffix: "亿" },
  { size: 1e12, suffix: "万亿" },
] as const;

function groupThousands(digits: string): string {
  const [integer = "", fraction] = digits.split(".");
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/**
 * Below 10000 the number as is; from 10000 up shortened to 万/亿/万亿 with at most `decimals` decimals.
 * Trailing zeros are trimmed ("1万", "1.5万", not "1.00万", "1.50万"): a count is read as a quantity,
 * and fixed decimals make it look like a price. Non-finite input shows the "--" placeholder rather than
 * claiming a count of 0.
 */
export function formatCount(n: number, { decimals = 2, separator = false }: FormatCountOptions = {}): string {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 20) {
    throw new RangeError(`decimals must be an integer from 0 to 20, got ${decimals}`);
  }
  if (!Number.isFinite(n)) return "--";
  const sign = n < 0 ? "-" : "";
  const magnitude = Math.abs(n);
  const format = (digits: string) => sign + (separator ? groupThousands(digits) : digits);
  if (magnitude < UNITS[0].size) return format(String(magnitude));
  const factor = 10 ** decimals;
  // Rounding k / 10^d gives the double nearest that decimal, so String() prints it with trailing zeros trimmed.
  const shorten = (size: number) => Math.round((magnitude / size) * factor) / factor;
  let unitIndex = UNITS.findLastIndex((unit) => magnitude >= unit.size);
  // Step up when rounding reaches the next unit: 99999999 is "1亿", not "10000万".
  if (unitIndex < UNITS.length - 1 && shorten(UNITS[unitIndex]!.size) >= 1e4) unitIndex += 1;
  const unit = UNITS[unitIndex]!;
  return format(String(shorten(unit.size))) + unit.suffix;
}
