import { describe, expect, it } from "vitest";
import { readFilterForm, readListUrl } from "./complaint-list-url";

describe("readListUrl", () => {
  it("drops empty form fields and applies defaults", () => {
    const result = readListUrl(new URLSearchParams("status=&type_id=3&money_min=&sort=followed"));
    expect(result).toEqual({
      ok: true,
      query: expect.objectContaining({ type_id: 3, sort: "followed", page: 1, page_size: 20 }),
      isPastNumberedPages: false,
    });
    expect(result.ok && result.query.status).toBeUndefined();
  });

  it("takes the sector from the path over the query", () => {
    const result = readListUrl(new URLSearchParams("sector=x"), { sector: "电商平台" });
    expect(result.ok && result.query.sector).toBe("电商平台");
  });

  it("reads a page number past the numbered pages as the end of the list, not as bad input", () => {
    const result = readListUrl(new URLSearchParams("page=999999&cursor=x&status=completed"));
    expect(result).toEqual({
      ok: true,
      query: expect.objectContaining({ page: 1, status: "completed" }),
      isPastNumberedPages: true,
    });
    expect(result.ok && result.query.cursor).toBeUndefined();
    expect(readListUrl(new URLSearchParams("page=20"))).toMatchObject({
      ok: true,
      query: { page: 20 },
      isPastNumberedPages: false,
    });
    expect(readListUrl(new URLSearchParams("page=0"))).toEqual({ ok: false, message: "页码必须大于0" });
  });

  it("explains bad input in Chinese", () => {
    expect(readListUrl(new URLSearchParams("sort=random"))).toEqual({
      ok: false,
      message: "不支持的排序方式",
    });
  });
});

describe("readFilterForm", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.append(key, value);
    return data;
  };
  const filtered = { id: 7, name: "云杉优选" };

  it("keeps filled fields and drops empty ones", () => {
    const next = readFilterForm(
      form({ status: "completed", type_id: "", brand: "  ", money_min: "10" }),
      null,
    );
    expect(next.toString()).toBe("status=completed&money_min=10");
  });

  it("turns the filtered brand's unchanged name into its id", () => {
    expect(readFilterForm(form({ brand: "云杉优选", type_id: "3" }), filtered).toString()).toBe(
      "brand_id=7&type_id=3",
    );
  });

  it("leaves another typed name for the loader to look up", () => {
    expect(readFilterForm(form({ brand: "ysyx" }), filtered).get("brand")).toBe("ysyx");
    expect(readFilterForm(form({ brand: "云杉" }), null).get("brand")).toBe("云杉");
  });
});
