import { loadConfig } from "@tousu/api";
import { describe, expect, it } from "vitest";
import { answerPageRequest, isH5Request } from "./sites";

const withMobile = loadConfig({
  MOBILE_ORIGIN: "https://m.example.com",
  SITE_ORIGIN: "https://www.example.com",
});
const withoutMobile = loadConfig({ SITE_ORIGIN: "https://www.example.com" });

describe("which site answers a page request (decision 078)", () => {
  it("renders the H5 site at the mobile host's root, and the PC site on any other host", () => {
    expect(answerPageRequest(withMobile, "m.example.com", "/")).toEqual({ kind: "render", site: "h5" });
    expect(answerPageRequest(withMobile, "m.example.com", "/pages/complaint/details?id=3")).toEqual({
      kind: "render",
      site: "h5",
    });
    expect(answerPageRequest(withMobile, "www.example.com", "/")).toEqual({ kind: "render", site: "pc" });
    expect(answerPageRequest(withoutMobile, "m.example.com", "/")).toEqual({ kind: "render", site: "pc" });
  });

  it("hands React Router's own requests on the H5 site to it, whatever their path", () => {
    expect(answerPageRequest(withMobile, "m.example.com", "/_root.data")).toEqual({
      kind: "render",
      site: "h5",
    });
    expect(answerPageRequest(withMobile, "m.example.com", "/__manifest?paths=%2F")).toEqual({
      kind: "render",
      site: "h5",
    });
    expect(answerPageRequest(withoutMobile, "localhost:3000", "/h5.data")).toEqual({
      kind: "render",
      site: "h5-prefixed",
    });
    expect(answerPageRequest(withoutMobile, "localhost:3000", "/h5/_root.data")).toEqual({
      kind: "render",
      site: "h5-prefixed",
    });
  });

  it("mounts the H5 site under /h5 without a mobile origin, its redirects kept under it", () => {
    for (const url of ["/h5", "/h5/", "/h5/pages/article/details?id=2"])
      expect(answerPageRequest(withoutMobile, "localhost:3000", url)).toEqual({
        kind: "render",
        site: "h5-prefixed",
      });
    expect(answerPageRequest(withoutMobile, "localhost:3000", "/h5/tousu/9")).toEqual({
      kind: "redirect",
      location: "/h5/pages/complaint/details?id=9",
    });
    expect(answerPageRequest(withoutMobile, "localhost:3000", "/h5/company/members?x=1")).toEqual({
      kind: "redirect",
      location: "/company/members?x=1",
    });
    // A PC path that merely starts with the letters is the PC site's.
    expect(answerPageRequest(withoutMobile, "localhost:3000", "/h5x")).toEqual({
      kind: "render",
      site: "pc",
    });
  });

  it("sends /h5 to the mobile origin once there is one", () => {
    expect(answerPageRequest(withMobile, "www.example.com", "/h5")).toEqual({
      kind: "redirect",
      location: "https://m.example.com/",
    });
    expect(answerPageRequest(withMobile, "www.example.com", "/h5/pages/complaint/details?id=4")).toEqual({
      kind: "redirect",
      location: "https://m.example.com/pages/complaint/details?id=4",
    });
  });

  it("sends PC-only and not yet built pages from the mobile host to the PC origin, query kept", () => {
    expect(answerPageRequest(withMobile, "m.example.com", "/admin/review?page=2")).toEqual({
      kind: "redirect",
      location: "https://www.example.com/admin/review?page=2",
    });
    expect(answerPageRequest(withMobile, "m.example.com", "/lawyer-site")).toEqual({
      kind: "redirect",
      location: "https://www.example.com/lawyer-site",
    });
  });

  it("knows a request already on the H5 site", () => {
    expect(isH5Request(withMobile, "m.example.com", "/tousu/1")).toBe(true);
    expect(isH5Request(withoutMobile, "localhost:3000", "/h5/tousu/1")).toBe(true);
    expect(isH5Request(withMobile, "www.example.com", "/tousu/1")).toBe(false);
  });
});
