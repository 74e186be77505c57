import { getComplaintMediation, getComplaintSimple } from "@tousu/contracts";
import { PUBLIC_COMPLAINT_STATUSES, parseEntityId } from "@tousu/domain";
import { Link } from "react-router";
import { ComplaintSummary } from "../../../features/complaint-filing/accelerate/complaint-summary";
import { NextSteps } from "../../../features/complaint-filing/accelerate/next-steps";
import { SpeedUpOptions } from "../../../features/complaint-filing/accelerate/speed-up-options";
import { loadEntrustState } from "../../../features/lawyer";
import { ComplaintMediationPanel } from "../../../features/mediation";
import { createServerApi } from "../../../lib/api.server";
import { loadOrThrow } from "../../../lib/route-error.server";
import type { RouteHandle } from "../../../lib/route-handle";
import { pageMeta } from "../../../lib/site";
import { readTokenCookie } from "../../../lib/token-cookie";
import { RouteErrorBoundary } from "../../../shared/errors/route-error-boundary";
import { LoginRequired } from "../../../shared/session/login-required";
import { buttonClass } from "../../../ui/button";
import type { Route } from "./+types/accelerate";

export const handle: RouteHandle = { name: "complaint-accelerate" };

export const meta: Route.MetaFunction = () => pageMeta("投诉加速");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = parseEntityId(params.id);
  const api = createServerApi(request, context);
  // The route allows the id to be missing (docs/product/routes.md#filing-links-linkid); without one (or with
  // nonsense) there is no complaint to show.
  if (id === null) {
    return loadOrThrow(() => api.pageNotFound("投诉不存在"));
  }
  // Only the owner may see it; a visitor is asked to log in rather than sent away.
  if (readTokenCookie(request.headers.get("cookie")) === null) {
    return { complaint: null, entrustment: null, entrustRefusal: null, mediation: null };
  }
  const [complaint, mediation] = await Promise.all([
    loadOrThrow(() => api.call(getComplaintSimple, { params: { id } })),
    api.call(getComplaintMediation, { params: { id }, quiet: true }).catch(() => null),
  ]);
  return {
    complaint,
    ...(await loadEntrustState(api, id, PUBLIC_COMPLAINT_STATUSES.includes(complaint.status))),
    mediation,
  };
}

export default function ComplaintAcceleratePage({ loaderData }: Route.ComponentProps) {
  const { complaint, entrustment, entrustRefusal, mediation } = loaderData;
  if (!complaint) return <LoginRequired title="登录后查看投诉进度" />;
  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <ComplaintSummary complaint={complaint} />
      <NextSteps status={complaint.status} />
      {mediation ? <ComplaintMediationPanel complaintId={complaint.id} mediation={mediation} /> : null}
      <SpeedUpOptions
        id={complaint.id}
        isRealNameVerified={complaint.is_real_name_verified}
        imageCount={complaint.image_count}
        status={complaint.status}
        entrustment={entrustment}
        entrustRefusal={entrustRefusal}
      />
      <div className="flex flex-wrap justify-center gap-3 pt-2">
        <Link to="/user" className={buttonClass({ variant: "secondary", size: "lg" })}>
          查看我的投诉
        </Link>
        <Link to="/complaint/create" className={buttonClass({ size: "lg" })}>
          再发起一条投诉
        </Link>
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
