import { getComplaintList } from "@tousu/contracts";
import { formatDate } from "@tousu/domain";
import { loadOrThrow } from "@tousu/page-kit/route-error";
import { createServerApi } from "@tousu/page-kit/server-api";
import { HOME_DESCRIPTION } from "@tousu/page-kit/site-text";
import { Link } from "react-router";
import { complaintDetailsPath } from "../lib/h5-paths";
import { h5PageMeta } from "../lib/page-meta";
import type { Route } from "./+types/home";

/** How many of the newest complaints the home page lists. */
const LATEST_COUNT = 20;

export const handle = { title: "诉达" };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  h5PageMeta({ description: HOME_DESCRIPTION, canonical: loaderData ? `${loaderData.siteOrigin}/` : "/" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = createServerApi(request, context);
  const latest = await loadOrThrow(() => api.call(getComplaintList, { query: { page_size: LATEST_COUNT } }));
  return {
    siteOrigin: context.publicConfig.siteOrigin,
    // Loader data is serialised into the page: only what the list shows.
    complaints: latest.list.map((complaint) => ({
      id: complaint.id,
      title: complaint.title,
      summary: complaint.summary,
      statusLabel: complaint.status_label,
      brandName: complaint.brand?.name ?? complaint.custom_brand_name,
      createdAt: formatDate(complaint.created_at),
    })),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="latest-heading" className="py-3">
      <h2 id="latest-heading" className="px-4 pb-2 text-base font-semibold text-gray-900">
        最新投诉
      </h2>
      <ul className="space-y-2">
        {loaderData.complaints.map((complaint) => (
          <li key={complaint.id}>
            <Link
              to={complaintDetailsPath(complaint.id)}
              className="block bg-white px-4 py-3 active:bg-gray-50"
            >
              <p className="line-clamp-2 font-medium text-gray-900">{complaint.title}</p>
              <p className="mt-1 line-clamp-2 text-sm text-gray-600">{complaint.summary}</p>
              <p className="mt-2 flex items-center gap-2 text-xs text-gray-600">
                <span className="rounded bg-brand-50 px-1.5 py-0.5 text-brand-700">
                  {complaint.statusLabel}
                </span>
                {complaint.brandName ? (
                  <span className="min-w-0 truncate">投诉对象：{complaint.brandName}</span>
                ) : null}
                <time className="ml-auto shrink-0">{complaint.createdAt}</time>
              </p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
