import { ConsoleShell } from "../../features/moderation-console/console-shell";
import type { RouteHandle } from "../../lib/route-handle";
import { backofficeMeta } from "../../shared/backoffice/backoffice-meta";
import { BackofficeRoot } from "../../shared/backoffice/backoffice-root";
import type { Route } from "./+types/layout";

export const handle: RouteHandle = { name: "admin" };

export const meta: Route.MetaFunction = () => backofficeMeta("管理后台");

// Client-only area: the server renders the fallback below; Ant Design loads and renders in the
// browser, and public pages never ship it. Who may see what is asked of the API there (GET /admin/me).
export function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <div className="flex min-h-screen items-center justify-center bg-gray-50 text-gray-500" role="status">
      管理后台加载中…
    </div>
  );
}

export default function AdminLayout() {
  return (
    <BackofficeRoot>
      <ConsoleShell />
    </BackofficeRoot>
  );
}
