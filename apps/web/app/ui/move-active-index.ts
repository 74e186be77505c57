/**
 * The active option of a listbox after an arrow key (WAI-ARIA combobox pattern): down from no active
 * option goes to the first, up from none to the last, and both ends wrap around. -1 means none.
 */
export function moveActiveIndex(active: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (active < 0) return step === 1 ? 0 : count - 1;
  return (active + step + count) % count;
}
