import { getOwnLawyerApplication, listOwnLawyerClients } from "@tousu/contracts";
import { Link, useRevalidator } from "react-router";
import {
  EnterpriseClientsSection,
  LawyerProfileForm,
  MemberDiscountSection,
} from "../../features/lawyer-site";
import { loadUserPage } from "../../features/user-centre/load-user-page.server";
import { LAWYER_SITE_PATH } from "../../lib/lawyer-site";
import type { RouteHandle } from "../../lib/route-handle";
import { pageMeta } from "../../lib/site";
import { buttonClass } from "../../ui/button";
import { Container } from "../../ui/container";
import { showToast } from "../../ui/toast";
import type { Route } from "./+types/profile";

export const handle: RouteHandle = { name: "lawyer-site-user-profile" };

export const meta: Route.MetaFunction = () => pageMeta("我的律师资料");

export function loader(args: Route.LoaderArgs) {
  return loadUserPage(handle, args, async (api) => {
    const { application } = await api.call(getOwnLawyerApplication);
    const clients =
      application && isEditable(application.status) ? await api.call(listOwnLawyerClients) : null;
    return { application, clients: clients?.list ?? [] };
  });
}

/** A profile under review or verified is the lawyer's to edit; otherwise they apply again or ask. */
const isEditable = (status: string) => status === "verified" || status === "pending";

export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const { application, clients } = loaderData;
  const canEdit = application !== null && isEditable(application.status);
  return (
    <Container className="max-w-3xl py-8">
      <div className="rounded-lg bg-white p-6 shadow-[0_1px_2px_rgba(15,23,42,0.06)] sm:p-8">
        <h1 className="mb-6 text-2xl font-semibold text-gray-900">我的律师资料</h1>
        {application && canEdit ? (
          <LawyerProfileForm
            key={application.applied_at + application.status}
            profile={application}
            onSaved={async (saved) => {
              showToast(
                "success",
                saved.status === "pending" ? "已保存，等待平台重新核验" : "资料已保存",
                3000,
              );
              await revalidator.revalidate();
            }}
          />
        ) : (
          <div className="space-y-4">
            <p className="text-sm text-gray-700">
              {application ? "当前状态下不能修改资料，请查看申请进度。" : "您还没有提交律师入驻申请。"}
            </p>
            <Link
              to={`${LAWYER_SITE_PATH}/${application ? "application" : "apply"}`}
              className={buttonClass()}
            >
              {application ? "查看申请进度" : "申请入驻"}
            </Link>
          </div>
        )}
      </div>
      {application?.status === "verified" ? (
        <div className="mt-6 rounded-lg bg-white p-6 shadow-[0_1px_2px_rgba(15,23,42,0.06)] sm:p-8">
          <MemberDiscountSection discount={application.member_discount} />
        </div>
      ) : null}
      {canEdit ? (
        <div className="mt-6 rounded-lg bg-white p-6 shadow-[0_1px_2px_rgba(15,23,42,0.06)] sm:p-8">
          <EnterpriseClientsSection clients={clients} />
        </div>
      ) : null}
    </Container>
  );
}
