import { CHUNK_RELOAD_GUARD_MS } from "@tousu/domain";

const STORAGE_KEY = "chunk-reload-at";

// What browsers and Vite say when a code-split file is gone (usually: a new deployment replaced it).
const CHUNK_ERROR_PATTERN =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Loading (?:CSS )?chunk [\w-]+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR_PATTERN.test(error.message);
}

/**
 * Reloads the page to fetch the new deployment's files, but not again within 60 s of the last such
 * reload (docs/product/entities.md#chunk-reload): a file that is missing for good must end on the error page, not in a reload loop.
 * Returns whether it reloaded.
 */
export function reloadAfterChunkError({
  storage = sessionStorage,
  now = Date.now(),
  reload = () => window.location.reload(),
}: {
  storage?: Pick<Storage, "getItem" | "setItem">;
  now?: number;
  reload?: () => void;
} = {}): boolean {
  const last = Number(storage.getItem(STORAGE_KEY));
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(STORAGE_KEY, String(now));
  reload();
  return true;
}
