import { describe, expect, it } from "vitest";
import {
  addressShape,
  type CrawledResponse,
  crawlSite,
  extractLinks,
  type LinkException,
} from "./link-crawler";

const HEADER = ["/", "/tousu", "/article"];
const chrome = (main: string, headerLinks = ["/"]) =>
  `<html><body><header><nav>${headerLinks.map((to) => `<a href="${to}">x</a>`).join("")}</nav></header>
   <main>${main}</main><footer><a href="/static/privacy">隐私政策</a></footer></body></html>`;

/** A small site: each address answers a status and a page of links. */
function fakeSite(pages: Record<string, CrawledResponse>) {
  const requested: string[] = [];
  const fetchPage = async (address: string) => {
    requested.push(address);
    return pages[address] ?? { status: 404, html: chrome("404") };
  };
  return { fetchPage, requested };
}

const ARTICLES: LinkException = { path: "/article", buildsIt: "the articles home" };
const options = { depth: 2, perShape: 2, maxVisits: 50 };

describe("extractLinks", () => {
  it("keeps same-site paths with sorted queries and tells the site's header and footer apart", () => {
    const links = extractLinks(
      `<header><a href="/tousu?b=2&amp;a=1#top">x</a><a href="mailto:a@b.cn">x</a></header>
       <main><header><a href="brands/7">x</a></header><a href="tel:10086">x</a><a href="javascript:void 0">x</a>
       <a href="#comments">x</a><a href="https://elsewhere.example/x">x</a><a href="//elsewhere.example/">x</a></main>
       <footer><a href="/static/privacy">x</a></footer>`,
      "/complaint/",
    );
    expect(links.all).toEqual(["/tousu?a=1&b=2", "/complaint/brands/7", "/static/privacy"]);
    expect(links.header).toEqual(["/tousu?a=1&b=2"]);
    expect(links.footer).toEqual(["/static/privacy"]);
  });
});

describe("addressShape", () => {
  it("treats ids, pages and free text as one shape but keeps words", () => {
    expect(addressShape("/tousu/12")).toBe(addressShape("/tousu/99"));
    expect(addressShape("/tousu?page=2")).toBe(addressShape("/tousu?page=3"));
    expect(addressShape("/search?key=%E5%A5%B6")).toBe(addressShape("/search?key=abc1"));
    expect(addressShape("/search?tab=article")).not.toBe(addressShape("/search?tab=complaint"));
  });
});

describe("crawlSite", () => {
  it("passes a site whose links all answer, and visits a few addresses of each shape", async () => {
    const ids = [1, 2, 3, 4, 5];
    const site = fakeSite({
      "/": { status: 200, html: chrome(ids.map((id) => `<a href="/tousu/${id}">x</a>`).join(""), HEADER) },
      "/tousu": { status: 200, html: chrome("") },
      "/article": { status: 404, html: chrome("") },
      "/static/privacy": { status: 200, html: chrome("") },
      ...Object.fromEntries(ids.map((id) => [`/tousu/${id}`, { status: 200, html: chrome("") }])),
    });
    const report = await crawlSite({ ...options, fetchPage: site.fetchPage, exceptions: [ARTICLES] });
    expect(report.problems).toEqual([]);
    expect(report.headerLinks).toEqual(["/", "/tousu", "/article"]);
    expect(site.requested.filter((address) => address.startsWith("/tousu/"))).toEqual([
      "/tousu/1",
      "/tousu/2",
    ]);
  });

  it("fails when a header link is broken", async () => {
    const site = fakeSite({
      "/": { status: 200, html: chrome("", ["/", "/tousux", "/article"]) },
      "/article": { status: 404, html: chrome("") },
      "/static/privacy": { status: 200, html: chrome("") },
    });
    const report = await crawlSite({ ...options, fetchPage: site.fetchPage, exceptions: [ARTICLES] });
    expect(report.problems).toEqual(["/tousux answers 404 (linked from /)"]);
  });

  it("fails on a server error two levels down and follows redirects within the site", async () => {
    const site = fakeSite({
      "/": { status: 200, html: chrome('<a href="/complaints">x</a>') },
      "/complaints": { status: 301, location: "/tousu", html: "" },
      "/tousu": { status: 200, html: chrome('<a href="/tousu/9">x</a>') },
      "/tousu/9": { status: 500, html: "" },
      "/static/privacy": { status: 200, html: chrome("") },
    });
    const report = await crawlSite({ ...options, fetchPage: site.fetchPage, exceptions: [] });
    expect(report.problems).toEqual(["/tousu/9 answers 500 (linked from /tousu)"]);
  });

  it("fails when an exception's page answers now, or no link leads to it", async () => {
    const site = fakeSite({
      "/": { status: 200, html: chrome("", HEADER) },
      "/tousu": { status: 200, html: chrome("") },
      "/article": { status: 200, html: chrome("") },
      "/static/privacy": { status: 200, html: chrome("") },
    });
    const lawyers: LinkException = { path: "/law/{id}", buildsIt: "lawyers" };
    const report = await crawlSite({
      ...options,
      fetchPage: site.fetchPage,
      exceptions: [ARTICLES, lawyers],
    });
    expect(report.problems).toEqual([
      "/article answers 200 now: remove the exception /article (the articles home)",
      "no link leads to /law/{id} any more: remove the exception (lawyers)",
    ]);
  });

  it("refuses to grow past its cap instead of stopping silently", async () => {
    // Sixty pages of sixty shapes (no digits in their names, so none is capped as an id).
    const many = Array.from({ length: 60 }, (_, index) => `<a href="/page-${"x".repeat(index + 1)}">x</a>`);
    const site = fakeSite({ "/": { status: 200, html: chrome(many.join("")) } });
    await expect(crawlSite({ ...options, fetchPage: site.fetchPage, exceptions: [] })).rejects.toThrow(
      "more than 50 addresses",
    );
  });
});
