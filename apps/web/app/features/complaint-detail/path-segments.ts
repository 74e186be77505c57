/** The anchor of a timeline entry, which /complaint/{id}/{index} scrolls to. */
export function timelineEntryId(index: number): string {
  return `progress-${index}`;
}

/** A timeline index from the path: a positive integer, or null when it is not. */
export function parsePositiveInteger(segment: string | undefined): number | null {
  if (!segment || !/^[1-9]\d{0,14}$/.test(segment)) return null;
  return Number(segment);
}
