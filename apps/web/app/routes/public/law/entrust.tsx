import { getEntrustPage, getLawyerProfile, listMyRedemptions } from "@tousu/contracts";
import { type EntrustmentStatus, entrustmentMessaging, parseEntityId } from "@tousu/domain";
import { Link } from "react-router";
import { EntrustmentMessages } from "../../../features/entrustment-messages";
import { EntrustForm } from "../../../features/lawyer/entrust-form";
import { EntrustmentPanel } from "../../../features/lawyer/entrustment-panel";
import { HowEntrustmentWorks } from "../../../features/lawyer/how-entrustment-works";
import { createServerApi } from "../../../lib/api.server";
import { loadOrThrow } from "../../../lib/route-error.server";
import type { RouteHandle } from "../../../lib/route-handle";
import { pageMeta } from "../../../lib/site";
import { readTokenCookie } from "../../../lib/token-cookie";
import { RouteErrorBoundary } from "../../../shared/errors/route-error-boundary";
import { LoginRequired } from "../../../shared/session/login-required";
import { Card } from "../../../ui/card";
import type { Route } from "./+types/entrust";

export const handle: RouteHandle = { name: "law-entrust-id" };

export const meta: Route.MetaFunction = () => pageMeta("委托律师");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = createServerApi(request, context);
  const id = parseEntityId(params.id);
  if (id === null) return loadOrThrow(() => api.pageNotFound("投诉不存在"));
  // Only the complaint's author may entrust it; a visitor is asked to log in rather than sent away.
  if (readTokenCookie(request.headers.get("cookie")) === null) {
    return { page: null, chosen: null, chosenId: null, credits: [] };
  }
  const chosenId = parseEntityId(new URL(request.url).searchParams.get("lawyer"));
  const [page, unused] = await loadOrThrow(() =>
    Promise.all([
      api.call(getEntrustPage, { params: { id } }),
      // The member's unused 律师咨询券 from the points mall, which a request may use (decision 111).
      api.call(listMyRedemptions, { query: { status: "issued", page: 1, page_size: 20 } }),
    ]),
  );
  // Only a consultation credit is ever `issued`.
  const credits = unused.list.map((redemption) => redemption.redemption_no);
  const isRecommended = page.recommended.some((lawyer) => lawyer.id === chosenId);
  // A lawyer chosen on their profile who is no longer listed is simply not offered.
  const chosen =
    chosenId === null || isRecommended
      ? null
      : await api.call(getLawyerProfile, { params: { id: chosenId } }).catch(() => null);
  return { page, chosen: chosen?.accepting_cases ? chosen : null, chosenId, credits };
}

export default function EntrustPage({ loaderData }: Route.ComponentProps) {
  const { page, chosen, chosenId, credits } = loaderData;
  if (!page) return <LoginRequired title="登录后查看投诉进度" />;
  const { complaint, current, history, recommended, entrust_refusal: refusal } = page;
  const lawyers = chosen ? [chosen, ...recommended] : recommended;
  const initialLawyerId = lawyers.some((lawyer) => lawyer.id === chosenId) ? chosenId : null;
  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <section className="rounded-lg bg-white px-6 py-5 shadow-[0_1px_2px_rgba(15,23,42,0.06)]">
        <h1 className="text-xl font-semibold text-gray-900">委托律师</h1>
        <p className="mt-2 text-sm text-gray-700">
          投诉：
          <Link to={`/complaint/${complaint.id}`} className="text-brand-700 hover:underline">
            {complaint.title}
          </Link>
          {complaint.brand_name ? `（${complaint.brand_name}）` : null}
        </p>
      </section>

      {current ? (
        <Card title="当前委托">
          <div className="space-y-6 px-5 py-5">
            <EntrustmentPanel entrustment={current} />
            <ConversationWithLawyer entrustment={current} />
          </div>
        </Card>
      ) : refusal ? (
        <Card title="不能委托律师">
          <p role="status" className="px-5 py-5 text-sm leading-6 text-gray-800">
            {refusal}。
          </p>
        </Card>
      ) : (
        <Card title={initialLawyerId === null ? "选择律师委托" : "确认委托"}>
          <div className="px-5 py-5">
            {initialLawyerId !== null ? null : (
              <p className="mb-4 text-sm text-gray-700">
                平台按投诉的行业、你所在的城市和律师的接案情况推荐了以下律师，他们与被投诉企业没有利益关系。也可以去
                <Link to="/law" className="mx-1 text-brand-700 hover:underline">
                  律师维权
                </Link>
                页自己挑选。
              </p>
            )}
            <EntrustForm
              complaintId={complaint.id}
              lawyers={lawyers}
              initialLawyerId={initialLawyerId}
              credits={credits}
            />
          </div>
        </Card>
      )}

      {history.length ? (
        <Card title="以往委托">
          <ul className="divide-y divide-gray-100">
            {history.map((entrustment) => (
              <li key={entrustment.id} className="space-y-6 px-5 py-5">
                <EntrustmentPanel entrustment={entrustment} />
                <ConversationWithLawyer entrustment={entrustment} />
              </li>
            ))}
          </ul>
        </Card>
      ) : null}

      <HowEntrustmentWorks />
    </div>
  );
}

/** Messages with the lawyer, once the lawyer has taken the entrustment (decision 053). */
function ConversationWithLawyer({ entrustment }: { entrustment: { id: number; status: EntrustmentStatus } }) {
  if (!entrustmentMessaging(entrustment.status).canRead) return null;
  return (
    <div className="border-t border-gray-100 pt-5">
      <EntrustmentMessages entrustmentId={entrustment.id} side="consumer" />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
