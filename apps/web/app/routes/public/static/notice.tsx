import { getNoticeList } from "@tousu/contracts";
import { parseEntityId } from "@tousu/domain";
import { NoticeArchive } from "../../../features/notice/notice-page";
import { createServerApi } from "../../../lib/api.server";
import { loadOrThrow } from "../../../lib/route-error.server";
import type { RouteHandle } from "../../../lib/route-handle";
import { sharedPageMeta } from "../../../lib/share-meta";
import { RouteErrorBoundary } from "../../../shared/errors/route-error-boundary";
import type { Route } from "./+types/notice";

export const handle: RouteHandle = { name: "static-notice" };

export const meta: Route.MetaFunction = (args) =>
  sharedPageMeta(args, {
    title: "平台公告",
    description: "诉达的全部平台公告：规则调整、功能上线与维护通知。",
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = createServerApi(request, context);
  const url = new URL(request.url);
  // A malformed id or page is ignored rather than refused: the archive is still worth showing.
  const id = parseEntityId(url.searchParams.get("id")) ?? undefined;
  const page = parseEntityId(url.searchParams.get("page")) ?? undefined;
  return loadOrThrow(() => api.call(getNoticeList, { query: { id, page } }));
}

export default function NoticePage({ loaderData }: Route.ComponentProps) {
  return <NoticeArchive notices={loaderData} />;
}

export { RouteErrorBoundary as ErrorBoundary };
