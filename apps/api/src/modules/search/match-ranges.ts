import type { MatchRanges } from "@tousu/contracts";
import { segmentForSearch } from "@tousu/db";

/**
 * Where the searched words occur in a text, as merged half-open [start, end) ranges. The words are
 * the key segmented as the index segments it, plus the whole key, so both "退款" inside "要求退款"
 * and a multi-word phrase light up. A single character of a longer key is no word of its own: the
 * 商 of 麦芽商城 would light up every 商家 and 商品. Case-insensitive; offsets index the original text.
 */
export function findMatchRanges(text: string, key: string): MatchRanges {
  const haystack = text.toLowerCase();
  const whole = key.trim().toLowerCase();
  const words = segmentForSearch(key)
    .split(" ")
    .filter((word) => [...word].length > 1);
  const needles = new Set([whole, ...words]);
  const ranges: [number, number][] = [];
  for (const needle of needles) {
    if (needle === "") continue;
    for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) {
      ranges.push([at, at + needle.length]);
    }
  }
  return mergeRanges(ranges);
}

export function mergeRanges(ranges: [number, number][]): MatchRanges {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: [number, number][] = [];
  for (const [start, end] of sorted) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}
