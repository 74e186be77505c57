import { SEARCH_RESULT_LIMIT } from "@tousu/contracts";
import { describe, expect, it } from "vitest";
import { lastSearchPage, readSearchParams, searchHref, searchTotalLabel } from "./search-params";

describe("lastSearchPage", () => {
  it("counts whole and partial pages", () => {
    expect(lastSearchPage({ total: 0, page_size: 10 })).toBe(0);
    expect(lastSearchPage({ total: 10, page_size: 10 })).toBe(1);
    expect(lastSearchPage({ total: 363, page_size: 10 })).toBe(37);
  });

  it("never pages past the ranked limit", () => {
    expect(SEARCH_RESULT_LIMIT).toBe(1000);
    expect(lastSearchPage({ total: 1000, page_size: 10 })).toBe(100);
    expect(lastSearchPage({ total: 25_000, page_size: 10 })).toBe(100);
    expect(lastSearchPage({ total: 25_000, page_size: 30 })).toBe(34);
    expect(lastSearchPage({ total: 25_000, page_size: 20 })).toBe(50);
  });
});

describe("searchTotalLabel", () => {
  it("marks a total that stopped at the limit", () => {
    expect(searchTotalLabel({ total: 1000, total_capped: true })).toBe("1000+");
    expect(searchTotalLabel({ total: 1000, total_capped: false })).toBe("1000");
    expect(searchTotalLabel({ total: 7, total_capped: false })).toBe("7");
  });
});

describe("readSearchParams", () => {
  it("falls back on an odd tab or page and cuts an over-long key", () => {
    const url = new URL(`https://x.test/search?key=${"退".repeat(60)}&tab=video&page=-3`);
    expect(readSearchParams(url)).toEqual({ key: "退".repeat(50), tab: "complaint", page: 1 });
  });

  it("reads back what searchHref writes", () => {
    const href = searchHref("退款 慢", "article", 4);
    expect(readSearchParams(new URL(href, "https://x.test"))).toEqual({
      key: "退款 慢",
      tab: "article",
      page: 4,
    });
  });
});
