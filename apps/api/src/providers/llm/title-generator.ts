import { AI_TITLE_MAX_LENGTH } from "@tousu/contracts";

export interface TitleInput {
  brandName: string;
  /** Names of the problems the complainant picked, main one first. */
  problems: readonly string[];
  /** Plain text. */
  content: string;
}

/** Suggests a complaint title. Implementations never log the content. */
export interface TitleGenerator {
  readonly name: string;
  generate(input: TitleInput): Promise<string>;
}

const QUOTES = /["'`“”‘’「」『』《》【】]/g;
const LABEL_PREFIX = /^(?:投诉)?标题[:：]\s*/;
const TRAILING_PUNCTUATION = /[\s。.!！?？,，;；:：、…~～\-—]+$/u;

/**
 * Normalises any candidate (a model's answer or an extracted phrase) into what the form accepts:
 * one line, no quotes or label, no trailing punctuation, at most 30 characters.
 */
export function finishTitle(raw: string): string {
  const firstLine =
    raw
      .split(/\r?\n/)
      .map((line) => line.trim())
      .find((line) => line.length > 0) ?? "";
  const cleaned = firstLine.replace(QUOTES, "").replace(LABEL_PREFIX, "").replace(/\s+/g, "");
  return truncateTitle(cleaned).replace(TRAILING_PUNCTUATION, "");
}

/** Cuts by whole code points so that a surrogate pair is never split, within the UTF-16 limit zod checks. */
export function truncateTitle(text: string, max = AI_TITLE_MAX_LENGTH): string {
  let result = "";
  for (const char of text) {
    if (result.length + char.length > max) break;
    result += char;
  }
  return result;
}
