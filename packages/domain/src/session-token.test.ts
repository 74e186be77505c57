import { describe, expect, it } from "vitest";
import {
  isWellFormedSessionToken,
  readCookie,
  readTokenCookie,
  serializeBindTokenCookie,
  serializeExpiredBindTokenCookie,
  serializeExpiredTokenCookie,
  serializeTokenCookie,
} from "./session-token";

describe("isWellFormedSessionToken", () => {
  it("takes 43 base64url characters only", () => {
    expect(isWellFormedSessionToken("a".repeat(43))).toBe(true);
    expect(isWellFormedSessionToken("Az09_-".repeat(7).concat("x"))).toBe(true);
    for (const junk of [
      "",
      "expired",
      "a".repeat(42),
      "a".repeat(44),
      `${"a".repeat(42)}=`,
      `${"a".repeat(42)}+`,
    ])
      expect(isWellFormedSessionToken(junk)).toBe(false);
  });
});

describe("readCookie", () => {
  it("reads the named cookie among others, trimmed and decoded", () => {
    expect(readCookie("a=1; theme=dark; b=2", "theme")).toBe("dark");
    expect(readCookie("theme=dark", "theme")).toBe("dark");
    expect(readCookie("  theme =  dark  ;x=1", "theme")).toBe("dark");
    expect(readCookie("name=%E5%BC%A0%20%3D", "name")).toBe("张 =");
    // Everything after the first "=" is the value.
    expect(readCookie("pair=a=b", "pair")).toBe("a=b");
  });

  it("finds nothing for a missing, empty, undecodable or unnamed cookie", () => {
    expect(readCookie(undefined, "theme")).toBeNull();
    expect(readCookie(null, "theme")).toBeNull();
    expect(readCookie("", "theme")).toBeNull();
    expect(readCookie("themes=dark; mytheme=light", "theme")).toBeNull();
    expect(readCookie("theme; x=1", "theme")).toBeNull();
    // A bare word is no cookie, even one that starts with the name.
    expect(readCookie("themes; x=1", "theme")).toBeNull();
    expect(readCookie("theme=; x=1", "theme")).toBeNull();
    expect(readCookie("theme=   ; x=1", "theme")).toBeNull();
    expect(readCookie("theme=%E5%BC; x=1", "theme")).toBeNull();
  });

  it("takes the first of two cookies of one name, and skips a bare word before it", () => {
    expect(readCookie("theme=dark; theme=light", "theme")).toBe("dark");
    // The first one decides, even when it cannot be decoded.
    expect(readCookie("theme=%E5%BC; theme=light", "theme")).toBeNull();
    expect(readCookie("theme; theme=light", "theme")).toBe("light");
    expect(readCookie("=x; theme=light", "theme")).toBe("light");
  });
});

describe("the token cookie", () => {
  it("reads the session token from the web-token cookie", () => {
    expect(readTokenCookie("a=1; web-token=abc_DEF-1")).toBe("abc_DEF-1");
    expect(readTokenCookie("token=abc")).toBeNull();
    expect(readTokenCookie(undefined)).toBeNull();
  });

  it("drops the token cookie for the whole site", () => {
    expect(serializeExpiredTokenCookie()).toBe("web-token=; Path=/; Max-Age=0; SameSite=Lax");
  });
});

describe("the cookies a login sets", () => {
  it("keeps the token exactly as long as it lives", () => {
    const now = Date.parse("2025-01-01T00:00:00Z");
    expect(serializeTokenCookie("t/1", "2025-01-31T00:00:00Z", { now })).toBe(
      "web-token=t%2F1; Path=/; Max-Age=2592000; SameSite=Lax",
    );
    expect(serializeTokenCookie("t", "2024-12-31T00:00:00Z", { now, secure: true })).toBe(
      "web-token=t; Path=/; Max-Age=0; SameSite=Lax; Secure",
    );
  });

  it("keeps a 402's access token out of page scripts for its ten minutes, and drops it", () => {
    expect(serializeBindTokenCookie("bind.1.2.x", { secure: true })).toBe(
      "bind-access-token=bind.1.2.x; Path=/; Max-Age=600; HttpOnly; SameSite=Lax; Secure",
    );
    expect(serializeExpiredBindTokenCookie()).toBe(
      "bind-access-token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax",
    );
  });
});
