import { SensitiveWordsPage } from "../../features/moderation-console/sensitive-words-page";
import type { RouteHandle } from "../../lib/route-handle";
import { backofficeMeta } from "../../shared/backoffice/backoffice-meta";
import type { Route } from "./+types/sensitive-words";

export const handle: RouteHandle = { name: "admin-sensitive-words" };

export const meta: Route.MetaFunction = () => backofficeMeta("敏感词");

export default function SensitiveWordsPageRoute() {
  return <SensitiveWordsPage />;
}
