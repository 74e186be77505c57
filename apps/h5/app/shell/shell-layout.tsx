import { isRouteErrorResponse, Link, Outlet, useMatches } from "react-router";
import { TabBar } from "./tab-bar";
import { TopBar } from "./top-bar";
import { WechatShare } from "./wechat-share";

/** A page's title in the top bar: its route's `handle.title`, else the site's name. */
function useBarTitle(): string {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const title = (match.handle as { title?: string } | undefined)?.title;
    if (title) return title;
  }
  return "诉达";
}

/** The phone's frame: top bar, the page, the bottom tab bar, each clear of the safe areas. */
function Shell({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <>
      <TopBar title={title} />
      <main className="mx-auto max-w-screen-sm pb-[calc(4rem+env(safe-area-inset-bottom))] pl-[env(safe-area-inset-left)] pr-[env(safe-area-inset-right)]">
        {children}
      </main>
      <TabBar />
      <WechatShare />
    </>
  );
}

export default function ShellLayout() {
  return (
    <Shell title={useBarTitle()}>
      <Outlet />
    </Shell>
  );
}

/** A page's failure inside the frame: the status, what went wrong, the way home. */
export function ErrorBoundary({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    status === 404
      ? "页面不存在或已被删除"
      : isRouteErrorResponse(error) && typeof error.data?.message === "string"
        ? error.data.message
        : "页面出错了，请稍后再试";
  return (
    <Shell title={status === 404 ? "页面不存在" : "出错了"}>
      <section className="px-4 py-16 text-center">
        <p className="text-4xl font-semibold text-gray-600">{status}</p>
        <p className="mt-3 text-gray-700">{message}</p>
        <Link
          to="/"
          className="mt-6 inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 text-white"
        >
          回到首页
        </Link>
      </section>
    </Shell>
  );
}
