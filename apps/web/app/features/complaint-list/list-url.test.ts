import { describe, expect, it } from "vitest";
import { listHref, readListUrl } from "./list-url";

describe("readListUrl", () => {
  it("drops empty form fields and applies defaults", () => {
    const result = readListUrl(new URLSearchParams("status=&type_id=3&money_min=&sort=followed"));
    expect(result).toEqual({
      ok: true,
      query: expect.objectContaining({ type_id: 3, sort: "followed", page: 1, page_size: 20 }),
    });
    expect(result.ok && result.query.status).toBeUndefined();
  });

  it("takes the sector from the path over the query", () => {
    const result = readListUrl(new URLSearchParams("sector=x"), { sector: "电商平台" });
    expect(result.ok && result.query.sector).toBe("电商平台");
  });

  it("explains bad input in Chinese", () => {
    expect(readListUrl(new URLSearchParams("sort=random"))).toEqual({
      ok: false,
      message: "不支持的排序方式",
    });
  });
});

describe("listHref", () => {
  it("changes one parameter and restarts paging", () => {
    const search = new URLSearchParams("status=completed&page=3&cursor=abc");
    expect(listHref(search, { sort: "viewed" })).toBe("?status=completed&sort=viewed");
    expect(listHref(search, { status: null })).toBe("?");
    expect(listHref(search, { page: 2 })).toBe("?status=completed&page=2");
  });
});
