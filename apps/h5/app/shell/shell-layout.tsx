import { getUnreadCount } from "@tousu/contracts";
import { PAGE_NOT_FOUND_MESSAGE, pcAddressOf, readTokenCookie, withSiteView } from "@tousu/domain";
import { normalizeRouteError } from "@tousu/page-kit/route-error-data";
import { createServerApi } from "@tousu/page-kit/server-api";
import {
  Link,
  type MetaFunction,
  Outlet,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { articleDetailsPath, complaintDetailsPath } from "../lib/h5-paths";
import { SuggestionList } from "../ui/not-found-lists";
import type { Route } from "./+types/shell-layout";
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

/**
 * A member's unread messages, for the 消息 tab's badge: one call on a member's page, none for a
 * visitor; a token the API refuses shows none (the page itself decides what the visitor sees).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { siteOrigin } = context.publicConfig;
  if (readTokenCookie(request.headers.get("cookie")) === null) return { siteOrigin, unread: 0 };
  const result = await createServerApi(request, context)
    .request(getUnreadCount)
    .catch(() => null);
  return { siteOrigin, unread: result?.ok ? result.data.platform + result.data.complaint : 0 };
}

/** Read again after a form (a login, a message read), not on every move between pages. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod ? defaultShouldRevalidate : false;
}

/**
 * 电脑版: this page on the PC site, kept as the visitor's choice (docs/product/redirects.md). A
 * document link, since the PC site is another origin (or another app under the same one).
 */
function PcSiteLink() {
  const siteOrigin = useRouteLoaderData<typeof loader>("shell/shell-layout")?.siteOrigin ?? "";
  const { pathname, search } = useLocation();
  return (
    <p className="text-center">
      <a
        href={siteOrigin + withSiteView(pcAddressOf(pathname, search), "pc")}
        rel="nofollow"
        className="inline-flex min-h-11 items-center px-4 text-sm text-gray-600 underline"
      >
        电脑版
      </a>
    </p>
  );
}

/** The phone's frame: top bar, the page, the bottom tab bar, each clear of the safe areas. */
function Shell({ title, children }: { title: string; children: React.ReactNode }) {
  const unread = useRouteLoaderData<typeof loader>("shell/shell-layout")?.unread ?? 0;
  return (
    <>
      <TopBar title={title} />
      <main className="mx-auto max-w-screen-sm pb-[calc(4rem+env(safe-area-inset-bottom))] pl-[env(safe-area-inset-left)] pr-[env(safe-area-inset-right)]">
        {children}
        <PcSiteLink />
      </main>
      <TabBar unread={unread} />
      <WechatShare />
    </>
  );
}

/**
 * The head of an error page: a page's own meta goes with its failed loader, and the frame's error
 * boundary is the deepest route left to name the page.
 */
export const meta: MetaFunction = ({ error }) =>
  error === undefined
    ? []
    : [
        { title: normalizeRouteError(error).status === 404 ? "页面不存在" : "出错了" },
        { name: "robots", content: "noindex" },
      ];

export default function ShellLayout() {
  return (
    <Shell title={useBarTitle()}>
      <Outlet />
    </Shell>
  );
}

/**
 * A page's failure inside the frame: the status, what went wrong, the way home; a 404 also lists the
 * random articles and complaints it brought (docs/product/routes.md#not-found-and-error-pages).
 */
export function ErrorBoundary({ error }: { error: unknown }) {
  const { status, message, articles, complaints } = normalizeRouteError(error);
  const isNotFound = status === 404;
  return (
    <Shell title={isNotFound ? "页面不存在" : "出错了"}>
      <div className="space-y-2 pb-3">
        <section className="bg-white px-4 py-8 text-center">
          <p className="text-4xl font-semibold text-brand-600">{status}</p>
          <p className="mt-3 text-lg font-medium text-gray-900">
            {isNotFound ? "页面不存在或已被删除" : message}
          </p>
          {isNotFound ? (
            <p className="mt-1 text-sm text-gray-600">
              {message === PAGE_NOT_FOUND_MESSAGE ? <span lang="en">{message}</span> : message}
            </p>
          ) : null}
          <Link
            to="/"
            className="mt-5 inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 text-white"
          >
            回到首页
          </Link>
        </section>
        <SuggestionList title="推荐文章" items={articles} hrefOf={articleDetailsPath} />
        <SuggestionList title="推荐投诉" items={complaints} hrefOf={complaintDetailsPath} />
      </div>
    </Shell>
  );
}
