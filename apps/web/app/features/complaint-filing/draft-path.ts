// The draft lives through the two form steps and nowhere else (docs/product/entities.md#complaint-draft).
const DRAFT_PATHS = new Set(["/complaint/create", "/complaint/create/two"]);

/** Whether the complaint draft survives on this page: the two steps of /complaint/create. */
export function isDraftPath(pathname: string): boolean {
  return DRAFT_PATHS.has(pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);
}
