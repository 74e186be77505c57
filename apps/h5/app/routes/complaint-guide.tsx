import { getComplaintList } from "@tousu/contracts";
import { createComplaintHref } from "@tousu/page-kit/create-complaint-href";
import { FILING_DO, FILING_DO_NOT, FILING_DO_NOT_NOTE, FILING_STEPS } from "@tousu/page-kit/filing-guide";
import { createServerApi } from "@tousu/page-kit/server-api";
import { Link } from "react-router";
import { h5PageMeta } from "../lib/page-meta";
import { ComplaintCards, complaintCardOf } from "../ui/complaint-card";
import type { Route } from "./+types/complaint-guide";

export const handle = { title: "我要投诉" };

/** How many recently solved complaints the guide shows. */
const RESOLVED_SHOWN = 5;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  h5PageMeta({
    title: "我要投诉",
    description:
      "如何在诉达投诉商家：填写投诉、平台审核、商家处理、评价完成四步，写好投诉的要点，最近解决的投诉。",
    canonical: loaderData?.canonical ?? "/complaint",
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = createServerApi(request, context);
  // The guide itself is static: a failing list hides its section instead of taking the page down.
  const resolved = await api
    .call(getComplaintList, { query: { status: "completed", page_size: RESOLVED_SHOWN } })
    .then((page) => page.list.map(complaintCardOf))
    .catch(() => []);
  return {
    canonical: `${context.publicConfig.siteOrigin}/complaint`,
    createHref: createComplaintHref(new URL(request.url).searchParams),
    resolved,
  };
}

function StartLink({ to }: { to: string }) {
  // The filing form is the PC site's until the H5 one is built: a full load lets the server send it on.
  return (
    <Link
      to={to}
      reloadDocument
      className="flex min-h-12 items-center justify-center rounded-full bg-brand-600 text-base font-semibold text-white active:bg-brand-700"
    >
      立即投诉
    </Link>
  );
}

export default function ComplaintGuide({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-2 pb-3">
      <section className="bg-white px-4 py-5">
        <h2 className="text-lg font-semibold text-gray-900">遇到消费问题，别再独自硬扛</h2>
        <p className="mt-1 text-sm text-gray-700">投诉免费，几分钟即可提交，商家回复会通知你。</p>
        <div className="mt-4">
          <StartLink to={loaderData.createHref} />
        </div>
      </section>

      <section aria-labelledby="filing-steps-heading" className="bg-white px-4 py-4">
        <h2 id="filing-steps-heading" className="font-semibold text-gray-900">
          投诉流程
        </h2>
        <ol className="mt-3 space-y-4">
          {FILING_STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white"
              >
                {index + 1}
              </span>
              <div className="min-w-0">
                <h3 className="font-medium text-gray-900">
                  <span className="sr-only">第{index + 1}步：</span>
                  {step.title}
                  <span className="ml-2 text-xs font-normal text-gray-600">{step.timing}</span>
                </h3>
                <p className="mt-0.5 text-sm text-gray-700">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="filing-do-heading" className="bg-white px-4 py-4">
        <h2 id="filing-do-heading" className="font-semibold text-gray-900">
          怎样写好一条投诉
        </h2>
        <ul className="mt-3 space-y-3">
          {FILING_DO.map((item) => (
            <li key={item.title} className="text-sm">
              <p className="font-medium text-emerald-800">{item.title}</p>
              <p className="mt-0.5 text-gray-700">{item.text}</p>
            </li>
          ))}
        </ul>
        <h3 className="mt-4 text-sm font-semibold text-brand-700">请勿包含</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-gray-700">
          {FILING_DO_NOT.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="mt-3 text-xs text-gray-600">{FILING_DO_NOT_NOTE}</p>
      </section>

      {loaderData.resolved.length > 0 ? (
        <section aria-labelledby="resolved-heading">
          <div className="flex items-center bg-white px-4">
            <h2 id="resolved-heading" className="py-3 font-semibold text-gray-900">
              最近解决的投诉
            </h2>
            <Link
              to="/tousu?status=completed"
              className="ml-auto inline-flex min-h-11 items-center text-sm text-brand-700"
            >
              更多
            </Link>
          </div>
          <ComplaintCards complaints={loaderData.resolved} />
        </section>
      ) : null}

      <div className="px-4 pt-2">
        <StartLink to={loaderData.createHref} />
      </div>
    </div>
  );
}
