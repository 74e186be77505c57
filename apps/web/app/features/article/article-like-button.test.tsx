import { screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithApi } from "../../testing/render-with-api";
import { ArticleLikeButton } from "./article-like-button";

/** The article page around the button: its data is loaded again after a login. */
function ReloadingPage() {
  const [data, setData] = useState({ like_count: 4, liked: false });
  return (
    <>
      <button type="button" onClick={() => setData({ like_count: 5, liked: true })}>
        重新加载
      </button>
      <ArticleLikeButton articleId={7} likeCount={data.like_count} liked={data.liked} />
    </>
  );
}

describe("ArticleLikeButton", () => {
  it("shows the reader's like when the page's data is loaded again after a login", async () => {
    const { user } = renderWithApi(<ReloadingPage />, {});
    const like = await screen.findByRole("button", { name: /点赞/ });
    expect(like.getAttribute("aria-pressed")).toBe("false");
    await user.click(screen.getByRole("button", { name: "重新加载" }));
    const liked = screen.getByRole("button", { name: /已赞/ });
    expect(liked.getAttribute("aria-pressed")).toBe("true");
    expect(liked.textContent).toContain("5");
  });
});
