import { ComplaintListPage } from "../../features/complaint-list/complaint-list-page";
import { loadComplaintListPage } from "../../features/complaint-list/load-complaint-list.server";
import { createServerApi } from "../../lib/api.server";
import { loadOrThrow } from "../../lib/route-error.server";
import type { RouteHandle } from "../../lib/route-handle";
import { sharedPageMeta } from "../../lib/share-meta";
import { RouteErrorBoundary } from "../../shared/errors/route-error-boundary";
import type { Route } from "./+types/complaints";

export const handle: RouteHandle = { name: "complaints-id" };

// Numeric ids never get here: the server 301s /complaints/{number} to /tousu/{number}
// (docs/product/redirects.md#permanent-redirects-301).
export const meta: Route.MetaFunction = (args) =>
  sharedPageMeta(args, {
    title: `${args.params.id}投诉`,
    description: `${args.params.id}行业的公开投诉：看看消费者遇到了什么问题，商家如何回应。`,
  });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const loaded = await loadComplaintListPage(request, context, { sector: params.id });
  // A sector is a brand's industry: with no brand complained about and no complaint in it, the
  // address names no sector, and an empty page would only invite search engines to index it.
  if (loaded.page.total === 0 && loaded.complainedBrands.length === 0) {
    return loadOrThrow(() => createServerApi(request, context).pageNotFound("行业不存在"));
  }
  return loaded;
}

export default function SectorComplaintsPage({ loaderData, params }: Route.ComponentProps) {
  return (
    <ComplaintListPage
      data={loaderData}
      heading={`${params.id}投诉`}
      intro={`${params.id}行业品牌的公开投诉`}
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary };
