import { getOwnLawyerApplication } from "@tousu/contracts";
import { Link } from "react-router";
import { ApplicationStatus } from "../../features/lawyer-site";
import { loadUserPage } from "../../features/user-centre/load-user-page.server";
import { LAWYER_SITE_PATH } from "../../lib/lawyer-site";
import type { RouteHandle } from "../../lib/route-handle";
import { pageMeta } from "../../lib/site";
import { buttonClass } from "../../ui/button";
import { Container } from "../../ui/container";
import type { Route } from "./+types/application";

export const handle: RouteHandle = { name: "lawyer-site-user-application" };

export const meta: Route.MetaFunction = () => pageMeta("我的入驻申请");

export function loader(args: Route.LoaderArgs) {
  return loadUserPage(handle, args, (api) => api.call(getOwnLawyerApplication));
}

export default function ApplicationPage({ loaderData }: Route.ComponentProps) {
  const { application } = loaderData;
  return (
    <Container className="max-w-3xl py-8">
      <div className="rounded-lg bg-white p-6 shadow-[0_1px_2px_rgba(15,23,42,0.06)] sm:p-8">
        <h1 className="mb-6 text-2xl font-semibold text-gray-900">我的入驻申请</h1>
        {application ? (
          <ApplicationStatus application={application} />
        ) : (
          <div className="space-y-4">
            <p className="text-sm text-gray-700">您还没有提交律师入驻申请。</p>
            <Link to={`${LAWYER_SITE_PATH}/apply`} className={buttonClass()}>
              申请入驻
            </Link>
          </div>
        )}
      </div>
    </Container>
  );
}
