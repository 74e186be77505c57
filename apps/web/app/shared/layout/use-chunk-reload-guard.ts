import { useEffect } from "react";
import { reloadAfterChunkError } from "./chunk-reload";

/** Vite announces a failed preload of a lazily imported file; reload (guarded) instead of failing. */
export function useChunkReloadGuard(): void {
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      // Cancelling the event stops Vite from throwing; when the guard refuses, the error surfaces.
      if (reloadAfterChunkError()) event.preventDefault();
    };
    window.addEventListener("vite:preloadError", onPreloadError);
    return () => window.removeEventListener("vite:preloadError", onPreloadError);
  }, []);
}
