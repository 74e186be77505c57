import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ArticleSource } from "./article-source";

const source = {
  name: "示例消费报",
  url: "https://news.example.com/a/1",
  original_title: "退货运费争议",
  original_author: "王晓",
};

describe("ArticleSource", () => {
  it("names a repost's source, original title and author, and links the original through /transfer", () => {
    render(<ArticleSource source={source} />);
    const box = screen.getByRole("complementary", { name: "文章来源" });
    expect(box.textContent).toContain("本文转载自“示例消费报”，原标题《退货运费争议》，原作者：王晓");
    expect(screen.getByRole("link", { name: "阅读原文（news.example.com）" }).getAttribute("href")).toBe(
      `/transfer?url=${encodeURIComponent("https://news.example.com/a/1")}`,
    );
  });

  it("offers no link for an address that is no web page, and nothing for the platform's own articles", () => {
    const { container, rerender } = render(
      <ArticleSource source={{ ...source, url: "javascript:alert(1)" }} />,
    );
    expect(screen.queryByRole("link")).toBeNull();
    rerender(<ArticleSource source={null} />);
    expect(container.innerHTML).toBe("");
  });
});
