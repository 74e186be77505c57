import type { AnchorHTMLAttributes } from "react";

/**
 * Marks a plain `<a href="/…">` as a link within the app. The header and footer hold about 24 fixed
 * links on every page, and lists dozens more. As `<Link>`s, each resolved its path and read the
 * router on every server render, about a tenth of a page's render (docs/performance.md), and ran its
 * hooks again while hydrating (docs/decisions/079). As plain anchors they cost nothing; one listener
 * on the document (`useAppLinkNavigation` in `shared/layout/app-links.ts`) navigates like `<Link>` would, and `data-discover` has
 * React Router learn their routes as it does for `<Link>`s.
 */
export const APP_LINK = { "data-app-link": "", "data-discover": "true" } as const;

/**
 * A link to a page of the app as a plain anchor: what `<Link to>` does for a path, without its cost
 * per link (see `APP_LINK`). For paths only; a link with state, a relative path or a replace stays a
 * `<Link>`.
 */
export function AppLink({ to, ...anchor }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a href={to} {...APP_LINK} {...anchor} />;
}
