import type { MatchRanges } from "@tousu/contracts";

/**
 * What of a brand's name to mark for the search key. The brand search answers no match ranges: a key
 * found in the name marks itself; a Latin key that is not in the name found the brand by its pinyin or
 * initials ("yunshan", "ysyx"), which spell the name as a whole, so the whole name is marked.
 */
export function findBrandNameMatch(name: string, key: string): MatchRanges {
  const wanted = key.trim().toLowerCase();
  if (!wanted) return [];
  const start = name.toLowerCase().indexOf(wanted);
  if (start >= 0) return [[start, start + wanted.length]];
  return /^[a-z0-9\s']+$/.test(wanted) ? [[0, name.length]] : [];
}
