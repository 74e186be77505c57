import { getUnreadCount } from "@tousu/contracts";
import { readTokenCookie } from "@tousu/domain";
import { createServerApi } from "@tousu/page-kit/server-api";
import {
  isRouteErrorResponse,
  Link,
  Outlet,
  type ShouldRevalidateFunctionArgs,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/shell-layout";
import { TabBar } from "./tab-bar";
import { TopBar } from "./top-bar";

/** A page's title in the top bar: its route's `handle.title`, else the site's name. */
function useBarTitle(): string {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const title = (match.handle as { title?: string } | undefined)?.title;
    if (title) return title;
  }
  return "诉达";
}

/**
 * A member's unread messages, for the 消息 tab's badge: one call on a member's page, none for a
 * visitor; a token the API refuses shows none (the page itself decides what the visitor sees).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (readTokenCookie(request.headers.get("cookie")) === null) return { unread: 0 };
  const result = await createServerApi(request, context)
    .request(getUnreadCount)
    .catch(() => null);
  return { unread: result?.ok ? result.data.platform + result.data.complaint : 0 };
}

/** Read again after a form (a login, a message read), not on every move between pages. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod ? defaultShouldRevalidate : false;
}

/** The phone's frame: top bar, the page, the bottom tab bar, each clear of the safe areas. */
function Shell({ title, children }: { title: string; children: React.ReactNode }) {
  const unread = useRouteLoaderData<typeof loader>("shell/shell-layout")?.unread ?? 0;
  return (
    <>
      <TopBar title={title} />
      <main className="mx-auto max-w-screen-sm pb-[calc(4rem+env(safe-area-inset-bottom))] pl-[env(safe-area-inset-left)] pr-[env(safe-area-inset-right)]">
        {children}
      </main>
      <TabBar unread={unread} />
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
