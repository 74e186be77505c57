import { describe, expect, it } from "vitest";
import { issueWechatScanPass, readWechatScanPass } from "./wechat-scan-pass";

const key = Buffer.alloc(32, 7);
const TICKET = "AbCdEfGhIjKlMnOpQrStUvWx";

describe("the WeChat scan's pass", () => {
  it("names the account it was issued for, for its ticket only", () => {
    const pass = issueWechatScanPass(key, TICKET, 42);
    expect(pass).toMatch(/^42\.[A-Za-z0-9_-]{22}$/);
    expect(readWechatScanPass(key, TICKET, pass)).toBe(42);
    expect(readWechatScanPass(key, "XxXxXxXxXxXxXxXxXxXxXxXx", pass)).toBeNull();
  });

  it("is refused when its account is changed, it is signed with another key, or it is no pass", () => {
    const [, signature] = issueWechatScanPass(key, TICKET, 42).split(".");
    expect(readWechatScanPass(key, TICKET, `43.${signature}`)).toBeNull();
    expect(readWechatScanPass(Buffer.alloc(32, 8), TICKET, issueWechatScanPass(key, TICKET, 42))).toBeNull();
    for (const malformed of ["", "42", "0.AAAAAAAAAAAAAAAAAAAAAA", `42.${signature}=`, `42.${signature}.x`])
      expect(readWechatScanPass(key, TICKET, malformed)).toBeNull();
  });
});
