import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { useUserStore } from "../../shared/session/user-store";
import { renderWithApi } from "../../testing/render-with-api";
import { comment, thread } from "./comment-fixtures";
import { CommentSection } from "./comment-section";

const ARTICLE_ID = 42;

const firstPage = (total: number, page = 1) => ({
  list: [thread(1)],
  total,
  page,
  page_size: 10,
});

const ok = (data: unknown) => ({ code: 200, msg: "ok", data });

describe("CommentSection on an article", () => {
  beforeEach(() => {
    useUserStore.getState().setToken(null);
  });

  it("links the article page's comments to the page that lists them all", async () => {
    renderWithApi(
      <CommentSection
        target={{ kind: "article", id: ARTICLE_ID }}
        commentCount={12}
        initialPage={firstPage(12)}
        paging={{ href: `/article/comment/${ARTICLE_ID}` }}
      />,
      {},
    );
    const link = await screen.findByRole("link", { name: "查看全部12条评论" });
    expect(link.getAttribute("href")).toBe(`/article/comment/${ARTICLE_ID}`);
    expect(screen.queryByRole("button", { name: "加载更多" })).toBeNull();
  });

  it("numbers the pages and makes each order an address, so that a numbered page can be linked", async () => {
    renderWithApi(
      <CommentSection
        target={{ kind: "article", id: ARTICLE_ID }}
        commentCount={25}
        initialPage={firstPage(25)}
        sort="hot"
        paging="numbered"
      />,
      {},
    );
    const pager = await screen.findByRole("navigation", { name: "分页" });
    expect(within(pager).getByRole("link", { name: "3" }).getAttribute("href")).toBe("/?page=3");
    expect(screen.getByRole("link", { name: "最热" }).getAttribute("aria-current")).toBe("true");
    expect(screen.getByRole("link", { name: "最新" }).getAttribute("href")).toBe("/?sort=new");
    expect(screen.queryByRole("button", { name: "加载更多" })).toBeNull();
  });

  it("posts a logged-in reader's comment under the article and shows it first", async () => {
    useUserStore.getState().setToken("reader-token");
    useUserStore.getState().setMemberInfo({
      id: 7,
      nickname: "读者7",
      avatar: "",
      phone: "139****0007",
      is_complaint: false,
      is_lawyer: false,
      is_real_name_verified: false,
      created_at: "2026-06-01T04:00:00.000Z",
      vip: null,
    });
    const posted = comment(99, { content: "写得很清楚，谢谢分享", is_mine: true });
    const { user, sent } = renderWithApi(
      <CommentSection target={{ kind: "article", id: ARTICLE_ID }} commentCount={1} />,
      {
        [`GET /v2/article/comment/${ARTICLE_ID}`]: ok({
          ...firstPage(1),
          article: { id: ARTICLE_ID, title: "文章", comment_count: 1 },
        }),
        "POST /user/article/comment": ok(posted),
      },
    );
    await screen.findByText("评论1");
    await user.click(screen.getByRole("button", { name: /说说你的看法/ }));
    await user.type(await screen.findByRole("textbox", { name: "发表评论" }), "写得很清楚，谢谢分享");
    await user.click(screen.getByRole("button", { name: "发表评论" }));

    await screen.findByText("写得很清楚，谢谢分享");
    expect(sent.at(-1)).toEqual({
      method: "POST",
      path: "/user/article/comment",
      body: { article_id: ARTICLE_ID, content: "写得很清楚，谢谢分享" },
    });
    expect(screen.getByRole("heading", { name: /评论/ }).textContent).toContain("（2）");
  });
});
