import { getComplaintList } from "@tousu/contracts";
import { loadOrThrow } from "@tousu/page-kit/route-error";
import { createServerApi } from "@tousu/page-kit/server-api";
import { HOME_DESCRIPTION } from "@tousu/page-kit/site-text";
import { h5PageMeta } from "../lib/page-meta";
import { ComplaintCards, complaintCardOf } from "../ui/complaint-card";
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
    complaints: latest.list.map(complaintCardOf),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="latest-heading" className="py-3">
      <h2 id="latest-heading" className="px-4 pb-2 text-base font-semibold text-gray-900">
        最新投诉
      </h2>
      <ComplaintCards complaints={loaderData.complaints} />
    </section>
  );
}
