import { backofficeMeta } from "../../features/backoffice/backoffice-meta";
import { AccountsPage } from "../../features/moderation-console/accounts-page";
import type { RouteHandle } from "../../lib/route-handle";
import type { Route } from "./+types/accounts";

export const handle: RouteHandle = { name: "admin-accounts" };

export const meta: Route.MetaFunction = () => backofficeMeta("用户管理");

export default function AccountsPageRoute() {
  return <AccountsPage />;
}
