import { PRIVACY_POLICY } from "@tousu/page-kit/legal-privacy";
import { LegalDocument } from "../../../features/legal/legal-document";
import type { RouteHandle } from "../../../lib/route-handle";
import { pageMeta } from "../../../lib/site";
import { RouteErrorBoundary } from "../../../shared/errors/route-error-boundary";
import type { Route } from "./+types/privacy";

export const handle: RouteHandle = { name: "static-privacy" };

export const meta: Route.MetaFunction = () =>
  pageMeta(PRIVACY_POLICY.title, "诉达隐私政策：我们收集哪些信息、如何脱敏公开、如何加密保护你的个人信息。");

export default function PrivacyPage() {
  return <LegalDocument {...PRIVACY_POLICY} />;
}

export { RouteErrorBoundary as ErrorBoundary };
