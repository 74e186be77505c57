import { describe, expect, it } from "vitest";
import {
  detectInAppBrowser,
  h5CopiesOf,
  h5SitePath,
  h5VipOrderPath,
  hasH5Page,
  isLandingRouteName,
  isPhoneUserAgent,
  isUserRouteName,
  loginRedirectLocation,
  parseSiteView,
  pcAddressOf,
  resolveH5Address,
  resolveMobileRedirect,
  resolvePermanentRedirect,
  sameSitePath,
  vipOrderPath,
  withSiteView,
} from "./routing";

describe("resolvePermanentRedirect", () => {
  it.each([
    // complaints with a numeric id → /tousu/{id}, keeping the query
    ["/complaints/123", "", "/tousu/123"],
    ["/complaints/123", "?from=baidu&page=2", "/tousu/123?from=baidu&page=2"],
    ["/complaints/123/", "from=baidu", "/tousu/123?from=baidu"],
    // the old list → /tousu, keeping the query
    ["/complaints", "?page=3", "/tousu?page=3"],
    ["/complaints/", "", "/tousu"],
    // an article id containing "classify" → /article, query dropped
    ["/article/classify123", "?a=1", "/article"],
    ["/article/xyz-classify", "", "/article"],
    ["/article/classify", "", "/article"],
    // any path containing /complaints/step/stepone → /complaint/create, keeping the query
    ["/complaints/step/stepone", "?linkId=9", "/complaint/create?linkId=9"],
    ["/m/complaints/step/stepone/extra", "", "/complaint/create"],
    // /article/list/{rest} → /article/tags/{rest}
    ["/article/list/12", "?page=2", "/article/tags/12"],
    ["/article/list/12/more", "", "/article/tags/12/more"],
    // /search/tousu → /search?key={searchKey}
    ["/search/tousu", "?searchKey=%E6%89%8B%E6%9C%BA&page=2", "/search?key=%E6%89%8B%E6%9C%BA"],
    ["/search/tousu", "?searchKey=a%26b+c", "/search?key=a%26b%20c"],
    ["/search/tousu", "", "/search"],
    ["/search/tousu", "?searchKey=", "/search"],
    ["/search/tousu", "?key=x", "/search"],
    // /vip/activity → /vip
    ["/vip/activity", "?x=1", "/vip"],
    // /article/details/{id} → /article/{id}
    ["/article/details/88", "?x=1", "/article/88"],
  ])("%s%s → %s", (pathname, search, target) => {
    expect(resolvePermanentRedirect(pathname, search)).toBe(target);
  });

  it.each([
    ["/"],
    ["/tousu"],
    ["/tousu/123"],
    // non-numeric complaint ids and the classify route are live pages
    ["/complaints/abc"],
    ["/complaints/12a"],
    ["/complaints/123/comments"],
    ["/article/classify/5"],
    ["/article/123"],
    ["/article/list"],
    ["/article/list/"],
    ["/article/tags/12"],
    ["/article/details"],
    ["/article/details/88/x"],
    ["/search"],
    ["/search/tousu/x"],
    ["/vip"],
    ["/vip/activity/2024"],
    ["/Complaints/123"],
    [""],
  ])("leaves %s alone", (pathname) => {
    expect(resolvePermanentRedirect(pathname, "?a=1")).toBeNull();
  });
});

describe("resolveMobileRedirect", () => {
  const origin = "https://m.example.com";

  it.each([
    ["/article/123", "?from=share", `${origin}/pages/article/details?id=123`],
    ["/article/abc-9/", "", `${origin}/pages/article/details?id=abc-9`],
    ["/tousu/456", "?x=1", `${origin}/pages/complaint/details?id=456`],
    ["/vip", "?from=banner", `${origin}/pages/vip/index`],
    ["/vip/", "", `${origin}/pages/vip/index`],
    ["/complaint/456", "", `${origin}/pages/complaint/details?id=456`],
    ["/complaint/456/3", "", `${origin}/pages/complaint/details?id=456#progress-3`],
  ])("maps %s%s to the mobile page", (pathname, search, target) => {
    expect(resolveMobileRedirect(pathname, search, origin)).toBe(target);
  });

  it.each([
    ["/", "", `${origin}/`],
    ["/tousu", "?page=2", `${origin}/tousu?page=2`],
    ["/article/comment", "", `${origin}/article/comment`],
    ["/article/tags/12", "page=2", `${origin}/article/tags/12?page=2`],
    ["/tousu/collective/list", "", `${origin}/tousu/collective/list`],
    ["/vip/success", "", `${origin}/vip/success`],
    ["/complaint/create", "", `${origin}/complaint/create`],
    ["/complaint/create/two", "", `${origin}/complaint/create/two`],
    ["/complaint/accelerate/5", "", `${origin}/complaint/accelerate/5`],
    ["/complaint/tags/12", "", `${origin}/complaint/tags/12`],
    ["/article/%E4%B8%AD", "", `${origin}/article/%E4%B8%AD`],
  ])("sends %s%s to the same URL on the mobile site", (pathname, search, target) => {
    expect(resolveMobileRedirect(pathname, search, origin)).toBe(target);
  });

  it("tolerates a trailing slash on the origin", () => {
    expect(resolveMobileRedirect("/vip", "", `${origin}/`)).toBe(`${origin}/pages/vip/index`);
    expect(resolveMobileRedirect("/brands/1", "", `${origin}//`)).toBe(`${origin}/brands/1`);
  });
});

const UA = {
  chromeWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  safariMac:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
  firefoxLinux: "Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0",
  qqBrowserWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/94.0.4606.71 Safari/537.36 Core/1.94.236.400 QQBrowser/12.4.5605.400",
  wechatWindows:
    "Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.138 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x63090a13) XWEB/9129 Flue",
  iphoneSafari:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  ipad: "Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1",
  ipod: "Mozilla/5.0 (iPod touch; CPU iPhone OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148",
  androidChrome:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
  androidTablet:
    "Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  cubotPhone:
    "Mozilla/5.0 (Linux; Android 9; CUBOT X19) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36",
  harmonyNextPhone:
    "Mozilla/5.0 (Phone; OpenHarmony 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile",
  harmonyNextTablet:
    "Mozilla/5.0 (Tablet; OpenHarmony 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1",
  harmonyLegacy:
    "Mozilla/5.0 (Linux; Android 10; HarmonyOS; ELS-AN00; HMSCore 6.1.0.305) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/88.0.4324.93 HuaweiBrowser/11.1.4.301 Mobile Safari/537.36",
  windowsPhone:
    "Mozilla/5.0 (compatible; MSIE 10.0; Windows Phone 8.0; Trident/6.0; IEMobile/10.0; ARM; Touch; NOKIA; Lumia 920)",
  wechatAndroid:
    "Mozilla/5.0 (Linux; Android 13; V2227A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/111.0.5563.116 Mobile Safari/537.36 XWEB/1110017 MMWEBSDK/20231202 MMWEBID/2247 MicroMessenger/8.0.47.2560(0x28002F51) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64",
  wechatIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN",
  weiboIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Weibo (iPhone14,5__weibo__13.10.1__iphone__os16.6)",
  qqAppAndroid:
    "Mozilla/5.0 (Linux; Android 12; PEQM00 Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/89.0.4389.72 MQQBrowser/6.2 TBS/046295 Mobile Safari/537.36 V1_AND_SQ_8.9.28_3700_YYB_D A_8092800 QQ/8.9.28.10155 NetType/WIFI WebP/0.3.0 AppId/537155547",
  qqAppIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 QQ/8.9.75.621 V1_IPH_SQ_8.9.75_1_APP_A Pixel/1170 MiniAppEnable SimpleUISwitch/0 StudyMode/0 CurrentMode/0 CurrentFontScale/1.000000 QQTheme/1000 AppId/537176863 Core/WKWebView Device/Apple(iPhone 14) NetType/WIFI QBWebViewType/1 WKType/1",
  kindleFire:
    "Mozilla/5.0 (Linux; Android 9; KFMAWI) AppleWebKit/537.36 (KHTML, like Gecko) Silk/120.3.1 like Chrome/120.0.6099.230 Safari/537.36",
  mqqBrowser:
    "Mozilla/5.0 (Linux; U; Android 12; zh-cn; PEQM00 Build/SP1A.210812.016) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/109.0.5414.86 MQQBrowser/14.7 Mobile Safari/537.36 COVC/046603",
  googlebotSmartphone:
    "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.118 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  baiduspiderMobile:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 9_1 like Mac OS X) AppleWebKit/601.1.46 (KHTML, like Gecko) Version/9.0 Mobile/13B143 Safari/601.1 (compatible; Baiduspider-render/2.0; +http://www.baidu.com/search/spider.html)",
  bytespider:
    "Mozilla/5.0 (Linux; Android 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 (compatible; Bytespider; spider-feedback@bytedance.com)",
  sogouSpider: "Sogou web spider/4.0(+http://www.sogou.com/docs/help/webmasters.htm#07)",
  bingbot: "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
};

describe("h5CopiesOf", () => {
  it("names the H5 page a PC page is shown at, with its data request, and nothing for PC-only pages", () => {
    expect(h5CopiesOf("/tousu/7")).toEqual([
      "/pages/complaint/details?id=7",
      "/pages/complaint/details.data?id=7",
    ]);
    expect(h5CopiesOf("/tousu/7.data")).toEqual(h5CopiesOf("/tousu/7"));
    expect(h5CopiesOf("/_root.data")).toEqual(["/", "/_root.data"]);
    expect(h5CopiesOf("/brands/3")).toEqual(["/brands/3", "/brands/3.data"]);
    expect(h5CopiesOf("/company")).toEqual([]);
  });
});

describe("h5SitePath", () => {
  it("drops the /h5 the main origin's mount adds, and nothing else", () => {
    expect(h5SitePath("/h5")).toBe("/");
    expect(h5SitePath("/h5/user/complaint")).toBe("/user/complaint");
    expect(h5SitePath("/user")).toBe("/user");
    expect(h5SitePath("/h5x/user")).toBe("/h5x/user");
  });
});

describe("resolveH5Address", () => {
  it("renders the H5 site's own pages: home and the mobile paths", () => {
    expect(resolveH5Address("/", "")).toEqual({ kind: "page" });
    expect(resolveH5Address("/pages/complaint/details", "?id=7")).toEqual({ kind: "page" });
    expect(resolveH5Address("/pages/article/details", "?id=7")).toEqual({ kind: "page" });
  });

  it.each(["/complaint/comment/7", "/complaint/comment", "/tousu/collective/list", "/tousu/collective/3"])(
    "renders the PC path %s whose H5 page is built",
    (pathname) => expect(resolveH5Address(pathname, "")).toEqual({ kind: "page" }),
  );

  it("renders the filing pages built for phones at their PC paths", () => {
    expect(resolveH5Address("/complaint/create", "?linkId=9")).toEqual({ kind: "page" });
    expect(resolveH5Address("/complaint/create/two", "")).toEqual({ kind: "page" });
    expect(resolveH5Address("/complaint/accelerate/42", "")).toEqual({ kind: "page" });
    expect(resolveH5Address("/complaint/create/three", "")).toEqual({ kind: "pc" });
    expect(resolveH5Address("/complaint/accelerate", "")).toEqual({ kind: "pc" });
  });

  it.each([
    "/article",
    "/article/classify/3",
    "/article/tags/12",
    "/article/comment/5",
    "/article/comment",
    "/institute",
    "/institute/4",
    "/activity",
    "/activity/act2024315",
    "/static/agreement",
    "/static/privacy",
    "/static/download",
    "/static/life",
    "/static/life/goods/3",
    "/static/notice",
    "/static/report",
    "/saas",
    "/transfer",
  ])("renders %s, a PC path whose H5 page is built, itself", (pathname) => {
    expect(resolveH5Address(pathname, "")).toEqual({ kind: "page" });
  });

  it.each(["/static/institute", "/static/institute/3.html", "/article/classify/3/extra", "/saasx"])(
    "leaves %s, which has no H5 page, to the PC origin",
    (pathname) => expect(resolveH5Address(pathname, "")).toEqual({ kind: "pc" }),
  );

  it.each([
    "/user",
    "/user/message",
    "/user/complaint",
    "/user/complaint/back",
    "/user/complaint/17",
    "/user/answer",
    "/user/scores",
    "/user/entrust",
    "/user/vip",
  ])("renders the user centre's %s at the PC path", (pathname) =>
    expect(resolveH5Address(pathname, "")).toEqual({ kind: "page" }),
  );

  it.each(["/qa", "/qa/", "/qa/12", "/qa/list/3", "/law", "/law/lawyer/4", "/law/entrust/9"])(
    "renders the Q&A and lawyer page %s itself",
    (pathname) => expect(resolveH5Address(pathname, "")).toEqual({ kind: "page" }),
  );

  it("sends a PC page with an H5 equivalent there, keeping nothing else of the query", () => {
    expect(resolveH5Address("/tousu/17", "")).toEqual({
      kind: "h5",
      location: "/pages/complaint/details?id=17",
    });
    expect(resolveH5Address("/article/5", "?from=share")).toEqual({
      kind: "h5",
      location: "/pages/article/details?id=5",
    });
    expect(resolveH5Address("/vip/", "")).toEqual({ kind: "h5", location: "/pages/vip/index" });
    expect(resolveH5Address("/complaint/17", "")).toEqual({
      kind: "h5",
      location: "/pages/complaint/details?id=17",
    });
    expect(resolveH5Address("/complaint/17/2", "")).toEqual({
      kind: "h5",
      location: "/pages/complaint/details?id=17#progress-2",
    });
  });

  it.each([
    "/tousu",
    "/complaints/%E6%95%B0%E7%A0%81",
    "/complaint/tags/3",
    "/brands/4",
    "/brands/rank",
    "/enterprise/2",
    "/ranking",
    "/search",
    "/complaint",
  ])("renders %s, a PC path whose H5 page is built", (pathname) =>
    expect(resolveH5Address(pathname, "")).toEqual({ kind: "page" }),
  );

  it.each([
    "/company",
    "/company/complaints/3",
    "/admin",
    "/lawyer-site/inbox",
    "/tousu/collective/3/x",
    // A numeric /complaints/{id} is an outdated complaint address (301), not a sector.
    "/complaints/17",
    "/brands/4/more",
    "/user/settings",
    "/user/complaint/3/edit",
    "/qa/list/3/extra",
    "/law/other/4",
    "/lawyers",
  ])("sends %s to the PC origin", (pathname) =>
    expect(resolveH5Address(pathname, "")).toEqual({ kind: "pc" }),
  );
});

describe("isPhoneUserAgent", () => {
  it.each(["chromeWindows", "safariMac", "firefoxLinux", "qqBrowserWindows", "wechatWindows"] as const)(
    "is false for the desktop %s",
    (name) => {
      expect(isPhoneUserAgent(UA[name])).toBe(false);
    },
  );

  it.each([
    "iphoneSafari",
    "ipod",
    "androidChrome",
    "cubotPhone",
    "harmonyNextPhone",
    "harmonyLegacy",
    "windowsPhone",
    "wechatAndroid",
    "wechatIphone",
    "weiboIphone",
    "qqAppAndroid",
    "qqAppIphone",
    "mqqBrowser",
  ] as const)("is true for the phone %s", (name) => {
    expect(isPhoneUserAgent(UA[name])).toBe(true);
  });

  it.each(["ipad", "androidTablet", "harmonyNextTablet", "kindleFire"] as const)(
    "is false for the tablet %s, which has room for the PC site",
    (name) => {
      expect(isPhoneUserAgent(UA[name])).toBe(false);
    },
  );

  it.each(["googlebotSmartphone", "baiduspiderMobile", "bytespider", "sogouSpider", "bingbot"] as const)(
    "is false for the crawler %s, even posing as a phone",
    (name) => {
      expect(isPhoneUserAgent(UA[name])).toBe(false);
    },
  );

  it("is false for an empty user agent", () => {
    expect(isPhoneUserAgent("")).toBe(false);
  });
});

describe("hasH5Page", () => {
  it("is true for the H5 site's own pages and the PC pages it maps", () => {
    expect(hasH5Page("/", "")).toBe(true);
    expect(hasH5Page("/tousu/12", "?from=share")).toBe(true);
    expect(hasH5Page("/article/5", "")).toBe(true);
  });

  it("is false for the PC-only sites, which the H5 site sends back", () => {
    expect(hasH5Page("/company", "")).toBe(false);
    expect(hasH5Page("/admin/queue", "")).toBe(false);
    expect(hasH5Page("/lawyer-site/inbox", "")).toBe(false);
  });
});

describe("pcAddressOf and withSiteView", () => {
  it("reads the page map backwards and keeps any other path", () => {
    expect(pcAddressOf("/pages/complaint/details", "?id=42")).toBe("/tousu/42");
    expect(pcAddressOf("/pages/article/details", "?id=7&from=share")).toBe("/article/7");
    expect(pcAddressOf("/pages/vip/index", "")).toBe("/vip");
    expect(pcAddressOf("/pages/login", "?redirect=%2Fuser")).toBe("/");
    expect(pcAddressOf("/tousu", "?page=2")).toBe("/tousu?page=2");
  });

  it("adds the choice of site to an address, keeping its query", () => {
    expect(withSiteView("/tousu?page=2", "pc")).toBe("/tousu?page=2&view=pc");
    expect(withSiteView("/", "mobile")).toBe("/?view=mobile");
  });
});

describe("parseSiteView", () => {
  it("takes the two choices and nothing else", () => {
    expect(parseSiteView("pc")).toBe("pc");
    expect(parseSiteView("mobile")).toBe("mobile");
    expect(parseSiteView("PC")).toBeNull();
    expect(parseSiteView("")).toBeNull();
    expect(parseSiteView(null)).toBeNull();
  });
});

describe("detectInAppBrowser", () => {
  it("recognises WeChat on any platform", () => {
    expect(detectInAppBrowser(UA.wechatAndroid)).toBe("wechat");
    expect(detectInAppBrowser(UA.wechatIphone)).toBe("wechat");
    expect(detectInAppBrowser(UA.wechatWindows)).toBe("wechat");
  });

  it("recognises Weibo", () => {
    expect(detectInAppBrowser(UA.weiboIphone)).toBe("weibo");
  });

  it("recognises the QQ app but not the QQ browsers", () => {
    expect(detectInAppBrowser(UA.qqAppAndroid)).toBe("qq");
    expect(detectInAppBrowser(UA.qqAppIphone)).toBe("qq");
    expect(detectInAppBrowser(UA.mqqBrowser)).toBeNull();
    expect(detectInAppBrowser(UA.qqBrowserWindows)).toBeNull();
    expect(detectInAppBrowser("Mozilla/5.0 MyQQ/1.0")).toBeNull();
  });

  it("returns null for ordinary browsers and an empty UA", () => {
    expect(detectInAppBrowser(UA.iphoneSafari)).toBeNull();
    expect(detectInAppBrowser(UA.chromeWindows)).toBeNull();
    expect(detectInAppBrowser("")).toBeNull();
  });
});

describe("route names", () => {
  it("knows the landing routes", () => {
    for (const name of [
      "static-life",
      "static-institute",
      "static-report",
      "static-download",
      "brands-id",
      "search",
    ]) {
      expect(isLandingRouteName(name)).toBe(true);
    }
    for (const name of ["", "index", "static-agreement", "brands-rank", "search-tousu", "Search"]) {
      expect(isLandingRouteName(name)).toBe(false);
    }
  });

  it("treats every name containing 'user' as a user route", () => {
    for (const name of ["user", "user-complaint-id", "poster-user", "routes/user.message"]) {
      expect(isUserRouteName(name)).toBe(true);
    }
    for (const name of ["", "index", "tousu-id", "User", "us-er"]) {
      expect(isUserRouteName(name)).toBe(false);
    }
  });
});

describe("sameSitePath", () => {
  it.each(["/user/complaint", "/user/complaint?status=back", "/tousu/12#comments", "/"])(
    "keeps the path %s",
    (path) => {
      expect(sameSitePath(path)).toBe(path);
    },
  );

  it.each([
    null,
    "",
    "user",
    "https://evil.example/user",
    "//evil.example/user",
    "/\\evil.example",
    "/\\/evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "javascript:alert(1)",
    " /user",
  ])("refuses %j, which could lead off the site", (value) => {
    expect(sameSitePath(value)).toBeNull();
  });
});

describe("loginRedirectLocation", () => {
  it("opens the login dialog on the home page with the way back", () => {
    expect(loginRedirectLocation("/user/complaint?status=back")).toBe(
      "/?login=1&redirect=%2Fuser%2Fcomplaint%3Fstatus%3Dback",
    );
    expect(loginRedirectLocation("/")).toBe("/?login=1");
    expect(loginRedirectLocation("//evil.example")).toBe("/?login=1");
  });
});

describe("redirect patterns are anchored at both ends", () => {
  it.each([
    "/m/complaints/123",
    "/complaints/123x",
    "/old/complaints",
    "/complaintsx",
    "/x/article/classify1",
    "/article/classify1/x",
    "/x/article/list/12",
    "/x/search/tousu",
    "/search/tousux",
    "/x/vip/activity",
    "/vip/activityx",
    "/x/article/details/88",
  ])("leaves %s alone", (pathname) => {
    expect(resolvePermanentRedirect(pathname, "")).toBeNull();
  });

  it.each([
    ["/x/article/12", "/x/article/12"],
    ["/article/12/x", "/article/12/x"],
    ["/x/tousu/1", "/x/tousu/1"],
    ["/tousu/1/x", "/tousu/1/x"],
    ["/x/vip", "/x/vip"],
    ["/vipx", "/vipx"],
    ["/article/commentx", "/pages/article/details?id=commentx"],
    ["/article/acomment", "/pages/article/details?id=acomment"],
  ])("sends %s on the mobile site to %s", (pathname, target) => {
    expect(resolveMobileRedirect(pathname, "", "https://m.example.com")).toBe(
      `https://m.example.com${target}`,
    );
  });
});

describe("routing edges", () => {
  it("drops any number of trailing slashes before matching", () => {
    expect(resolvePermanentRedirect("/complaints/123//", "")).toBe("/tousu/123");
  });

  it("keeps a same-site path that ends in two slashes", () => {
    expect(sameSitePath("/tousu/12//")).toBe("/tousu/12//");
  });

  it("takes a crawler name at the very end of a phone's user agent for a crawler", () => {
    expect(isPhoneUserAgent("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile ExampleBot")).toBe(
      false,
    );
  });
});

describe("a membership order's pages", () => {
  it("are the PC order page and the H5 one, the order number in the query", () => {
    expect(vipOrderPath("V20261207015500123ABCdef456")).toBe(
      "/vip/success?order_no=V20261207015500123ABCdef456",
    );
    expect(h5VipOrderPath("V20261207015500123ABCdef456")).toBe(
      "/pages/vip/success?order_no=V20261207015500123ABCdef456",
    );
  });
});
