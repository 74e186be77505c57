import { describe, expect, it } from "vitest";
import { friendLinkHref } from "./site-footer";

describe("friendLinkHref", () => {
  it("sends a link to another site through /transfer, keeps this site's paths, drops what is no web page", () => {
    expect(friendLinkHref("https://www.example.org/a?b=1")).toBe(
      "/transfer?url=https%3A%2F%2Fwww.example.org%2Fa%3Fb%3D1",
    );
    expect(friendLinkHref("/article")).toBe("/article");
    for (const bad of ["javascript:alert(1)", "//evil.example", "https://user@evil.example/"]) {
      expect(friendLinkHref(bad), bad).toBeNull();
    }
  });
});
