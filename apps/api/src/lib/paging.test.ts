import { describe, expect, it } from "vitest";
import { pageResult, pageWindow } from "./paging";

describe("paging", () => {
  it("covers the rows of the requested page, the first page from the first row", () => {
    expect(pageWindow({ page: 1, page_size: 20 })).toEqual({ limit: 20, offset: 0 });
    expect(pageWindow({ page: 3, page_size: 15 })).toEqual({ limit: 15, offset: 30 });
  });

  it("answers a page with its list, the count of every match and the paging asked for", () => {
    expect(pageResult(["a", "b"], 42, { page: 2, page_size: 2 })).toEqual({
      list: ["a", "b"],
      total: 42,
      page: 2,
      page_size: 2,
    });
  });

  it("answers a page past the last with an empty list and the true total", () => {
    expect(pageWindow({ page: 9, page_size: 10 }).offset).toBe(80);
    expect(pageResult([], 12, { page: 9, page_size: 10 })).toEqual({
      list: [],
      total: 12,
      page: 9,
      page_size: 10,
    });
  });
});
