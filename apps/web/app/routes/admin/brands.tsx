import { portalMeta } from "../../features/company-portal/portal-meta";
import { BrandsPage } from "../../features/moderation-console/brands-page";
import type { RouteHandle } from "../../lib/route-handle";
import type { Route } from "./+types/brands";

export const handle: RouteHandle = { name: "admin-brands" };

export const meta: Route.MetaFunction = () => portalMeta("品牌与企业");

export default function BrandsPageRoute() {
  return <BrandsPage />;
}
