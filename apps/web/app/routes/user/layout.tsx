import { Outlet } from "react-router";
import { requireRouteAccess } from "../../lib/route-access";
import type { RouteHandle } from "../../lib/route-handle";
import type { Route } from "./+types/layout";

export const handle: RouteHandle = { name: "user" };

// Login by route name (docs/product/routes.md#login-only-pages): every /user page renders inside this layout, whose name contains 'user', so
// its loaders guard them all.
export function loader({ request }: Route.LoaderArgs) {
  requireRouteAccess(handle, request.headers.get("cookie"), request.url);
  return null;
}

/**
 * The same check in the browser, so a client navigation costs no server round trip. It also runs on
 * hydration: when the API refused the token, the root loader has just expired the cookie, and this
 * sends the visitor home (the server rendered the page before it knew).
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireRouteAccess(handle, document.cookie, request.url);
  return null;
}
clientLoader.hydrate = true as const;

export default function UserLayout() {
  return <Outlet />;
}
