import { pinyin } from "pinyin-pro";

// Brand autocomplete matches Latin input against these columns (brands.pinyin, brands.initials):
// the seed, the test factories and a rename in the moderation console all derive them here.

/** Toneless lower-case pinyin and initials; Latin letters and digits in a name are kept as they are. */
export function brandPinyin(name: string): { pinyin: string; initials: string } {
  const options = { toneType: "none", type: "array", nonZh: "consecutive" } as const;
  const clean = (parts: string[]) =>
    parts
      .join("")
      .toLowerCase()
      .replace(/[^a-z0-9]/g, "");
  return {
    pinyin: clean(pinyin(name, options)),
    initials: clean(pinyin(name, { ...options, pattern: "first" })),
  };
}
