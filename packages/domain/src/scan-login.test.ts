import { describe, expect, it } from "vitest";
import {
  maskIp,
  SCAN_TICKET_ID_SHAPE,
  scanLoginPath,
  summarizeDevice,
  WECHAT_SCAN_PASS_SHAPE,
  wechatScanConfirmPath,
} from "./scan-login";

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
    // WeChat on an iPhone: no "Mobile" token, and "like Mac OS X" all the same.
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) MicroMessenger/8.0.49(0x18003137) NetType/WIFI Language/zh_CN",
      "iPhone · 微信",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      "iPhone · Safari",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1",
      "iPhone · Chrome",
    ],
    [
      "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) MicroMessenger/8.0.40(0x1800282a) NetType/WIFI Language/zh_CN",
      "iPad · 微信",
    ],
    [
      "Mozilla/5.0 (Linux; Android 13; V2227A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MMWEBID/2247 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64",
      "Android 设备 · 微信",
    ],
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36",
      "Android 设备 · Chrome",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.138 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x63090a13) XWEB/9129 Flue",
      "Windows 电脑 · 微信",
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) MicroMessenger/6.8.0(0x16080000) MacWechat/3.8.7(0x13080712) Safari/605.1.15 NetType/WIFI",
      "Mac 电脑 · 微信",
    ],
    ["Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0", "Linux 电脑 · Firefox"],
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

describe("summarizeDevice, each system and browser", () => {
  it.each([
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
      "iPhone · Safari",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN",
      "iPhone · 微信",
    ],
    [
      "Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
      "iPad · Safari",
    ],
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
      "Android 设备 · Chrome",
    ],
    [
      "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
      "Chromebook · Chrome",
    ],
    ["Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0", "Linux 电脑 · Firefox"],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 OPR/109.0.0.0",
      "Windows 电脑 · Opera",
    ],
    [
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chromium/124.0.0.0 Safari/537.36",
      "Linux 电脑 · Chrome",
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0",
      "Mac 电脑 · Firefox",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0 Safari/537.36 MicroMessenger/7.0.20.1781 WindowsWechat",
      "Windows 电脑 · 微信",
    ],
    ["SomeBot/1.0 Safari/1", "Safari"],
    ["", "未知设备"],
    [null, "未知设备"],
  ])("names %s as %s", (userAgent, expected) => {
    expect(summarizeDevice(userAgent)).toBe(expected);
  });
});

describe("maskIp, addresses it cannot split", () => {
  it.each([
    ["2001:db8::1", "2001:db8:*"],
    ["::1", "*"],
    ["fe80::", "*"],
    ["10.0.0.1.5", "*"],
    ["1.2.3", "*"],
    ["x10.1.2.3", "*"],
    ["::ffff:10.1.2.3", "10.1.*.*"],
    ["", "未知"],
    [undefined, "未知"],
  ])("masks %s as %s", (ip, expected) => {
    expect(maskIp(ip)).toBe(expected);
  });
});

describe("scan tickets", () => {
  it("opens a ticket's confirm page by its id, and knows an id by its shape", () => {
    expect(scanLoginPath("abc_DEF-123")).toBe("/auth/scan/abc_DEF-123");
    expect(SCAN_TICKET_ID_SHAPE.test("Ab9_-".repeat(4).concat("abcd"))).toBe(true);
    for (const id of [
      "a".repeat(23),
      "a".repeat(25),
      `${"a".repeat(23)}=`,
      `${"a".repeat(23)}/`,
      ` ${"a".repeat(24)}`,
    ])
      expect(SCAN_TICKET_ID_SHAPE.test(id), id).toBe(false);
  });
});

describe("WeChat scan passes", () => {
  const mac = "Ab9_-".repeat(4).concat("xy"); // 22 base64url characters: 128 bits

  it("links the ticket's confirm page with the pass in its fragment", () => {
    expect(wechatScanConfirmPath("abc_DEF-123", `42.${mac}`)).toBe(
      `/auth/scan/abc_DEF-123#wechat_pass=42.${mac}`,
    );
  });

  it("knows a pass by an account id of 1 to 16 digits and a 22-character HMAC", () => {
    for (const pass of [`1.${mac}`, `42.${mac}`, `9${"0".repeat(15)}.${mac}`]) {
      expect(WECHAT_SCAN_PASS_SHAPE.test(pass), pass).toBe(true);
    }
    for (const pass of [
      `0.${mac}`, // no account id 0, no leading zero
      `042.${mac}`,
      `1${"0".repeat(16)}.${mac}`, // 17 digits
      `.${mac}`,
      `x42.${mac}`,
      `42.${mac}x`,
      `42.${mac.slice(1)}`, // 21 characters
      `42.${mac}=`,
      `42.${mac.slice(2)}+/`,
      `42${mac}`,
    ]) {
      expect(WECHAT_SCAN_PASS_SHAPE.test(pass), pass).toBe(false);
    }
  });
});

describe("maskIp, the edges of each form", () => {
  it.each([
    ["2001:db8::", "2001:db8:*"], // exactly two groups
    ["2001:db8::ffff:10.1.2.3", "2001:db8:*"], // "::ffff:" inside, not a mapped IPv4 address
    ["64::ffff:10.1.2.3", "64:ffff:*"], // the same, where dropping it would leave a dotted quad
  ])("masks %s as %s", (ip, expected) => {
    expect(maskIp(ip)).toBe(expected);
  });
});
