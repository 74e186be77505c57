import { AGREEMENT } from "@tousu/page-kit/legal-agreement";
import { LegalDocument } from "../../../features/legal/legal-document";
import type { RouteHandle } from "../../../lib/route-handle";
import { pageMeta } from "../../../lib/site";
import { RouteErrorBoundary } from "../../../shared/errors/route-error-boundary";
import type { Route } from "./+types/agreement";

export const handle: RouteHandle = { name: "static-agreement" };

export const meta: Route.MetaFunction = () =>
  pageMeta(AGREEMENT.title, "诉达用户协议：账号注册与使用、投诉内容规范与平台角色说明。");

export default function AgreementPage() {
  return <LegalDocument {...AGREEMENT} />;
}

export { RouteErrorBoundary as ErrorBoundary };
