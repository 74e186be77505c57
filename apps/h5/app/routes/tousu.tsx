import { loadFilteredComplaintList } from "../lib/complaint-list.server";
import { h5PageMeta } from "../lib/page-meta";
import { FilteredComplaintList } from "../ui/filtered-complaint-list";
import type { Route } from "./+types/tousu";

export const handle = { title: "投诉大厅" };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  h5PageMeta({
    title: "投诉列表",
    description:
      "全部公开投诉：按状态、品牌、类型、时间、金额筛选，按最新、关注、浏览排序，看看商家如何回应。",
    canonical: loaderData?.canonical ?? "/tousu",
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const loaded = await loadFilteredComplaintList(request, context);
  return { ...loaded, canonical: `${context.publicConfig.siteOrigin}/tousu` };
}

export default function Tousu({ loaderData }: Route.ComponentProps) {
  return (
    <FilteredComplaintList
      heading="全部投诉"
      total={loaderData.total}
      filters={loaderData.filters}
      list={loaderData.list}
    />
  );
}
