import { SEARCH_KEY_PERSONAL_DATA_MESSAGE } from "@tousu/domain";
import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { loader } from "./search";

const API = "http://127.0.0.1:3000/api";
const envelope = (data: unknown) => Response.json({ code: 200, msg: "ok", data });
const emptyPage = { list: [], total: 0, total_capped: false, page: 1, page_size: 10 };

/** The API as a page's loader meets it, with the brand search over its limit. */
const apiFetch = (async (input: string | URL | Request) => {
  const { pathname } = new URL(String(input));
  if (pathname === "/api/brand/search")
    return Response.json({ code: 400, msg: "操作过于频繁，请稍后再试", data: null }, { status: 429 });
  if (pathname === "/api/complaint/hot/search") return envelope([]);
  if (pathname === "/api/complaint/search" || pathname === "/api/articles/search") return envelope(emptyPage);
  return new Response("not found", { status: 404 });
}) as typeof fetch;

const context = {
  ssrBaseUrls: { main: API, mall: API, life: API, data: API, lawyer: API, event: API },
  apiFetch,
} as unknown as AppLoadContext;

function load(url: string) {
  return loader({ request: new Request(url), context, params: {} } as Parameters<typeof loader>[0]);
}

describe("the search page's loader", () => {
  it("shows the results without the brand count when the brand search is refused", async () => {
    const data = await load("http://127.0.0.1:3000/search?key=退款");
    expect(data.results).toMatchObject({ complaints: { total: 0 }, brands: { list: [], count: null } });
  });

  it("says a key holding a phone number finds nothing, without asking the API that refuses it", async () => {
    const data = await load("http://127.0.0.1:3000/search?key=137%201234%205678");
    expect(data).toMatchObject({ results: null, refused: SEARCH_KEY_PERSONAL_DATA_MESSAGE });
  });

  it("still fails the brand tab, whose results are the brands, with the API's over-limit status", async () => {
    await expect(load("http://127.0.0.1:3000/search?key=退款&tab=brand")).rejects.toMatchObject({
      init: { status: 429 },
    });
  });
});
