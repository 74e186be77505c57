import { MemberFollowUpsPage } from "../../features/moderation-console/member-follow-ups-page";
import type { RouteHandle } from "../../lib/route-handle";
import { backofficeMeta } from "../../shared/backoffice/backoffice-meta";
import type { Route } from "./+types/member-follow-ups";

export const handle: RouteHandle = { name: "admin-member-follow-ups" };

export const meta: Route.MetaFunction = () => backofficeMeta("专人督办");

export default function MemberFollowUpsPageRoute() {
  return <MemberFollowUpsPage />;
}
