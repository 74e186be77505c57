import { describe, expect, it } from "vitest";
import { resolveImageUrl } from "./image-url";

describe("resolveImageUrl", () => {
  it("keeps absolute URLs and bundled placeholders", () => {
    expect(resolveImageUrl("https://cdn.example/a.png", "https://img.example")).toBe(
      "https://cdn.example/a.png",
    );
    expect(resolveImageUrl("/images/default-avatar.svg", "https://img.example")).toBe(
      "/images/default-avatar.svg",
    );
  });

  it("puts uploads on the image host", () => {
    expect(resolveImageUrl("/uploads/a.png", "https://img.example/")).toBe(
      "https://img.example/uploads/a.png",
    );
    expect(resolveImageUrl("uploads/a.png", "")).toBe("/uploads/a.png");
  });

  it("is null for a missing image so the caller can fall back", () => {
    expect(resolveImageUrl("", "")).toBeNull();
    expect(resolveImageUrl(null, "")).toBeNull();
  });
});
