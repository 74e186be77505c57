import type { PosterContent } from "./poster-content";
import { POSTER_FONT_FAMILY } from "./poster-font";

export const POSTER_WIDTH = 750;
export const POSTER_HEIGHT = 1200;
/** How large the code is drawn on the poster. */
export const POSTER_CODE_SIZE = 220;
const BRAND_RED = "#bd2f28";
/** A title longer than this is cut with an ellipsis: three lines at the title's size. */
const TITLE_MAX_CHARS = 54;
const FACT_MAX_CHARS = 40;

/** The platform's mark, the site's favicon drawn large. */
const MARK_SVG = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#fff"/><path d="M32 12 16 18v12c0 10 7 18.5 16 22 9-3.5 16-12 16-22V18l-16-6Z" fill="#bd2f28"/><path d="m24 32 6 6 11-12" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/></svg>',
)}`;

const PLATFORM_NAME = "诉达";
const PLATFORM_TAGLINE = "消费投诉平台";

type Style = Record<string, string | number>;
/** An element as satori takes it: React's shape without React, so the API needs no JSX toolchain. */
export interface PosterElement {
  type: "div" | "img";
  props: {
    style?: Style;
    children?: (PosterElement | string)[] | string;
    src?: string;
    width?: number;
    height?: number;
    lang?: string;
  };
}

const box = (style: Style, ...children: (PosterElement | string)[]): PosterElement => ({
  type: "div",
  props: { style: { display: "flex", boxSizing: "border-box", ...style }, children },
});
const image = (src: string, size: number, style: Style = {}): PosterElement => ({
  type: "img",
  props: { src, width: size, height: size, style },
});

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Every string the template draws, for cutting the font down to them. */
export function posterText(content: PosterContent): string {
  return [
    PLATFORM_NAME,
    PLATFORM_TAGLINE,
    content.eyebrow,
    cut(content.title, TITLE_MAX_CHARS),
    ...content.facts.flatMap((fact) => [fact.label, cut(fact.value, FACT_MAX_CHARS)]),
    content.callToAction,
    displayedAddress(content.pageUrl),
    "…",
  ].join("");
}

const displayedAddress = (pageUrl: string) => pageUrl.replace(/^https?:\/\//, "");

/** The one poster layout: the mark, the subject's key facts, and a code to its page. */
export function posterTemplate(content: PosterContent, codeDataUrl: string): PosterElement {
  const poster = box(
    {
      width: POSTER_WIDTH,
      height: POSTER_HEIGHT,
      flexDirection: "column",
      backgroundColor: BRAND_RED,
      fontFamily: POSTER_FONT_FAMILY,
      padding: 40,
    },
    box(
      { alignItems: "center", color: "#fff", marginBottom: 32 },
      image(MARK_SVG, 64, { borderRadius: 14 }),
      box({ fontSize: 40, fontWeight: 700, marginLeft: 18 }, PLATFORM_NAME),
      box({ fontSize: 26, marginLeft: 16, opacity: 0.85 }, PLATFORM_TAGLINE),
    ),
    box(
      {
        flexDirection: "column",
        flexGrow: 1,
        width: "100%",
        backgroundColor: "#fff",
        borderRadius: 24,
        padding: 44,
      },
      box({ fontSize: 26, color: BRAND_RED, fontWeight: 700 }, content.eyebrow),
      box(
        { fontSize: 42, fontWeight: 700, color: "#1f2329", lineHeight: 1.35, marginTop: 18 },
        cut(content.title, TITLE_MAX_CHARS),
      ),
      box(
        { flexDirection: "column", marginTop: 32, borderTop: "2px solid #eceef2", paddingTop: 20 },
        ...content.facts.map((fact) =>
          box(
            { fontSize: 28, lineHeight: 1.4, paddingTop: 12, paddingBottom: 12 },
            box({ width: 170, flexShrink: 0, color: "#8a9099" }, fact.label),
            box({ flexGrow: 1, flexShrink: 1, color: "#1f2329" }, cut(fact.value, FACT_MAX_CHARS)),
          ),
        ),
      ),
      box({ flexGrow: 1 }),
      box(
        { alignItems: "center", borderTop: "2px solid #eceef2", paddingTop: 32 },
        image(codeDataUrl, POSTER_CODE_SIZE),
        box(
          { flexDirection: "column", marginLeft: 32, flexShrink: 1 },
          box({ fontSize: 30, fontWeight: 700, color: "#1f2329", lineHeight: 1.4 }, content.callToAction),
          box({ fontSize: 22, color: "#8a9099", marginTop: 14 }, displayedAddress(content.pageUrl)),
        ),
      ),
    ),
  );
  // Han characters take their Simplified Chinese forms, not the Japanese ones of the same code point.
  poster.props.lang = "zh-CN";
  return poster;
}
