import { Outlet, redirect } from "react-router";
import type { RouteHandle } from "../../lib/route-handle";
import { readTokenCookie } from "../../lib/token-cookie";
import type { Route } from "./+types/layout";

export const handle: RouteHandle = { name: "user" };

/** Spec §2: user routes need a login; without the token cookie the visitor goes home. */
export function loader({ request }: Route.LoaderArgs) {
  if (!readTokenCookie(request.headers.get("cookie"))) throw redirect("/");
  return null;
}

export default function UserLayout() {
  return <Outlet />;
}
