import { StepTwoPage } from "../../../features/complaint-filing/step-two/step-two-page";
import type { RouteHandle } from "../../../lib/route-handle";
import { pageMeta } from "../../../lib/site";
import { RouteErrorBoundary } from "../../../shared/errors/route-error-boundary";

export const handle: RouteHandle = { name: "complaint-create-two" };

export const meta = () =>
  pageMeta("填写投诉详情", "填写投诉标题、经过与凭证，提交后平台审核并转交商家处理。");

export default function ComplaintCreateTwoPage() {
  return <StepTwoPage />;
}

export { RouteErrorBoundary as ErrorBoundary };
