import { ComplaintReviewPage } from "../../features/moderation-console/complaint-review-page";
import type { RouteHandle } from "../../lib/route-handle";
import { backofficeMeta } from "../../shared/backoffice/backoffice-meta";
import type { Route } from "./+types/complaint";

export const handle: RouteHandle = { name: "admin-complaint" };

export const meta: Route.MetaFunction = () => backofficeMeta("投诉审核");

export default function ComplaintReviewPageRoute() {
  return <ComplaintReviewPage />;
}
