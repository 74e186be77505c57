import { ComplaintListPage } from "../features/complaint-list/complaint-list-page";
import { loadComplaintListPage } from "../features/complaint-list/load-complaint-list.server";
import { RouteErrorBoundary } from "../features/errors/route-error-boundary";
import type { RouteHandle } from "../lib/route-handle";
import { pageMeta } from "../lib/site";
import type { Route } from "./+types/complaints";

export const handle: RouteHandle = { name: "complaints-id" };

// Numeric ids never get here: the server 301s /complaints/{number} to /tousu/{number} (spec §2).
export const meta: Route.MetaFunction = ({ params }) =>
  pageMeta(`${params.id}投诉`, `${params.id}行业的公开投诉：看看消费者遇到了什么问题，商家如何回应。`);

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadComplaintListPage(request, context, { sector: params.id });
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
