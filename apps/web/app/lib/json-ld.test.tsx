import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { breadcrumbList, JsonLd, jsonLdText } from "./json-ld";

describe("JSON-LD", () => {
  it("writes no character that could end the script element, and reads back as the same data", () => {
    const title = "</script><script>alert(1)</script> & \u2028";
    const text = jsonLdText({ "@type": "Article", headline: title });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: title,
    });
  });

  it("renders one data script whose text is the escaped JSON", () => {
    const { container } = render(<JsonLd data={{ "@type": "Thing", name: "<b>" }} />);
    const scripts = container.querySelectorAll("script");
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.type).toBe("application/ld+json");
    expect(JSON.parse(scripts[0]!.textContent ?? "")).toMatchObject({ name: "<b>" });
  });

  it("numbers a breadcrumb trail from 1 with absolute addresses", () => {
    expect(
      breadcrumbList("https://www.suda.example", [{ name: "维权知识", path: "/article" }, { name: "文章" }]),
    ).toEqual({
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "维权知识", item: "https://www.suda.example/article" },
        { "@type": "ListItem", position: 2, name: "文章" },
      ],
    });
  });
});
