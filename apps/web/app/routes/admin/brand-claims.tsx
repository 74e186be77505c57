import { BrandClaimsPage } from "../../features/moderation-console/brand-claims-page";
import type { RouteHandle } from "../../lib/route-handle";
import { backofficeMeta } from "../../shared/backoffice/backoffice-meta";
import type { Route } from "./+types/brand-claims";

export const handle: RouteHandle = { name: "admin-brand-claims" };

export const meta: Route.MetaFunction = () => backofficeMeta("品牌认领");

export default function BrandClaimsPageRoute() {
  return <BrandClaimsPage />;
}
