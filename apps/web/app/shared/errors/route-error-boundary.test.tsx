import { render, screen } from "@testing-library/react";
import { PAGE_NOT_FOUND_MESSAGE } from "@tousu/domain";
import type { RouteErrorData } from "@tousu/page-kit/route-error";
import { createRoutesStub, data } from "react-router";
import { describe, expect, it } from "vitest";
import { useAppStore } from "../../lib/app-store";
import { RouteErrorBoundary } from "./route-error-boundary";

/** A page whose loader refuses with `status` (and the server's message, when given), as loaders do. */
async function renderRefusal(status: number, message?: string) {
  const Stub = createRoutesStub([
    {
      path: "/law/entrust/:id",
      HydrateFallback: () => null,
      loader: () => {
        throw message === undefined
          ? new Response(null, { status })
          : data<RouteErrorData>({ message }, { status });
      },
      Component: () => null,
      ErrorBoundary: RouteErrorBoundary,
    },
  ]);
  render(<Stub initialEntries={["/law/entrust/7"]} />);
  return screen.findByRole("heading", { level: 1 });
}

/** The page's words below the status: what happened and what to do. */
function pageText(): string {
  return document.querySelector("section")?.textContent ?? "";
}

describe("the error page says what happened and what to do", () => {
  it("400 with the server's message: the message and a way back", async () => {
    const heading = await renderRefusal(400, "二维码无效，请在电脑上刷新二维码后重新扫码");
    expect(heading.textContent).toBe("二维码无效，请在电脑上刷新二维码后重新扫码");
    expect(pageText()).not.toContain("页面暂时无法显示");
    expect(pageText()).toContain("返回上一页重新操作");
    expect(screen.getByRole("button", { name: "返回上一页" })).toBeTruthy();
  });

  it("401: log in, and come back here", async () => {
    const heading = await renderRefusal(401);
    expect(heading.textContent).toBe("请先登录");
    screen.getByRole("button", { name: "登录" }).click();
    expect(useAppStore.getState()).toMatchObject({ showLogin: true, loginReturnTo: "/law/entrust/7" });
    useAppStore.getState().closeLogin();
  });

  it("403 with the server's message: who may see it and how to switch accounts", async () => {
    const heading = await renderRefusal(403, "该投诉未公开或已被隐藏，暂不能委托律师");
    expect(heading.textContent).toBe("该投诉未公开或已被隐藏，暂不能委托律师");
    expect(pageText()).toContain("请确认登录的是提交时的账号");
    expect(pageText()).not.toContain("页面暂时无法显示");
    expect(screen.getByRole("button", { name: "换个账号登录" })).toBeTruthy();
  });

  it("403 without words of the server's own gets the page's", async () => {
    const heading = await renderRefusal(403, "Forbidden");
    expect(heading.textContent).toBe("没有权限查看此页面");
  });

  it("404: the reason, and where to look instead", async () => {
    const heading = await renderRefusal(404, "投诉不存在");
    expect(heading.textContent).toBe(PAGE_NOT_FOUND_MESSAGE);
    expect(pageText()).toContain("投诉不存在");
    expect(pageText()).toContain("请检查地址是否正确");
  });

  it("409: the content changed, reload it", async () => {
    expect((await renderRefusal(409)).textContent).toBe("内容已经发生变化");
    expect(pageText()).toContain("请刷新页面");
    expect(screen.getByRole("button", { name: "刷新页面" })).toBeTruthy();
  });

  it("410: gone, look for it again", async () => {
    expect((await renderRefusal(410)).textContent).toBe("内容已失效");
    expect(pageText()).toContain("请从首页或搜索重新查找");
  });

  it("429: too fast, wait a minute", async () => {
    expect((await renderRefusal(429)).textContent).toBe("访问过于频繁");
    expect(pageText()).toContain("请稍等一分钟后再刷新页面");
  });

  it("503: unavailable for now, try again in a few minutes", async () => {
    expect((await renderRefusal(503)).textContent).toBe("服务暂时不可用");
    expect(pageText()).toContain("请过几分钟再刷新重试");
  });

  it("500: the server failed, whatever it said", async () => {
    expect((await renderRefusal(500, 'relation "complaints" does not exist')).textContent).toBe("服务器异常");
    expect(pageText()).toContain("页面暂时无法显示，请稍后刷新重试");
  });
});
