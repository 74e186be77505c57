import { describe, expect, it } from "vitest";
import { filterCategoryList } from "./filter-category-list";

describe("filterCategoryList", () => {
  it("keeps named categories in order, with their other fields", () => {
    const items = [
      { id: 1, name: "家电" },
      { id: 2, name: "数码" },
    ];
    expect(filterCategoryList(items)).toEqual(items);
  });

  it("drops items without a name, with a blank name, or named 其他 / 其它", () => {
    const items = [
      { id: 1, name: "家电" },
      { id: 2 },
      { id: 3, name: null },
      { id: 4, name: "" },
      { id: 5, name: "  " },
      { id: 6, name: "其他" },
      { id: 7, name: " 其它 " },
      { id: 8, name: "其他家电" },
    ];
    expect(filterCategoryList(items).map((item) => item.id)).toEqual([1, 8]);
  });

  it("returns a new array and handles an empty list", () => {
    const items = [{ name: "家电" }];
    expect(filterCategoryList(items)).not.toBe(items);
    expect(filterCategoryList([])).toEqual([]);
  });
});
