import { describe, expect, it } from "vitest";
import { findMonogramCharacter, MONOGRAM_COLOURS, pickMonogramColour } from "./monogram";

// WCAG 2.x relative luminance and contrast ratio.
function luminance(hex: string): number {
  const linear = (start: number) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(1) + 0.7152 * linear(3) + 0.0722 * linear(5);
}

function contrastWithWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}

describe("findMonogramCharacter", () => {
  it("takes the first Chinese character or letter", () => {
    expect(findMonogramCharacter("星河数码")).toBe("星");
    expect(findMonogramCharacter("apple")).toBe("A");
    expect(findMonogramCharacter("  （新）优选商城")).toBe("新");
    expect(findMonogramCharacter("3M中国")).toBe("3");
  });

  it("takes letters of any script, with case or without, and digits of either width", () => {
    expect(findMonogramCharacter("「ユニクロ」")).toBe("ユ");
    expect(findMonogramCharacter("・ソニー")).toBe("ソ");
    expect(findMonogramCharacter("（한국）상점")).toBe("한");
    expect(findMonogramCharacter("-ébène")).toBe("É");
    expect(findMonogramCharacter("«Ωmega»")).toBe("Ω");
    expect(findMonogramCharacter("【１２３】")).toBe("１");
    expect(findMonogramCharacter("（𠀋记）")).toBe("𠀋");
    expect(findMonogramCharacter("～㐀")).toBe("㐀");
  });

  it("falls back to the first character, or nothing for an empty name", () => {
    expect(findMonogramCharacter("★")).toBe("★");
    expect(findMonogramCharacter(" ")).toBe("");
  });
});

describe("pickMonogramColour", () => {
  it("gives white text AA contrast on every colour", () => {
    for (const colour of MONOGRAM_COLOURS) expect(contrastWithWhite(colour)).toBeGreaterThanOrEqual(4.5);
  });

  it("is stable for a key and spreads keys over the palette", () => {
    expect(pickMonogramColour(42)).toBe(pickMonogramColour("42"));
    const neighbours = new Set(Array.from({ length: 40 }, (_, i) => pickMonogramColour(i + 1)));
    expect(neighbours.size).toBe(MONOGRAM_COLOURS.length);
    // Ids in steps, as the seed hands them out, still get most of the palette.
    const stepped = new Set(Array.from({ length: 12 }, (_, i) => pickMonogramColour(1 + 18 * i)));
    expect(stepped.size).toBeGreaterThanOrEqual(6);
  });
});
