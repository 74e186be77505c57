import { AccountsPage } from "../../features/moderation-console/accounts-page";
import type { RouteHandle } from "../../lib/route-handle";
import { backofficeMeta } from "../../shared/backoffice/backoffice-meta";
import type { Route } from "./+types/accounts";

export const handle: RouteHandle = { name: "admin-accounts" };

export const meta: Route.MetaFunction = () => backofficeMeta("用户管理");

export default function AccountsPageRoute() {
  return <AccountsPage />;
}
