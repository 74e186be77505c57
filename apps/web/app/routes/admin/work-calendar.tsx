import { WorkCalendarPage } from "../../features/moderation-console/work-calendar-page";
import type { RouteHandle } from "../../lib/route-handle";
import { backofficeMeta } from "../../shared/backoffice/backoffice-meta";
import type { Route } from "./+types/work-calendar";

export const handle: RouteHandle = { name: "admin-work-calendar" };

export const meta: Route.MetaFunction = () => backofficeMeta("节假日日历");

export default function WorkCalendarPageRoute() {
  return <WorkCalendarPage />;
}
