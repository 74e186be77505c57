/**
 * Characters as a reader counts them: one per code point, so an emoji or a rare CJK character outside
 * the basic plane counts once (String#length would count two).
 */
export function countCharacters(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/** The counter under a limited text box, e.g. '123/2000'. */
export function formatCharacterCount(count: number, limit: number): string {
  return `${count}/${limit}`;
}

/** What a screen reader hears once typing pauses. */
export function describeCharacterCount(count: number, limit: number): string {
  return count > limit
    ? `已超出${count - limit}字，最多${limit}字`
    : `已输入${count}字，还可输入${limit - count}字`;
}
