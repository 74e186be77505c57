import { portalMeta } from "../../features/company-portal/portal-meta";
import { ComplaintReviewPage } from "../../features/moderation-console/complaint-review-page";
import type { RouteHandle } from "../../lib/route-handle";
import type { Route } from "./+types/complaint";

export const handle: RouteHandle = { name: "admin-complaint" };

export const meta: Route.MetaFunction = () => portalMeta("投诉审核");

export default function ComplaintReviewPageRoute() {
  return <ComplaintReviewPage />;
}
