import { QaPage } from "../../features/moderation-console/qa-page";
import type { RouteHandle } from "../../lib/route-handle";
import { backofficeMeta } from "../../shared/backoffice/backoffice-meta";
import type { Route } from "./+types/qa";

export const handle: RouteHandle = { name: "admin-qa" };

export const meta: Route.MetaFunction = () => backofficeMeta("问答审核");

export default function QaPageRoute() {
  return <QaPage />;
}
