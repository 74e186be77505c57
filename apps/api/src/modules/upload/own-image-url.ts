// Only images our upload flow produced may be attached: they were checked by content and
// stripped of location data, while a foreign URL could track readers or change after review.
const SAFE_PATH = /^[A-Za-z0-9._~\-/]+$/;

/** True when `url` lies under one of `prefixes` (e.g. `/uploads/`) without climbing out of it. */
export function isOwnImageUrl(url: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => {
    if (!url.startsWith(prefix)) return false;
    const rest = url.slice(prefix.length);
    return (
      rest.length > 0 && SAFE_PATH.test(rest) && !rest.split("/").some((part) => part === ".." || part === "")
    );
  });
}
