import { getLawyerProfile, listMyComplaints } from "@tousu/contracts";
import { formatDate, parseEntityId, readTokenCookie } from "@tousu/domain";
import { loadOrThrow } from "@tousu/page-kit/route-error";
import { createServerApi } from "@tousu/page-kit/server-api";
import { memberDiscountExplained } from "@tousu/page-kit/vip-texts";
import { data, Link, useLocation } from "react-router";
import { lawyerCardData } from "../features/law/lawyer-card-data.server";
import { loginPath } from "../lib/login-paths";
import { h5PageMeta } from "../lib/page-meta";
import { LawyerFacts, MemberDiscountTag } from "../ui/lawyer-card";
import type { Route } from "./+types/law-lawyer";

export const handle = { title: "律师主页" };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? h5PageMeta({
        title: `${loaderData.lawyer.displayName}（${loaderData.lawyer.lawFirm}）`,
        description: loaderData.lawyer.introduction.slice(0, 80),
        canonical: loaderData.canonical,
      })
    : [{ title: "页面不存在" }];

/** How many of the viewer's complaints the 委托 list offers: their newest published ones, as on PC. */
const OWN_COMPLAINTS = 20;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = parseEntityId(params.id);
  if (id === null) throw data({ message: "律师不存在" }, { status: 404 });
  const api = createServerApi(request, context);
  const isLoggedIn = readTokenCookie(request.headers.get("cookie")) !== null;
  const [lawyer, mine] = await loadOrThrow(() =>
    Promise.all([
      api.call(getLawyerProfile, { params: { id } }),
      isLoggedIn
        ? api.call(listMyComplaints, { query: { status: "all", page: 1, page_size: OWN_COMPLAINTS } })
        : null,
    ]),
  );
  return {
    canonical: `${context.publicConfig.siteOrigin}/law/lawyer/${lawyer.id}`,
    lawyer: {
      ...lawyerCardData(lawyer),
      introduction: lawyer.introduction,
      verifiedAt: formatDate(lawyer.verified_at),
      memberDiscountExplained:
        lawyer.member_discount_percent === null
          ? null
          : memberDiscountExplained(lawyer.member_discount_percent),
    },
    // Null for a visitor; a complaint may be entrusted once it is public.
    complaints: mine
      ? mine.list
          .filter((complaint) => complaint.is_public)
          .map((complaint) => ({ id: complaint.id, title: complaint.title }))
      : null,
  };
}

export default function LawyerProfile({ loaderData }: Route.ComponentProps) {
  const { lawyer, complaints } = loaderData;
  return (
    <div className="space-y-2 pb-3">
      <section className="bg-white px-4 py-4">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="text-lg font-semibold text-gray-900">{lawyer.displayName}</h2>
            <p className="mt-0.5 text-sm break-words text-gray-700">
              {lawyer.lawFirm} · {lawyer.city}
            </p>
          </div>
          <p className="shrink-0 rounded bg-emerald-50 px-1.5 py-0.5 text-xs text-emerald-800">
            已核验执业信息
          </p>
        </div>
        <p className="mt-1 text-xs text-gray-600">核验于 {lawyer.verifiedAt}</p>
        <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="执业领域">
          {lawyer.practiceAreas.map((area) => (
            <li key={area} className="rounded bg-sky-50 px-1.5 text-xs leading-5 text-sky-800">
              {area}
            </li>
          ))}
        </ul>
        <MemberDiscountTag words={lawyer.memberDiscount} />
        {lawyer.memberDiscountExplained ? (
          <p className="mt-1 text-xs text-gray-700">{lawyer.memberDiscountExplained}</p>
        ) : null}
        <LawyerFacts lawyer={lawyer} />
        <p className="mt-3 whitespace-pre-line break-words text-[15px] text-gray-800">
          {lawyer.introduction}
        </p>
      </section>

      <section aria-labelledby="entrust-heading" className="bg-white px-4 py-4">
        <h3 id="entrust-heading" className="font-semibold text-gray-900">
          委托这位律师
        </h3>
        {lawyer.acceptingCases ? (
          <EntrustChoice lawyerId={lawyer.id} complaints={complaints} />
        ) : (
          <p className="mt-2 text-sm text-gray-700">
            这位律师暂不接受新委托，你可以在
            <Link to="/law" className="mx-1 text-brand-700 underline">
              律师维权
            </Link>
            页选择其他律师。
          </p>
        )}
      </section>
    </div>
  );
}

/** Which of the viewer's published complaints to entrust to this lawyer; a visitor logs in first. */
function EntrustChoice({
  lawyerId,
  complaints,
}: {
  lawyerId: number;
  complaints: { id: number; title: string }[] | null;
}) {
  const location = useLocation();
  if (complaints === null) {
    return (
      <Link
        to={loginPath(location.pathname)}
        className="mt-3 flex min-h-11 items-center justify-center rounded-full bg-brand-600 text-base font-medium text-white"
      >
        登录后委托
      </Link>
    );
  }
  if (complaints.length === 0) {
    return (
      <p className="mt-2 text-sm text-gray-700">
        你还没有已公开的投诉。投诉审核公开后即可委托律师。
        <Link to="/complaint" reloadDocument className="ml-1 text-brand-700 underline">
          我要投诉
        </Link>
      </p>
    );
  }
  return (
    <ul className="mt-2 divide-y divide-gray-100">
      {complaints.map((complaint) => (
        <li key={complaint.id} className="flex items-center gap-3 py-2">
          <span className="min-w-0 flex-1 break-words text-sm text-gray-900">{complaint.title}</span>
          <Link
            to={`/law/entrust/${complaint.id}?lawyer=${lawyerId}`}
            aria-label={`委托律师处理：${complaint.title}`}
            className="inline-flex min-h-11 shrink-0 items-center rounded-full bg-brand-600 px-5 text-sm text-white"
          >
            委托
          </Link>
        </li>
      ))}
    </ul>
  );
}
