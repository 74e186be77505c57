import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ArticleBody } from "./article-body";

/** The levels of the headings in the page, in document order. */
function headingLevels(): number[] {
  return screen.getAllByRole("heading").map((heading) => Number(heading.tagName.slice(1)));
}

describe("ArticleBody", () => {
  it("keeps the body's headings one level at a time below the page's h1, as editors write h2 or h3", () => {
    for (const content of ["<h3>相关规定</h3><p>第一条</p>", "<h2>案例</h2><h3>相关规定</h3>"]) {
      const { unmount } = render(
        <article>
          <h1>法规解读</h1>
          <ArticleBody content={content} />
        </article>,
      );
      const levels = headingLevels();
      expect(levels[0]).toBe(1);
      for (let index = 1; index < levels.length; index++)
        expect(levels[index], content).toBeLessThanOrEqual((levels[index - 1] ?? 0) + 1);
      unmount();
    }
  });
});
