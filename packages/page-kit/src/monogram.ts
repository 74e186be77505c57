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

// Letters without case: Han (with its extensions), kana and Hangul.
const UNCASED_LETTERS: ReadonlyArray<readonly [number, number]> = [
  [0x3041, 0x30fa], // hiragana and katakana, without the middle dot and the prolonged sound mark
  [0x3400, 0x4dbf], // CJK extension A
  [0x4e00, 0x9fff], // CJK unified ideographs
  [0xac00, 0xd7af], // Hangul syllables
  [0xf900, 0xfaff], // CJK compatibility ideographs
  [0x20000, 0x3134f], // CJK extensions B to G
];

// A letter or digit: skips brackets, spaces and punctuation a name may start with. Code point ranges
// rather than a Unicode property class (\p{L}), which costs the browser 5–13 ms to compile on the
// first page that draws a monogram (measured 2026-12-06).
function isMonogramCharacter(character: string): boolean {
  if (/[0-9\uff10-\uff19]/.test(character)) return true;
  if (character.toLowerCase() !== character.toUpperCase()) return true;
  const code = character.codePointAt(0) ?? 0;
  return UNCASED_LETTERS.some(([first, last]) => code >= first && code <= last);
}

/** The character a brand without a logo is drawn with: its first Chinese character or letter, upper-cased. */
export function findMonogramCharacter(name: string): string {
  const characters = Array.from(name.trim());
  const found = characters.find(isMonogramCharacter) ?? characters[0];
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
