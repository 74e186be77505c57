import { useNonce } from "@tousu/page-kit/nonce";
import { useTrackPageViews } from "@tousu/page-kit/tracking-beacon";
import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="zh-CN">
      <head>
        <meta charSet="utf-8" />
        {/* viewport-fit=cover: the page draws under the notch and home indicator, padded by the safe areas. */}
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#bd2f28" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** What every H5 page needs to send its tracking events (decision 109). */
export function loader({ context }: Route.LoaderArgs) {
  const { dataBaseUrl, contentAesKey } = context.publicConfig;
  return { dataBaseUrl, contentAesKey, trackToken: context.trackToken };
}

// The token and settings hold for the whole visit; a navigation need not ask the server again.
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

export default function App({ loaderData }: Route.ComponentProps) {
  useTrackPageViews({
    platform: "H5",
    dataBaseUrl: loaderData.dataBaseUrl,
    contentAesKey: loaderData.contentAesKey,
    token: loaderData.trackToken,
  });
  return <Outlet />;
}
