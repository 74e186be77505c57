/** The page number a list URL asks for; anything but a positive whole number is the first page. */
export function readPageNumber(request: Request): number {
  const page = Number(new URL(request.url).searchParams.get("page"));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}
