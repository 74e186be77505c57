import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

// WCAG 2 contrast of CSS colours as tests meet them: hex in themes, rgb()/rgba() from computed
// styles, oklch() in Tailwind's palette. A translucent colour is laid over the background first.

type Rgba = [red: number, green: number, blue: number, alpha: number];

/** Linear-light sRGB of an OKLCH colour (Björn Ottosson's OKLab matrices). */
function oklchToLinearSrgb(lightness: number, chroma: number, hue: number): [number, number, number] {
  const a = chroma * Math.cos((hue * Math.PI) / 180);
  const b = chroma * Math.sin((hue * Math.PI) / 180);
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
}

const toLinear = (channel: number) =>
  channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
const toGamma = (channel: number) =>
  channel <= 0.0031308 ? channel * 12.92 : 1.055 * channel ** (1 / 2.4) - 0.055;
const clamp = (channel: number) => Math.min(1, Math.max(0, channel));

/** A CSS colour as gamma-encoded sRGB channels in 0–1 and its alpha. */
function parseColour(colour: string): Rgba {
  const value = colour.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join("") : hex;
    const [r, g, b] = [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16) / 255);
    return [r!, g!, b!, 1];
  }
  const rgb = /^rgba?\(([^)]+)\)$/.exec(value)?.[1];
  if (rgb) {
    const [r, g, b, alpha = 1] = rgb
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return [r! / 255, g! / 255, b! / 255, alpha];
  }
  const oklch = /^oklch\(([\d.]+)%\s+([\d.]+)\s+([\d.]+)\)$/.exec(value);
  if (oklch) {
    const linear = oklchToLinearSrgb(Number(oklch[1]) / 100, Number(oklch[2]), Number(oklch[3]));
    const [r, g, b] = linear.map((channel) => toGamma(clamp(channel)));
    return [r!, g!, b!, 1];
  }
  throw new Error(`Not a colour this helper reads: ${colour}`);
}

function luminance([r, g, b]: Rgba): number {
  return 0.2126 * toLinear(r) + 0.7152 * toLinear(g) + 0.0722 * toLinear(b);
}

/** The contrast ratio of `foreground` over `background` (opaque), 1 to 21. */
export function contrastRatio(foreground: string, background: string): number {
  const back = parseColour(background);
  const [r, g, b, alpha] = parseColour(foreground);
  const blend = (fore: number, base: number) => fore * alpha + base * (1 - alpha);
  const fore: Rgba = [blend(r, back[0]), blend(g, back[1]), blend(b, back[2]), 1];
  const [lighter, darker] = [luminance(fore), luminance(back)].sort((x, y) => y - x);
  return (lighter! + 0.05) / (darker! + 0.05);
}

let palette: Map<string, string> | undefined;

function tailwindPalette(): Map<string, string> {
  if (!palette) {
    const themeCss = readFileSync(createRequire(import.meta.url).resolve("tailwindcss/theme.css"), "utf8");
    palette = new Map(
      [...themeCss.matchAll(/--color-([a-z]+(?:-\d+)?):\s*([^;]+);/g)].map((match) => [match[1]!, match[2]!]),
    );
  }
  return palette;
}

/**
 * The contrast of an element's Tailwind text colour on its Tailwind background (the first `text-` and
 * `bg-` utilities that name a palette colour; sizes such as `text-xs` are not colours).
 */
export function tailwindContrast(className: string): number {
  const colourOf = (prefix: "text" | "bg") => {
    for (const token of className.split(/\s+/)) {
      const colour = token.startsWith(`${prefix}-`) && tailwindPalette().get(token.slice(prefix.length + 1));
      if (colour) return colour;
    }
    throw new Error(`No ${prefix}- colour in "${className}"`);
  };
  return contrastRatio(colourOf("text"), colourOf("bg"));
}
