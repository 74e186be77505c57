import { describe, expect, it } from "vitest";
import { isNotModified, isPageAt, sharedLifetimeFor, sharedPageVary } from "./page-cache";
import type { PageSite } from "./sites";

const lifetimeOf = (url: string, method = "GET", site: PageSite = "pc") =>
  sharedLifetimeFor(method, url, site)?.sMaxAge ?? null;

describe("sharedLifetimeFor", () => {
  it("shares public pages, lists for less time than details", () => {
    expect(lifetimeOf("/")).toBe(30);
    expect(lifetimeOf("/tousu?status=replied&page=2")).toBe(30);
    expect(lifetimeOf("/tousu/collective/list")).toBe(30);
    expect(lifetimeOf("/search?key=%E9%80%80%E6%AC%BE")).toBe(30);
    expect(lifetimeOf("/tousu/42")).toBe(60);
    expect(lifetimeOf("/tousu/collective/3")).toBe(60);
    expect(lifetimeOf("/brands/7")).toBe(60);
    expect(lifetimeOf("/brands/rank")).toBe(300);
    expect(lifetimeOf("/ranking")).toBe(300);
    expect(lifetimeOf("/article/12")).toBe(60);
    expect(lifetimeOf("/article/classify/3?page=2")).toBe(30);
    expect(lifetimeOf("/article/tags/5")).toBe(30);
    expect(lifetimeOf("/institute")).toBe(30);
    expect(lifetimeOf("/institute/4")).toBe(60);
    expect(lifetimeOf("/static/institute?page=2")).toBe(30);
    expect(lifetimeOf("/static/institute/4.html")).toBe(60);
    expect(lifetimeOf("/static/notice?id=4")).toBe(30);
    for (const page of ["download", "life", "report", "agreement"]) {
      expect(lifetimeOf(`/static/${page}`)).toBe(3600);
    }
    expect(lifetimeOf("/qa?sort=unanswered&page=2")).toBe(30);
    expect(lifetimeOf("/qa/list/4")).toBe(30);
    expect(lifetimeOf("/qa/31")).toBe(60);
    expect(lifetimeOf("/law?area=finance&city=%E6%9D%AD%E5%B7%9E")).toBe(30);
    expect(lifetimeOf("/law/lawyer/8")).toBe(60);
    expect(lifetimeOf("/activity?page=2")).toBe(30);
    expect(lifetimeOf("/activity/act2024315")).toBe(30);
  });

  it("shares React Router's data requests like their page", () => {
    expect(lifetimeOf("/tousu/42.data?_routes=routes%2Fcomplaint%2Fdetail")).toBe(60);
    expect(lifetimeOf("/_root.data")).toBe(30);
  });

  it("shares the routes behind a page's links for a day: the address holds the build's version", () => {
    expect(lifetimeOf("/__manifest?paths=%2Ftousu%2C%2Fbrands%2F7&version=97c4cb55")).toBe(86_400);
  });

  it("keeps everything else and writes private", () => {
    for (const url of [
      "/user",
      "/user/complaint",
      "/user/answer",
      "/admin",
      "/company/complaints",
      "/complaint/create",
      "/law/entrust/42",
    ]) {
      expect(lifetimeOf(url)).toBeNull();
    }
    // The owner's view of a complaint and the article comment form are not reading pages.
    expect(lifetimeOf("/complaint/42")).toBeNull();
    expect(lifetimeOf("/article/comment")).toBeNull();
    expect(lifetimeOf("/article/comment/12?page=2")).toBeNull();
    expect(lifetimeOf("/tousu", "POST")).toBeNull();
    expect(lifetimeOf("/tousu", "HEAD")).toBe(30);
  });
});

describe("sharedLifetimeFor on the H5 site", () => {
  it("shares the H5 pages as their PC twins, on the mobile host and under /h5", () => {
    for (const [site, prefix] of [
      ["h5", ""],
      ["h5-prefixed", "/h5"],
    ] as const) {
      const h5LifetimeOf = (path: string, method = "GET") => lifetimeOf(`${prefix}${path}`, method, site);
      expect(h5LifetimeOf("/")).toBe(30);
      expect(h5LifetimeOf("/tousu?status=replied&page=2")).toBe(30);
      expect(h5LifetimeOf("/pages/complaint/details?id=42")).toBe(60);
      expect(h5LifetimeOf("/pages/article/details?id=12")).toBe(60);
      expect(h5LifetimeOf("/brands/7")).toBe(60);
      expect(h5LifetimeOf("/ranking")).toBe(300);
      expect(h5LifetimeOf("/qa/31")).toBe(60);
      expect(h5LifetimeOf("/activity/act2024315")).toBe(30);
      // Data requests and route discovery follow their page, under the basename too.
      expect(h5LifetimeOf("/_root.data")).toBe(30);
      expect(h5LifetimeOf("/pages/complaint/details.data?id=42")).toBe(60);
      expect(h5LifetimeOf("/__manifest?paths=%2Ftousu&version=97c4cb55")).toBe(86_400);
      // Logging in, filing, writing and the user's own pages are never shared.
      for (const path of [
        "/pages/login",
        "/pages/login/wechat",
        "/pages/qa/ask",
        "/pages/complaint/filing-service",
        "/complaint/create",
        "/complaint/comment/42",
        "/article/comment/12",
        "/user",
        "/user/complaint/42",
        "/transfer",
      ]) {
        expect(h5LifetimeOf(path)).toBeNull();
      }
      expect(h5LifetimeOf("/pages/complaint/details?id=42", "POST")).toBeNull();
    }
    expect(lifetimeOf("/h5", "GET", "h5-prefixed")).toBe(30);
  });

  it("keeps the mobile-only paths off the PC site, where they are no page", () => {
    expect(lifetimeOf("/pages/complaint/details?id=42")).toBeNull();
  });
});

describe("sharedPageVary", () => {
  it("varies on the device only for the PC site while phones are redirected", () => {
    expect(sharedPageVary("pc", true)).toBe("cookie, user-agent, accept-encoding");
    expect(sharedPageVary("pc", false)).toBe("cookie, accept-encoding");
    expect(sharedPageVary("h5", true)).toBe("cookie, accept-encoding");
    expect(sharedPageVary("h5-prefixed", false)).toBe("cookie, accept-encoding");
  });
});

describe("isNotModified", () => {
  const etag = 'W/"abc"';
  it("compares weakly, in a list or against *", () => {
    expect(isNotModified('W/"abc"', etag)).toBe(true);
    expect(isNotModified('"abc"', etag)).toBe(true);
    expect(isNotModified('W/"x", W/"abc"', etag)).toBe(true);
    expect(isNotModified("*", etag)).toBe(true);
    expect(isNotModified('W/"abd"', etag)).toBe(false);
    expect(isNotModified(undefined, etag)).toBe(false);
  });
});

describe("isPageAt", () => {
  it("finds a page by its path on its site, its data request and /h5 included, whatever else the query holds", () => {
    expect(isPageAt("/tousu/42", "pc", "/tousu/42")).toBe(true);
    expect(isPageAt("/tousu/42.data?_routes=root", "pc", "/tousu/42")).toBe(true);
    expect(isPageAt("/tousu/420", "pc", "/tousu/42")).toBe(false);
    expect(isPageAt("/_root.data", "pc", "/")).toBe(true);
    const h5Page = "/pages/complaint/details?id=42";
    expect(isPageAt("/pages/complaint/details?from=share&id=42", "h5", h5Page)).toBe(true);
    expect(isPageAt("/h5/pages/complaint/details?id=42", "h5-prefixed", h5Page)).toBe(true);
    expect(isPageAt("/pages/complaint/details?id=43", "h5", h5Page)).toBe(false);
    expect(isPageAt("/pages/complaint/details", "h5", h5Page)).toBe(false);
  });
});
