import type { MatchRanges } from "@tousu/contracts";

export interface TextPiece {
  text: string;
  matched: boolean;
}

/** Cuts a text at the API's match ranges; ranges out of bounds or out of order are clipped, never thrown on. */
export function splitByRanges(text: string, ranges: MatchRanges): TextPiece[] {
  const pieces: TextPiece[] = [];
  let cursor = 0;
  for (const [rawStart, rawEnd] of ranges) {
    const start = Math.max(cursor, Math.min(rawStart, text.length));
    const end = Math.min(Math.max(rawEnd, start), text.length);
    if (start > cursor) pieces.push({ text: text.slice(cursor, start), matched: false });
    if (end > start) pieces.push({ text: text.slice(start, end), matched: true });
    cursor = Math.max(cursor, end);
  }
  if (cursor < text.length) pieces.push({ text: text.slice(cursor), matched: false });
  return pieces;
}

/** Plain text from the API with its matches in <mark>: React escapes every piece, so no HTML gets through. */
export function MarkedText({ text, ranges }: { text: string; ranges: MatchRanges }) {
  return (
    <>
      {splitByRanges(text, ranges).map((piece, index) =>
        piece.matched ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one fixed string, never reordered
          <mark key={index} className="rounded-sm bg-amber-100 text-inherit">
            {piece.text}
          </mark>
        ) : (
          piece.text
        ),
      )}
    </>
  );
}
