/**
 * The page number a list URL asks for; anything but a positive whole number is the first page.
 * `param` names it where a page has two lists.
 */
export function readPageNumber(request: Request, param = "page"): number {
  const page = Number(new URL(request.url).searchParams.get(param));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}
