import { describe, expect, it } from "vitest";
import {
  browserFamilyOf,
  classifyReferrer,
  deviceClassOf,
  isEntryView,
  isTrackEventName,
  trackedPath,
  trackedSearchTerm,
} from "./tracking";

const SITE = ["www.example.test", "m.example.test"];
const IPHONE_WECHAT =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40";
const DESKTOP_CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const DESKTOP_EDGE = `${DESKTOP_CHROME} Edg/126.0`;
const IPAD_SAFARI =
  "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

describe("tracking event names", () => {
  it("knows the named events of the one list and no other", () => {
    expect(isTrackEventName("page_view")).toBe(true);
    expect(isTrackEventName("complaint_submitted")).toBe(true);
    expect(isTrackEventName("payment_paid")).toBe(true);
    expect(isTrackEventName("PAGE_VIEW")).toBe(false);
    expect(isTrackEventName("click")).toBe(false);
  });
});

describe("tracked path", () => {
  it("keeps the path and drops the query string and fragment", () => {
    expect(trackedPath("https://www.example.test/search?q=13712345678#top")).toBe("/search");
    expect(trackedPath("/complaint/view/12?from=share")).toBe("/complaint/view/12");
  });

  it("keeps the numeric id of the H5 complaint page, and nothing else of its query", () => {
    expect(trackedPath("https://m.example.test/pages/complaint/details?id=42&from=share#c")).toBe(
      "/pages/complaint/details?id=42",
    );
    expect(trackedPath("/h5/pages/complaint/details?from=x&id=7")).toBe("/h5/pages/complaint/details?id=7");
    expect(trackedPath("/pages/complaint/details?id=13712345678")).toBe("/pages/complaint/details");
    expect(trackedPath("/pages/complaint/details?id=abc")).toBe("/pages/complaint/details");
    expect(trackedPath("/pages/article/details?id=42")).toBe("/pages/article/details");
  });

  it("cuts a very long path", () => {
    expect(trackedPath(`/${"a".repeat(1000)}`)).toHaveLength(300);
  });
});

describe("tracked search term", () => {
  it("keeps an ordinary term, trimmed", () => {
    expect(trackedSearchTerm("  空气净化器   退款 ")).toBe("空气净化器 退款");
  });

  it("drops a phone number, an ID number and a long run of digits", () => {
    expect(trackedSearchTerm("13712345678")).toBeNull();
    expect(trackedSearchTerm("手机 137 1234 5678")).toBeNull();
    expect(trackedSearchTerm("11010519491231002X")).toBeNull();
    expect(trackedSearchTerm("订单 20240101123")).toBeNull();
  });

  it("drops an empty term", () => {
    expect(trackedSearchTerm("   ")).toBeNull();
    expect(trackedSearchTerm(undefined)).toBeNull();
  });
});

describe("referrer classification", () => {
  it("tells direct, internal, search engine, WeChat and other sites apart", () => {
    expect(classifyReferrer("", SITE)).toEqual({ referrerClass: "direct", referrerHost: null });
    expect(classifyReferrer("https://m.example.test/pages/index", SITE).referrerClass).toBe("internal");
    expect(classifyReferrer("/complaint/list", SITE).referrerClass).toBe("internal");
    expect(classifyReferrer("https://www.baidu.com/s?wd=secret", SITE)).toEqual({
      referrerClass: "search",
      referrerHost: "www.baidu.com",
    });
    expect(classifyReferrer("https://open.weixin.qq.com/x", SITE).referrerClass).toBe("wechat");
    expect(classifyReferrer("https://news.example-forum.test/t/1", SITE)).toEqual({
      referrerClass: "other",
      referrerHost: "news.example-forum.test",
    });
  });

  it("does not take a look-alike host for a search engine", () => {
    expect(classifyReferrer("https://notbaidu.com/", SITE).referrerClass).toBe("other");
  });

  it("counts a page view as an entry unless it came from the site itself", () => {
    expect(isEntryView("page_view", "direct")).toBe(true);
    expect(isEntryView("page_view", "internal")).toBe(false);
    expect(isEntryView("search", "direct")).toBe(false);
  });
});

describe("user agent classes", () => {
  it("derives a coarse device class", () => {
    expect(deviceClassOf(IPHONE_WECHAT)).toBe("mobile");
    expect(deviceClassOf(IPAD_SAFARI)).toBe("tablet");
    expect(deviceClassOf(DESKTOP_CHROME)).toBe("desktop");
  });

  it("derives a coarse browser family, in-app browsers first", () => {
    expect(browserFamilyOf(IPHONE_WECHAT)).toBe("WeChat");
    expect(browserFamilyOf(DESKTOP_EDGE)).toBe("Edge");
    expect(browserFamilyOf(DESKTOP_CHROME)).toBe("Chrome");
    expect(browserFamilyOf(IPAD_SAFARI)).toBe("Safari");
    expect(browserFamilyOf("curl/8")).toBe("other");
  });
});
