import { lazy } from "react";
import type { RouteHandle } from "../../lib/route-handle";
import { backofficeMeta } from "../../shared/backoffice/backoffice-meta";
import type { Route } from "./+types/complaint";

export const handle: RouteHandle = { name: "company-complaints-id" };

export const meta: Route.MetaFunction = () => backofficeMeta("投诉详情");

// Lazy like the portal itself (see ./layout.tsx).
const ComplaintPage = lazy(() => import("../../features/company-portal/complaint-page"));

export default function CompanyComplaintRoute({ params }: Route.ComponentProps) {
  // Keyed so another complaint starts from a clean page (its own dialogs and data).
  return <ComplaintPage key={params.id} complaintIdParam={params.id} />;
}
