import { backofficeMeta } from "../../features/backoffice/backoffice-meta";
import { SensitiveWordsPage } from "../../features/moderation-console/sensitive-words-page";
import type { RouteHandle } from "../../lib/route-handle";
import type { Route } from "./+types/sensitive-words";

export const handle: RouteHandle = { name: "admin-sensitive-words" };

export const meta: Route.MetaFunction = () => backofficeMeta("敏感词");

export default function SensitiveWordsPageRoute() {
  return <SensitiveWordsPage />;
}
