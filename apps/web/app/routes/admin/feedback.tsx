import { FeedbackPage } from "../../features/moderation-console/feedback-page";
import type { RouteHandle } from "../../lib/route-handle";
import { backofficeMeta } from "../../shared/backoffice/backoffice-meta";
import type { Route } from "./+types/feedback";

export const handle: RouteHandle = { name: "admin-feedback" };

export const meta: Route.MetaFunction = () => backofficeMeta("意见反馈");

export default function FeedbackPageRoute() {
  return <FeedbackPage />;
}
