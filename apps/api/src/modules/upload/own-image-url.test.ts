import { describe, expect, it } from "vitest";
import { isOwnImageUrl } from "./own-image-url";

const prefixes = ["/uploads/", "https://img.example.cn/uploads/"];

describe("isOwnImageUrl", () => {
  it("accepts files under our upload path, relative or on the image origin", () => {
    expect(isOwnImageUrl("/uploads/complaint/2026/06/a1b2.jpg", prefixes)).toBe(true);
    expect(isOwnImageUrl("https://img.example.cn/uploads/complaint/a.webp", prefixes)).toBe(true);
  });

  it("refuses foreign hosts, other paths and escapes from the upload folder", () => {
    for (const url of [
      "https://evil.example.com/uploads/a.jpg",
      "//evil.example.com/uploads/a.jpg",
      "/static/a.jpg",
      "/uploads/",
      "/uploads/../secret.jpg",
      "/uploads//a.jpg",
      "/uploads/a.jpg?x=<script>",
      "javascript:alert(1)",
      "https://img.example.cn.evil.com/uploads/a.jpg",
    ]) {
      expect(isOwnImageUrl(url, prefixes), url).toBe(false);
    }
  });
});
