import { ReviewQueuePage } from "../../features/moderation-console/review-queue-page";
import type { RouteHandle } from "../../lib/route-handle";
import { backofficeMeta } from "../../shared/backoffice/backoffice-meta";
import type { Route } from "./+types/index";

export const handle: RouteHandle = { name: "admin-queue" };

export const meta: Route.MetaFunction = () => backofficeMeta("审核队列");

export default function ReviewQueuePageRoute() {
  return <ReviewQueuePage />;
}
