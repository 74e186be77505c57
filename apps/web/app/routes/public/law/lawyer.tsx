import { getLawyerProfile, listMyComplaints } from "@tousu/contracts";
import { formatDate, parseEntityId } from "@tousu/domain";
import { memberDiscountExplained } from "@tousu/page-kit/vip-texts";
import { Link } from "react-router";
import { EntrustChooser } from "../../../features/lawyer/entrust-chooser";
import { LawyerFacts, MemberDiscountTag } from "../../../features/lawyer/lawyer-card";
import { createServerApi } from "../../../lib/api.server";
import { loadOrThrow } from "../../../lib/route-error.server";
import type { RouteHandle } from "../../../lib/route-handle";
import { pageMeta } from "../../../lib/site";
import { readTokenCookie } from "../../../lib/token-cookie";
import { RouteErrorBoundary } from "../../../shared/errors/route-error-boundary";
import { Card } from "../../../ui/card";
import type { Route } from "./+types/lawyer";

export const handle: RouteHandle = { name: "law-lawyer-id" };

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? pageMeta(
        `${data.lawyer.display_name}（${data.lawyer.law_firm}）`,
        data.lawyer.introduction.slice(0, 80),
      )
    : pageMeta("律师");

/** How many of the viewer's complaints the 委托 list offers: their newest published ones. */
const OWN_COMPLAINTS = 20;

export function loader({ request, context, params }: Route.LoaderArgs) {
  const api = createServerApi(request, context);
  const id = parseEntityId(params.id);
  if (id === null) return loadOrThrow(() => api.pageNotFound("律师不存在"));
  const isLoggedIn = readTokenCookie(request.headers.get("cookie")) !== null;
  return loadOrThrow(async () => {
    const [lawyer, mine] = await Promise.all([
      api.call(getLawyerProfile, { params: { id } }),
      isLoggedIn
        ? api.call(listMyComplaints, { query: { status: "all", page: 1, page_size: OWN_COMPLAINTS } })
        : null,
    ]);
    return { lawyer, complaints: mine ? mine.list.filter((complaint) => complaint.is_public) : null };
  });
}

export default function LawyerProfilePage({ loaderData }: Route.ComponentProps) {
  const { lawyer, complaints } = loaderData;
  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <section className="rounded-lg bg-white px-6 py-6 shadow-[0_1px_2px_rgba(15,23,42,0.06)]">
        <p className="text-sm">
          <Link to="/law" className="text-brand-700 hover:underline">
            律师维权
          </Link>
        </p>
        <div className="mt-2 flex flex-wrap items-start justify-between gap-3">
          <div>
            <h1 className="text-xl font-semibold text-gray-900">{lawyer.display_name}</h1>
            <p className="mt-1 text-sm text-gray-700">
              {lawyer.law_firm} · {lawyer.city}
            </p>
          </div>
          <p className="rounded bg-emerald-50 px-2 py-1 text-xs text-emerald-800">
            已核验执业信息 · {formatDate(lawyer.verified_at)}
          </p>
        </div>
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="执业领域">
          {lawyer.practice_areas.map((area) => (
            <li key={area.code} className="rounded bg-sky-50 px-1.5 text-xs leading-5 text-sky-800">
              {area.label}
            </li>
          ))}
        </ul>
        {lawyer.member_discount_percent !== null ? (
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <MemberDiscountTag percent={lawyer.member_discount_percent} />
            <p className="text-xs text-gray-700">{memberDiscountExplained(lawyer.member_discount_percent)}</p>
          </div>
        ) : null}
        <div className="mt-4 max-w-md">
          <LawyerFacts lawyer={lawyer} />
        </div>
        <p className="mt-4 text-sm leading-6 whitespace-pre-line text-gray-800">{lawyer.introduction}</p>
        <p className="mt-4 text-sm">
          <Link to={`/poster/lawyer/${lawyer.id}`} className="text-brand-700 hover:underline">
            生成律师海报
          </Link>
          <span className="mx-2 text-gray-400" aria-hidden="true">
            ·
          </span>
          <Link to={`/poster/lawyer/poster/${lawyer.id}`} className="text-brand-700 hover:underline">
            生成律师名片
          </Link>
        </p>
      </section>

      <Card title="委托这位律师">
        <div className="px-5 py-4">
          {lawyer.accepting_cases ? (
            <EntrustChooser lawyerId={lawyer.id} complaints={complaints} />
          ) : (
            <p className="text-sm text-gray-700">这位律师暂不接受新委托，你可以在律师维权页选择其他律师。</p>
          )}
        </div>
      </Card>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
