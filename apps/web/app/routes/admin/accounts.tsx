import { portalMeta } from "../../features/company-portal/portal-meta";
import { AccountsPage } from "../../features/moderation-console/accounts-page";
import type { RouteHandle } from "../../lib/route-handle";
import type { Route } from "./+types/accounts";

export const handle: RouteHandle = { name: "admin-accounts" };

export const meta: Route.MetaFunction = () => portalMeta("用户管理");

export default function AccountsPageRoute() {
  return <AccountsPage />;
}
