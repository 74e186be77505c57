import { expect, test } from "./fixtures";

// The permanent redirects (docs/product/redirects.md#permanent-redirects-301): old URL → where it lives now
// (path and query).
const PERMANENT = [
  ["/complaints/123?x=1", "/tousu/123?x=1"],
  ["/complaints?page=2", "/tousu?page=2"],
  ["/article/abcclassify", "/article"],
  ["/complaints/step/stepone?linkId=9", "/complaint/create?linkId=9"],
  ["/article/list/5", "/article/tags/5"],
  ["/search/tousu?searchKey=退款", "/search?key=%E9%80%80%E6%AC%BE"],
  ["/vip/activity", "/vip"],
  ["/article/details/7", "/article/7"],
] as const;

function target(location: string | undefined): string {
  const url = new URL(location ?? "", process.env.E2E_BASE_URL);
  return url.pathname + url.search;
}

for (const [from, to] of PERMANENT) {
  test(`[ROUTING][301] ${from} moves permanently to ${to}`, async ({ request }) => {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(target(response.headers().location)).toBe(to);
  });
}
