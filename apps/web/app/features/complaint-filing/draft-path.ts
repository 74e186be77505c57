// Spec §4: the draft lives through the two form steps and nowhere else.
const DRAFT_PATHS = new Set(["/complaint/create", "/complaint/create/two"]);

/** Whether the complaint draft survives on this page: the two steps of /complaint/create. */
export function isDraftPath(pathname: string): boolean {
  return DRAFT_PATHS.has(pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);
}
