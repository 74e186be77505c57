import { describe, expect, it } from "vitest";
import { listHref } from "./list-href";

describe("listHref", () => {
  it("changes one parameter and restarts paging", () => {
    const search = new URLSearchParams("status=completed&page=3&cursor=abc");
    expect(listHref(search, { sort: "viewed" })).toBe("?status=completed&sort=viewed");
    expect(listHref(search, { status: null })).toBe("?");
    expect(listHref(search, { page: 2 })).toBe("?status=completed&page=2");
  });
});
