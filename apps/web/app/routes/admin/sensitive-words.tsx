import { portalMeta } from "../../features/company-portal/portal-meta";
import { SensitiveWordsPage } from "../../features/moderation-console/sensitive-words-page";
import type { RouteHandle } from "../../lib/route-handle";
import type { Route } from "./+types/sensitive-words";

export const handle: RouteHandle = { name: "admin-sensitive-words" };

export const meta: Route.MetaFunction = () => portalMeta("敏感词");

export default function SensitiveWordsPageRoute() {
  return <SensitiveWordsPage />;
}
