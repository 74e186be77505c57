import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
import type { RouteHandle } from "../../lib/route-handle";
import { backofficeMeta } from "../../shared/backoffice/backoffice-meta";
import type { Route } from "./+types/layout";

export const handle: RouteHandle = { name: "company" };

export const meta: Route.MetaFunction = () => backofficeMeta("企业工作台");

// Imported lazily: a static import would put Ant Design into the app-shell chunk of every public page.
const CompanyPortal = lazy(() => import("../../features/company-portal/company-portal"));

// Client-only area: the server renders the fallback below; Ant Design and the charts load and render
// in the browser only.
export function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

function PortalFallback() {
  return (
    <div className="flex min-h-screen items-center justify-center bg-gray-50 text-gray-500" role="status">
      企业工作台加载中…
    </div>
  );
}

export function HydrateFallback() {
  return <PortalFallback />;
}

export default function CompanyLayout() {
  return (
    <Suspense fallback={<PortalFallback />}>
      <CompanyPortal>
        <Outlet />
      </CompanyPortal>
    </Suspense>
  );
}
