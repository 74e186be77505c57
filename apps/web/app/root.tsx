import { useNonce } from "@tousu/page-kit/nonce";
import { useTrackPageViews } from "@tousu/page-kit/tracking-beacon";
import { lazy, type ReactNode, Suspense } from "react";
import {
  data,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
} from "react-router";
import type { Route } from "./+types/root";
import { useLoginOnArrival } from "./features/auth/use-login-on-arrival";
import { useClearDraftOutsideCreate } from "./features/complaint-filing/use-clear-draft-outside-create";
import { createServerApi } from "./lib/api.server";
import { useAppStore } from "./lib/app-store";
import type { RootData } from "./lib/root-data";
import { useIsScriptlessPage, useSyncLandingFlag } from "./lib/route-handle";
import { pageMeta, SITE_NAME, SITE_TAGLINE } from "./lib/site";
import { readTokenCookie, serializeExpiredTokenCookie } from "./lib/token-cookie";
import { RouteErrorBoundary } from "./shared/errors/route-error-boundary";
import { useAppLinkNavigation } from "./shared/layout/app-links";
import { InAppBrowserMask } from "./shared/layout/in-app-browser-mask";
import { loadSite } from "./shared/layout/load-site.server";
import { DeviceMeta } from "./shared/layout/mobile-site";
import { useChunkReloadGuard } from "./shared/layout/use-chunk-reload-guard";
import { ApiProvider } from "./shared/session/api-context";
import { loadViewer } from "./shared/session/load-viewer.server";
import { useLiveUnreadCount } from "./shared/session/use-live-unread-count";
import { useSessionSync } from "./shared/session/use-session-sync";
import { Container } from "./ui/container";
import { Toaster } from "./ui/toast";
import "./app.css";

// The dialog (Radix) loads when first opened: public pages ship no dialog code up front.
const LoginDialog = lazy(() =>
  import("./features/auth/login-dialog").then((module) => ({ default: module.LoginDialog })),
);

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: Route.MetaFunction = () => pageMeta();

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = createServerApi(request, context);
  const hasToken = readTokenCookie(request.headers.get("cookie")) !== null;
  const [site, { viewer, isTokenRejected }] = await Promise.all([loadSite(api), loadViewer(api, hasToken)]);
  const rootData: RootData = {
    publicConfig: context.publicConfig,
    site,
    viewer,
    trackToken: context.trackToken,
  };
  return data(
    rootData,
    // A token the API refused is dropped here so the browser stops sending it.
    isTokenRejected ? { headers: { "Set-Cookie": serializeExpiredTokenCookie() } } : undefined,
  );
}

// Site settings and the viewer change only through a submission or an explicit revalidate() (login);
// re-reading them on every navigation would cost two API calls for nothing.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => (formMethod !== undefined || currentUrl.href === nextUrl.href ? defaultShouldRevalidate : false);

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // Without <Scripts/> React Router also leaves out the hydration data: the page stays plain HTML.
  const isScriptless = useIsScriptlessPage();
  return (
    <html lang="zh-CN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#bd2f28" />
        <DeviceMeta />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body>
        {children}
        {isScriptless ? null : (
          <>
            {/* Scrolls to the top on navigation, or to the element named by the hash (docs/product/routes.md#scrolling). */}
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { publicConfig, site, viewer, trackToken } = loaderData;
  const isLoginOpen = useAppStore((state) => state.showLogin);
  useSessionSync(viewer, site.images);
  useLiveUnreadCount(publicConfig.eventBaseUrl);
  useLoginOnArrival(viewer !== null);
  useSyncLandingFlag();
  useChunkReloadGuard();
  useAppLinkNavigation();
  // The complaint draft lives only while the user is on /complaint/create
  // (docs/product/entities.md#complaint-draft).
  useClearDraftOutsideCreate();
  useTrackPageViews({
    platform: "PC",
    dataBaseUrl: publicConfig.dataBaseUrl,
    contentAesKey: publicConfig.contentAesKey,
    token: trackToken,
  });
  return (
    <ApiProvider config={publicConfig}>
      <Outlet />
      {isLoginOpen ? (
        <Suspense fallback={null}>
          <LoginDialog />
        </Suspense>
      ) : null}
      <Toaster />
      <InAppBrowserMask />
    </ApiProvider>
  );
}

/**
 * Only when the root itself fails; page errors render inside their layout. Without the root's data
 * there is no API client or session, so the full header (login, user menu) cannot render here.
 */
export function ErrorBoundary() {
  return (
    <>
      <header className="border-b border-gray-200 bg-white">
        <Container className="flex h-16 items-center">
          <Link to="/" className="text-xl font-bold text-gray-900">
            {SITE_NAME}
            <span className="ml-2 text-sm font-normal text-gray-600">{SITE_TAGLINE}</span>
          </Link>
        </Container>
      </header>
      <main id="main">
        <Container className="py-8">
          <RouteErrorBoundary />
        </Container>
      </main>
    </>
  );
}
