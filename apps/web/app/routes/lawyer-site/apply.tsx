import { getOwnLawyerApplication } from "@tousu/contracts";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { RealNameCheck } from "../../features/complaint-filing/accelerate/real-name-check";
import { LawyerApplicationForm } from "../../features/lawyer-site";
import { loadUserPage } from "../../features/user-centre/load-user-page.server";
import { LAWYER_SITE_PATH } from "../../lib/lawyer-site";
import type { RouteHandle } from "../../lib/route-handle";
import { pageMeta } from "../../lib/site";
import { useViewer } from "../../shared/session/viewer";
import { buttonClass } from "../../ui/button";
import { Container } from "../../ui/container";
import type { Route } from "./+types/apply";

// "user" in the name: a visitor is sent to log in first (docs/product/routes.md#login-only-pages).
export const handle: RouteHandle = { name: "lawyer-site-user-apply" };

export const meta: Route.MetaFunction = () => pageMeta("申请律师入驻");

export function loader(args: Route.LoaderArgs) {
  return loadUserPage(handle, args, (api) => api.call(getOwnLawyerApplication));
}

export default function ApplyPage({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const viewer = useViewer();
  const { application } = loaderData;
  // The member info in the store is not read again after the check; the check's answer is enough.
  const [isJustVerified, setIsJustVerified] = useState(false);
  const canApply = application === null || application.status === "refused";
  return (
    <Container className="max-w-3xl py-8">
      <div className="rounded-lg bg-white p-6 shadow-[0_1px_2px_rgba(15,23,42,0.06)] sm:p-8">
        <h1 className="text-2xl font-semibold text-gray-900">申请律师入驻</h1>
        {!canApply ? (
          <div className="mt-6 space-y-4">
            <p className="text-sm text-gray-700">您已提交过入驻申请。</p>
            <Link to={`${LAWYER_SITE_PATH}/application`} className={buttonClass()}>
              查看申请进度
            </Link>
          </div>
        ) : viewer?.memberInfo.is_real_name_verified || isJustVerified ? (
          <div className="mt-6">
            <LawyerApplicationForm
              previous={application}
              onApplied={() => navigate(`${LAWYER_SITE_PATH}/application`)}
            />
          </div>
        ) : (
          <div className="mt-6 space-y-4">
            <p className="text-sm text-gray-700">
              申请入驻前请先完成实名认证：审核人员将以您的实名与全国律师诚信信息公示平台的记录核对。
            </p>
            <RealNameCheck onVerified={() => setIsJustVerified(true)} />
          </div>
        )}
      </div>
    </Container>
  );
}
