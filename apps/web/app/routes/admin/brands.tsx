import { BrandsPage } from "../../features/moderation-console/brands-page";
import type { RouteHandle } from "../../lib/route-handle";
import { backofficeMeta } from "../../shared/backoffice/backoffice-meta";
import type { Route } from "./+types/brands";

export const handle: RouteHandle = { name: "admin-brands" };

export const meta: Route.MetaFunction = () => backofficeMeta("品牌与企业");

export default function BrandsPageRoute() {
  return <BrandsPage />;
}
