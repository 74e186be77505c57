import { describe, expect, it, vi } from "vitest";
import { isChunkLoadError, reloadAfterChunkError } from "./chunk-reload";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe("chunk-load reload guard", () => {
  it("recognises failed dynamic imports", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/a.js"))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error("Unable to preload CSS for /assets/a.css"))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(false);
  });

  it("reloads once, then not again within 60 s, then again after", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadAfterChunkError({ storage, now: 1_000_000, reload })).toBe(true);
    expect(reloadAfterChunkError({ storage, now: 1_059_999, reload })).toBe(false);
    expect(reloadAfterChunkError({ storage, now: 1_060_000, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("treats an unreadable timestamp as no previous reload", () => {
    const storage = memoryStorage();
    storage.setItem("chunk-reload-at", "garbage");
    const reload = vi.fn();
    expect(reloadAfterChunkError({ storage, now: 5, reload })).toBe(true);
  });
});
