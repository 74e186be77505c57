import { describe, expect, it } from "vitest";
import {
  createAccountHasher,
  createTrackPageTokens,
  replayKey,
  TRACK_TOKEN_TTL_SECONDS,
  TRACK_TOKEN_WINDOW_SECONDS,
  visitorHash,
} from "./track-keys";

const SECRET = "a-test-secret-of-at-least-thirty-two-characters";
const NOW = new Date("2026-03-10T08:00:00Z");
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

describe("page tokens", () => {
  const tokens = createTrackPageTokens(SECRET);

  it("takes a token it issued for its site until it expires", () => {
    const token = tokens.issue("PC", NOW);
    expect(tokens.siteOf(token, NOW)).toBe("PC");
    expect(tokens.siteOf(token, later(TRACK_TOKEN_TTL_SECONDS - 1))).toBe("PC");
    expect(tokens.siteOf(token, later(TRACK_TOKEN_TTL_SECONDS))).toBeNull();
  });

  it("is the same for every render in its window, so a page's ETag does not change each second", () => {
    const token = tokens.issue("PC", NOW);
    expect(tokens.issue("PC", later(TRACK_TOKEN_WINDOW_SECONDS - 1))).toBe(token);
    expect(tokens.issue("PC", later(TRACK_TOKEN_WINDOW_SECONDS))).not.toBe(token);
    const lateInWindow = later(TRACK_TOKEN_WINDOW_SECONDS - 1);
    const lastAccepted = TRACK_TOKEN_TTL_SECONDS - TRACK_TOKEN_WINDOW_SECONDS;
    expect(tokens.siteOf(tokens.issue("H5", lateInWindow), later(lastAccepted))).toBe("H5");
  });

  it("refuses a token moved to another site, altered, from another secret or from the future", () => {
    const token = tokens.issue("PC", NOW);
    const [, issuedAt, signature] = token.split(".");
    expect(tokens.siteOf(`H5.${issuedAt}.${signature}`, NOW)).toBeNull();
    expect(tokens.siteOf(`PC.${Number(issuedAt) + 1}.${signature}`, NOW)).toBeNull();
    expect(tokens.siteOf(createTrackPageTokens(`${SECRET}-other`).issue("PC", NOW), NOW)).toBeNull();
    expect(tokens.siteOf(tokens.issue("PC", later(3600)), NOW)).toBeNull();
    expect(tokens.siteOf("garbage", NOW)).toBeNull();
  });
});

describe("visitor hash", () => {
  it("is the same visitor for the same salt, site, address and user agent, and another otherwise", () => {
    const one = visitorHash("salt-1", "PC", "203.0.113.9", "UA");
    expect(visitorHash("salt-1", "PC", "203.0.113.9", "UA")).toBe(one);
    expect(visitorHash("salt-2", "PC", "203.0.113.9", "UA")).not.toBe(one);
    expect(visitorHash("salt-1", "H5", "203.0.113.9", "UA")).not.toBe(one);
    expect(visitorHash("salt-1", "PC", "203.0.113.10", "UA")).not.toBe(one);
    expect(visitorHash("salt-1", "PC", "203.0.113.9", "UA2")).not.toBe(one);
  });

  it("holds neither the address nor the user agent", () => {
    const hash = visitorHash("salt", "PC", "203.0.113.9", "Mozilla/5.0");
    expect(hash).not.toContain("203");
    expect(hash).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});

describe("account hash and replay key", () => {
  it("hashes an account id under the secret, never showing it", () => {
    const hash = createAccountHasher(SECRET);
    expect(hash(42)).toBe(hash(42));
    expect(hash(42)).not.toBe(hash(43));
    expect(hash(42)).not.toBe(createAccountHasher(`${SECRET}-other`)(42));
    expect(hash(4242)).not.toContain("4242");
  });

  it("tells the same beacon from the same visitor apart from another visitor's", () => {
    expect(replayKey("v1", "code")).toBe(replayKey("v1", "code"));
    expect(replayKey("v1", "code")).not.toBe(replayKey("v2", "code"));
  });
});
