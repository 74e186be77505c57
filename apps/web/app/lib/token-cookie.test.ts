import { describe, expect, it } from "vitest";
import { readTokenCookie, serializeExpiredTokenCookie } from "./token-cookie";

describe("web-token cookie", () => {
  it("reads the token among other cookies", () => {
    expect(readTokenCookie("a=1; web-token=abc%2B1; b=2")).toBe("abc+1");
    expect(readTokenCookie("web-token-old=x; web-token=y")).toBe("y");
  });

  it("is null when absent, empty or malformed", () => {
    expect(readTokenCookie(null)).toBeNull();
    expect(readTokenCookie("a=1")).toBeNull();
    expect(readTokenCookie("web-token=")).toBeNull();
    expect(readTokenCookie("web-token=%E0%A4%A")).toBeNull();
  });

  it("expires the cookie on logout", () => {
    expect(serializeExpiredTokenCookie()).toBe("web-token=; Path=/; Max-Age=0; SameSite=Lax");
  });
});
