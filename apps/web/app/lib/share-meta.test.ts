import { describe, expect, it } from "vitest";
import { canonicalPath, type MetaPlace, sharedPageMeta } from "./share-meta";

const ORIGIN = "https://www.suda.example";

function args(pathname: string, search = ""): MetaPlace {
  const root = { publicConfig: { siteOrigin: ORIGIN, imageOrigin: "https://img.suda.example" } };
  return {
    location: { pathname, search },
    matches: [{ id: "root", loaderData: root }],
  };
}

/** The content of the `<meta>` with this property or name. */
function contentOf(meta: ReturnType<typeof sharedPageMeta>, key: string): unknown {
  const tags = meta as Record<string, unknown>[];
  return tags.find((tag) => tag.property === key || tag.name === key)?.content;
}

describe("canonicalPath", () => {
  it("drops page 1 and every view parameter, keeps a later page and a keyset cursor", () => {
    expect(canonicalPath({ pathname: "/tousu", search: "" })).toBe("/tousu");
    expect(canonicalPath({ pathname: "/tousu", search: "?page=1" })).toBe("/tousu");
    expect(canonicalPath({ pathname: "/tousu", search: "?sort=hot&page=3&status=2" })).toBe("/tousu?page=3");
    expect(canonicalPath({ pathname: "/tousu", search: "?cursor=abc&utm_source=x" })).toBe(
      "/tousu?cursor=abc",
    );
  });
});

describe("sharedPageMeta", () => {
  it("names the canonical address at the public origin, and Open Graph says the same", () => {
    const meta = sharedPageMeta(args("/article/tags/3", "?page=1&from=share"), { title: "退款相关文章" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: `${ORIGIN}/article/tags/3` });
    expect(contentOf(meta, "og:url")).toBe(`${ORIGIN}/article/tags/3`);
    expect(contentOf(meta, "og:title")).toBe("退款相关文章");
    expect(contentOf(meta, "og:site_name")).toBe("诉达");
    expect(contentOf(meta, "og:type")).toBe("website");
    expect(contentOf(meta, "og:image")).toBeUndefined();
    expect(contentOf(meta, "twitter:card")).toBe("summary");
    expect(meta[0]).toEqual({ title: "退款相关文章 - 诉达·消费者投诉平台" });
  });

  it("takes a page's one address over the one it was asked at, and makes its picture absolute", () => {
    const meta = sharedPageMeta(args("/complaint/42/3"), {
      title: "投诉",
      path: "/tousu/42",
      type: "article",
      image: "complaint/2026/a.jpg",
    });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: `${ORIGIN}/tousu/42` });
    expect(contentOf(meta, "og:type")).toBe("article");
    expect(contentOf(meta, "og:image")).toBe("https://img.suda.example/complaint/2026/a.jpg");
    expect(contentOf(meta, "twitter:card")).toBe("summary_large_image");
    const placeholder = sharedPageMeta(args("/brands/7"), { image: "/images/brand-logo.png" });
    expect(contentOf(placeholder, "og:image")).toBe(`${ORIGIN}/images/brand-logo.png`);
  });
});
