/**
 * Backgrounds for a brand's monogram, each dark enough that white text reaches WCAG AA (4.5:1) on it;
 * `monogram.test.ts` checks the ratios. Red is left out: it is the site's action colour.
 */
export const MONOGRAM_COLOURS = [
  "#1d4ed8", // blue
  "#0f766e", // teal
  "#6d28d9", // violet
  "#b45309", // amber
  "#047857", // emerald
  "#be185d", // pink
  "#0369a1", // sky
  "#475569", // slate
] as const;

// A letter, digit or Han character: skips brackets, spaces and punctuation a name may start with.
const MONOGRAM_CHARACTER = /[\p{Script=Han}\p{L}\p{N}]/u;

/** The character a brand without a logo is drawn with: its first Chinese character or letter, upper-cased. */
export function findMonogramCharacter(name: string): string {
  const characters = Array.from(name.trim());
  const found = characters.find((character) => MONOGRAM_CHARACTER.test(character)) ?? characters[0];
  return found ? found.toLocaleUpperCase("zh-CN") : "";
}

/** The same brand always gets the same colour, on the server and in the browser. */
export function pickMonogramColour(key: string | number): string {
  // FNV-1a, then murmur3's finaliser: FNV alone leaves the low bits that pick the colour poorly mixed,
  // and seeded ids step by 18 (1, 19, 37…), which put most hot brands on one colour.
  let hash = 0x811c9dc5;
  for (const character of String(key)) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return MONOGRAM_COLOURS[(hash >>> 0) % MONOGRAM_COLOURS.length] ?? MONOGRAM_COLOURS[0];
}
