import { loadConfig } from "@tousu/api";
import { describe, expect, it } from "vitest";
import { answerPageRequest, isH5Request, siblingOfHost } from "./sites";

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

describe("the siblings on origins of their own (decision 084)", () => {
  const withSiblings = loadConfig({
    SITE_ORIGIN: "https://www.example.com",
    MOBILE_ORIGIN: "https://m.example.com",
    SAAS_ORIGIN: "https://saas.example.com",
    LAWYER_SITE_ORIGIN: "https://lawyer.example.com",
  });
  const answer = (host: string, url: string) => answerPageRequest(withSiblings, host, url);
  const pc = { kind: "render", site: "pc" };
  const redirect = (location: string) => ({ kind: "redirect", location });

  it("knows a sibling by its host only while it has an origin", () => {
    expect(siblingOfHost(withSiblings, "saas.example.com")).toBe("saas");
    expect(siblingOfHost(withSiblings, "lawyer.example.com")).toBe("lawyer");
    expect(siblingOfHost(withSiblings, "www.example.com")).toBeNull();
    expect(siblingOfHost(withoutMobile, "saas.example.com")).toBeNull();
  });

  it("shows the SaaS landing at its origin's root and serves /saas and the portal there", () => {
    expect(answer("saas.example.com", "/")).toEqual(redirect("/saas"));
    expect(answer("saas.example.com", "/?from=ad")).toEqual(redirect("/saas?from=ad"));
    for (const url of ["/saas", "/company", "/company/complaints/12?tab=reply", "/company.data"])
      expect(answer("saas.example.com", url)).toEqual(pc);
  });

  it("sends the rest from a sibling's origin to where it lives, query kept", () => {
    expect(answer("saas.example.com", "/tousu/5?x=1")).toEqual(
      redirect("https://www.example.com/tousu/5?x=1"),
    );
    expect(answer("saas.example.com", "/lawyer-site/apply")).toEqual(
      redirect("https://lawyer.example.com/lawyer-site/apply"),
    );
    expect(answer("lawyer.example.com", "/")).toEqual(redirect("/lawyer-site"));
    expect(answer("lawyer.example.com", "/lawyer-site/inbox")).toEqual(pc);
    expect(answer("lawyer.example.com", "/company")).toEqual(redirect("https://saas.example.com/company"));
    expect(answer("lawyer.example.com", "/qa/3")).toEqual(redirect("https://www.example.com/qa/3"));
  });

  it("moves a sibling's pages off the PC origin once it has its own, but keeps React Router's requests", () => {
    expect(answer("www.example.com", "/saas")).toEqual(redirect("https://saas.example.com/saas"));
    expect(answer("www.example.com", "/company/members")).toEqual(
      redirect("https://saas.example.com/company/members"),
    );
    expect(answer("www.example.com", "/lawyer-site?tab=1")).toEqual(
      redirect("https://lawyer.example.com/lawyer-site?tab=1"),
    );
    expect(answer("www.example.com", "/saas.data")).toEqual(pc);
    // A path that merely starts with the letters stays.
    expect(answer("www.example.com", "/saasy")).toEqual(pc);
    expect(answerPageRequest(withoutMobile, "www.example.com", "/company")).toEqual(pc);
  });

  it("sends the portal from the mobile site to the SaaS origin", () => {
    expect(answer("m.example.com", "/company/brands")).toEqual(
      redirect("https://saas.example.com/company/brands"),
    );
    expect(answer("m.example.com", "/admin")).toEqual(redirect("https://www.example.com/admin"));
  });
});
