import { describe, expect, it } from "vitest";
import {
  checkOutboundLink,
  OUTBOUND_LINK_MAX_LENGTH,
  OUTBOUND_LINK_MESSAGES,
  transferAddress,
} from "./outbound-link";

describe("checkOutboundLink", () => {
  it.each([
    ["https://www.example.com/path?q=1#part", "https://www.example.com/path?q=1#part", "www.example.com"],
    ["http://example.com", "http://example.com/", "example.com"],
    ["HTTPS://Example.COM:8443/a", "https://example.com:8443/a", "example.com:8443"],
    ["https://例子.中国/文章", "https://xn--fsqu00a.xn--fiqs8s/%E6%96%87%E7%AB%A0", "xn--fsqu00a.xn--fiqs8s"],
  ])("accepts %s as %s on host %s", (address, href, host) => {
    expect(checkOutboundLink(address)).toEqual({ ok: true, href, host });
  });

  it.each([
    [null, OUTBOUND_LINK_MESSAGES.missing],
    ["", OUTBOUND_LINK_MESSAGES.missing],
    ["javascript:alert(1)", OUTBOUND_LINK_MESSAGES.notWeb],
    ["JaVaScRiPt:alert(1)//https://example.com", OUTBOUND_LINK_MESSAGES.notWeb],
    [" javascript:alert(1)", OUTBOUND_LINK_MESSAGES.notWeb],
    ["data:text/html,<script>alert(1)</script>", OUTBOUND_LINK_MESSAGES.notWeb],
    ["//evil.example", OUTBOUND_LINK_MESSAGES.notWeb],
    ["/\\evil.example", OUTBOUND_LINK_MESSAGES.notWeb],
    ["\\\\evil.example", OUTBOUND_LINK_MESSAGES.notWeb],
    ["/tousu/1", OUTBOUND_LINK_MESSAGES.notWeb],
    ["ftp://example.com/file", OUTBOUND_LINK_MESSAGES.notWeb],
    ["https:evil.example", OUTBOUND_LINK_MESSAGES.notWeb],
    [" https://example.com", OUTBOUND_LINK_MESSAGES.notWeb],
    ["https:\\\\evil.example", OUTBOUND_LINK_MESSAGES.notWeb],
    ["https://\\evil.example", OUTBOUND_LINK_MESSAGES.malformed],
    ["https://example.com\\@evil.example", OUTBOUND_LINK_MESSAGES.malformed],
    ["https://exa\tmple.com", OUTBOUND_LINK_MESSAGES.malformed],
    ["https://example.com/\nx", OUTBOUND_LINK_MESSAGES.malformed],
    ["https://", OUTBOUND_LINK_MESSAGES.malformed],
    ["https:///evil.example", OUTBOUND_LINK_MESSAGES.malformed],
    ["https://exa mple.com", OUTBOUND_LINK_MESSAGES.malformed],
    ["https://[::1", OUTBOUND_LINK_MESSAGES.malformed],
    ["https://example.com:port/", OUTBOUND_LINK_MESSAGES.malformed],
    ["https://user@example.com", OUTBOUND_LINK_MESSAGES.credentials],
    ["https://user:secret@example.com/", OUTBOUND_LINK_MESSAGES.credentials],
    ["https://bank.example@evil.example/login", OUTBOUND_LINK_MESSAGES.credentials],
    ["https://@evil.example", OUTBOUND_LINK_MESSAGES.credentials],
    [`https://example.com/${"a".repeat(OUTBOUND_LINK_MAX_LENGTH)}`, OUTBOUND_LINK_MESSAGES.tooLong],
  ])("refuses %s", (address, message) => {
    expect(checkOutboundLink(address)).toEqual({ ok: false, message });
  });

  it("keeps an @ after the host, which names no user", () => {
    expect(checkOutboundLink("https://example.com/people/@someone?by=a@b")).toMatchObject({
      ok: true,
      host: "example.com",
    });
  });
});

describe("transferAddress", () => {
  it("puts the destination, encoded, where the transfer page reads it", () => {
    const destination = "https://example.com/a?b=1&c=中#d";
    const address = transferAddress(destination);
    expect(address).toBe("/transfer?url=https%3A%2F%2Fexample.com%2Fa%3Fb%3D1%26c%3D%E4%B8%AD%23d");
    expect(new URL(address, "https://site.test").searchParams.get("url")).toBe(destination);
  });
});

describe("checkOutboundLink at the length limit", () => {
  it("accepts an address of exactly the longest length", () => {
    const address = `https://example.com/${"a".repeat(OUTBOUND_LINK_MAX_LENGTH - 20)}`;
    expect(address).toHaveLength(OUTBOUND_LINK_MAX_LENGTH);
    expect(checkOutboundLink(address).ok).toBe(true);
  });
});
