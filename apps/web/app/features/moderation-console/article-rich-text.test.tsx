import { screen } from "@testing-library/react";
import { App } from "antd";
import { describe, expect, it } from "vitest";
import { renderWithApi } from "../../testing/render-with-api";
import ArticleRichText from "./article-rich-text";

describe("the article editor's toolbar", () => {
  it("names the heading buttons starting with what they show (WCAG 2.5.3)", async () => {
    renderWithApi(
      <App>
        <ArticleRichText
          initialDocument={{ type: "doc", content: [{ type: "paragraph" }] }}
          onChange={() => undefined}
          uploadImage={async () => ""}
        />
      </App>,
      {},
    );
    const toolbar = await screen.findByRole("toolbar", { name: "正文格式" });
    for (const level of [2, 3]) {
      const button = [...toolbar.querySelectorAll("button")].find((item) => item.textContent === `H${level}`);
      const name = button?.getAttribute("aria-label") ?? "";
      expect(name.startsWith(`H${level}`)).toBe(true);
      expect(name).toContain(level === 2 ? "二级标题" : "三级标题");
    }
  });
});
