import { parseEntityId } from "@tousu/domain";
import { ComplaintListPage } from "../../../features/complaint-list/complaint-list-page";
import { loadComplaintListPage } from "../../../features/complaint-list/load-complaint-list.server";
import { createServerApi } from "../../../lib/api.server";
import { loadOrThrow } from "../../../lib/route-error.server";
import type { RouteHandle } from "../../../lib/route-handle";
import { sharedPageMeta } from "../../../lib/share-meta";
import { pageMeta } from "../../../lib/site";
import { RouteErrorBoundary } from "../../../shared/errors/route-error-boundary";
import type { Route } from "./+types/tags";

export const handle: RouteHandle = { name: "complaint-tags-id" };

export const meta: Route.MetaFunction = (args) => {
  const problem = args.data?.page.problem_name;
  return problem
    ? sharedPageMeta(args, {
        title: `${problem}相关投诉`,
        description: `与“${problem}”有关的公开投诉，看看商家如何回应。`,
      })
    : pageMeta("问题标签");
};

const NOT_FOUND = "问题标签不存在";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const problemId = parseEntityId(params.id);
  const notFound = () => loadOrThrow(() => createServerApi(request, context).pageNotFound(NOT_FOUND));
  if (problemId === null) return notFound();
  const loaded = await loadComplaintListPage(request, context, { problem_id: problemId });
  if (loaded.page.problem_name === null) return notFound();
  return loaded;
}

export default function ProblemTagComplaintsPage({ loaderData }: Route.ComponentProps) {
  return (
    <ComplaintListPage
      data={loaderData}
      heading={`${loaderData.page.problem_name}`}
      intro="该问题标签下的公开投诉"
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary };
