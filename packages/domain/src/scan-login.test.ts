import { describe, expect, it } from "vitest";
import { maskIp, summarizeDevice } from "./scan-login";

describe("summarizeDevice", () => {
  it.each([
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
      "Windows 电脑 · Chrome",
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15",
      "Mac 电脑 · Safari",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/131.0 Safari/537.36 Edg/131.0",
      "Windows 电脑 · Edge",
    ],
    ["curl/8.0", "未知设备"],
    [undefined, "未知设备"],
  ])("names %s as %s", (userAgent, expected) => {
    expect(summarizeDevice(userAgent)).toBe(expected);
  });
});

describe("maskIp", () => {
  it.each([
    ["203.0.113.42", "203.0.*.*"],
    ["::ffff:198.51.100.7", "198.51.*.*"],
    ["2001:db8:85a3::8a2e:370:7334", "2001:db8:*"],
    [null, "未知"],
  ])("masks %s as %s", (ip, expected) => {
    expect(maskIp(ip)).toBe(expected);
  });
});
