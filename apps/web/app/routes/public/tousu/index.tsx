import { ComplaintListPage } from "../../../features/complaint-list/complaint-list-page";
import { loadComplaintListPage } from "../../../features/complaint-list/load-complaint-list.server";
import type { RouteHandle } from "../../../lib/route-handle";
import { sharedPageMeta } from "../../../lib/share-meta";
import { RouteErrorBoundary } from "../../../shared/errors/route-error-boundary";
import type { Route } from "./+types/index";

export const handle: RouteHandle = { name: "tousu" };

export const meta: Route.MetaFunction = (args) =>
  sharedPageMeta(args, {
    title: "投诉列表",
    description:
      "全部公开投诉：按状态、品牌、类型、时间、金额筛选，按最新、关注、浏览排序，看看商家如何回应。",
  });

export function loader({ request, context }: Route.LoaderArgs) {
  return loadComplaintListPage(request, context);
}

export default function TousuListPage({ loaderData }: Route.ComponentProps) {
  return <ComplaintListPage data={loaderData} heading="投诉列表" />;
}

export { RouteErrorBoundary as ErrorBoundary };
