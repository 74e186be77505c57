import { parseEntityId } from "@tousu/domain";
import { loadOrThrow } from "@tousu/page-kit/route-error";
import { createServerApi } from "@tousu/page-kit/server-api";
import { loadFilteredComplaintList } from "../lib/complaint-list.server";
import { h5PageMeta } from "../lib/page-meta";
import { FilteredComplaintList } from "../ui/filtered-complaint-list";
import type { Route } from "./+types/complaint-tag";

export const handle = { title: "问题标签" };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? h5PageMeta({
        title: `${loaderData.problemName}相关投诉`,
        description: `与“${loaderData.problemName}”有关的公开投诉，看看商家如何回应。`,
        canonical: loaderData.canonical,
      })
    : [{ title: "页面不存在" }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const problemId = parseEntityId(params.id);
  const notFound = () => loadOrThrow(() => createServerApi(request, context).pageNotFound("问题标签不存在"));
  if (problemId === null) return notFound();
  const loaded = await loadFilteredComplaintList(request, context, { problem_id: problemId });
  if (loaded.problemName === null) return notFound();
  return {
    ...loaded,
    problemName: loaded.problemName,
    canonical: `${context.publicConfig.siteOrigin}/complaint/tags/${problemId}`,
  };
}

export default function ComplaintTag({ loaderData }: Route.ComponentProps) {
  return (
    <FilteredComplaintList
      heading={loaderData.problemName}
      intro="该问题标签下的公开投诉"
      total={loaderData.total}
      filters={loaderData.filters}
      list={loaderData.list}
    />
  );
}
