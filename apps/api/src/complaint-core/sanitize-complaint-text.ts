import { stripScriptTags } from "@tousu/domain";
import sanitizeHtml from "sanitize-html";

// Complaints are stored as plain text with line breaks (as the seeded ones are): no markup is
// worth keeping, and text cannot carry script into any page that shows it.
const NO_MARKUP: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  // These tags' inner text is code or widget state, never something the complainant wrote.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "template"],
};
const BLOCK_END = /<br\s*\/?>|<\/(?:p|div|li|h[1-6]|tr|blockquote)\s*>/gi;
// sanitize-html escapes what remains as HTML text; these are the only entities it emits.
const ESCAPED = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"' } as const;
// Entity-encoded markup ("&lt;script&gt;") surfaces as markup once decoded, so passes repeat until
// nothing changes; deeper nesting than this is not text anyone writes.
const MAX_PASSES = 4;

/** Markup-free text, or null when it is still changing after the last pass (nested encodings). */
export function sanitizeComplaintText(input: string): string | null {
  let current = normalizeWhitespace(input);
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const next = normalizeWhitespace(toPlainText(current));
    if (next === current) return current;
    current = next;
  }
  return null;
}

function toPlainText(html: string): string {
  const withBreaks = stripScriptTags(html).replace(BLOCK_END, "\n");
  return sanitizeHtml(withBreaks, NO_MARKUP).replace(
    /&(?:amp|lt|gt|quot);/g,
    (entity) => ESCAPED[entity as keyof typeof ESCAPED],
  );
}

function normalizeWhitespace(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/[^\S\n]+$/gm, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Counts what a reader sees as characters: rare Han characters are surrogate pairs in UTF-16. */
export function textLength(text: string): number {
  return [...text].length;
}
