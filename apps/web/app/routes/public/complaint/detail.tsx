import { getComplaintPage, getProgressContentByType } from "@tousu/contracts";
import { parseEntityId } from "@tousu/domain";
import { describeComplaint } from "@tousu/page-kit/complaint-meta";
import { ComplaintDetailPage } from "../../../features/complaint-detail/complaint-detail-page";
import { helpForTimeline } from "../../../features/complaint-detail/complaint-timeline";
import { parsePositiveInteger } from "../../../features/complaint-detail/path-segments";
import { toRelatedComplaint } from "../../../features/complaint-detail/related-complaints";
import { createServerApi } from "../../../lib/api.server";
import { cached } from "../../../lib/cache.server";
import { pageClock } from "../../../lib/page-clock";
import { loadOrThrow } from "../../../lib/route-error.server";
import type { RouteHandle } from "../../../lib/route-handle";
import { sharedPageMeta } from "../../../lib/share-meta";
import { pageMeta } from "../../../lib/site";
import { RouteErrorBoundary } from "../../../shared/errors/route-error-boundary";
import type { Route } from "./+types/detail";

// One module for /tousu/{id}, /complaint/{id} (the owner's view: the same page with the owner's
// tools, which the API enables for the author only) and /complaint/{id}/{index}.
export const handle: RouteHandle = { name: "complaint-detail" };

// /tousu/{id} is the complaint's canonical address, whichever of the three it was asked at.
export const meta: Route.MetaFunction = (args) => {
  const complaint = args.data?.complaint;
  if (!complaint) return pageMeta("投诉详情");
  const [title, description] = describeComplaint(complaint);
  return sharedPageMeta(args, {
    title,
    description,
    path: `/tousu/${complaint.id}`,
    type: "article",
    image: complaint.images[0]?.url ?? complaint.brand?.logo,
  });
};

const NOT_FOUND = "投诉不存在或已删除";
const PROGRESS_HELP_CACHE_MS = 60_000;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = createServerApi(request, context);
  const id = parseEntityId(params.id);
  // Only /complaint/{id}/{index} (detail-entry.tsx, which re-exports this loader) has the segment.
  const { index } = params as { index?: string };
  const highlightIndex = index === undefined ? null : parsePositiveInteger(index);
  if (id === null || (index !== undefined && highlightIndex === null)) {
    return loadOrThrow(() => api.pageNotFound(NOT_FOUND));
  }
  // One read for the page; the help texts are the same for every complaint (docs/decisions/015).
  const [page, help] = await Promise.all([
    loadOrThrow(() => api.call(getComplaintPage, { params: { id } })),
    cached("progress-content", PROGRESS_HELP_CACHE_MS, () => api.call(getProgressContentByType)).catch(
      () => [],
    ),
  ]);
  return {
    complaint: page.complaint,
    timeline: page.timeline,
    auditLog: page.audit_log,
    // Loader data is serialised into the page: only what it shows.
    help: helpForTimeline(help, page.timeline),
    related: page.related.map(toRelatedComplaint),
    comments: page.comments ?? undefined,
    collective: page.collective,
    mediation: page.mediation,
    highlightIndex,
    now: pageClock(),
  };
}

export default function ComplaintDetailRoute({ loaderData }: Route.ComponentProps) {
  return <ComplaintDetailPage data={loaderData} />;
}

export { RouteErrorBoundary as ErrorBoundary };
