import { describe, expect, it } from "vitest";
import { listStatusOf, readCollectiveListFilter } from "./collective-list-filter";

describe("readCollectiveListFilter", () => {
  it("reads the three tabs and falls back to the collectives under way", () => {
    expect(readCollectiveListFilter(new URLSearchParams("status=closed"))).toBe("closed");
    expect(readCollectiveListFilter(new URLSearchParams("status=all&page=2"))).toBe("all");
    expect(readCollectiveListFilter(new URLSearchParams("status=ongoing"))).toBe("ongoing");
    expect(readCollectiveListFilter(new URLSearchParams(""))).toBe("ongoing");
    // A single status the tabs do not offer is not passed on to the API.
    expect(readCollectiveListFilter(new URLSearchParams("status=open"))).toBe("ongoing");
  });
});

describe("listStatusOf", () => {
  it("asks the API for the tab's stage, and for no status on 全部", () => {
    expect(listStatusOf("ongoing")).toBe("ongoing");
    expect(listStatusOf("closed")).toBe("closed");
    expect(listStatusOf("all")).toBeUndefined();
  });
});
