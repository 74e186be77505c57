import {
  listMyComplaints,
  MY_COMPLAINT_GROUP_LABELS,
  MY_COMPLAINT_GROUPS,
  type MyComplaintGroup,
} from "@tousu/contracts";
import { readPageNumber } from "@tousu/page-kit/page-number";
import { GroupTabs } from "../../features/user-centre/group-tabs";
import { loadUserPage } from "../../features/user-centre/load-user-page.server";
import { MyComplaintList } from "../../features/user-centre/my-complaint-list";
import type { RouteHandle } from "../../lib/route-handle";
import { pageMeta } from "../../lib/site";
import { RouteErrorBoundary } from "../../shared/errors/route-error-boundary";
import { Card } from "../../ui/card";
import { Pager } from "../../ui/pager";
import type { Route } from "./+types/complaint";

export const handle: RouteHandle = { name: "user-complaint" };

export const meta: Route.MetaFunction = () => pageMeta("我的投诉");

function groupOf(request: Request): MyComplaintGroup {
  const status = new URL(request.url).searchParams.get("status");
  return (MY_COMPLAINT_GROUPS as readonly string[]).includes(status ?? "")
    ? (status as MyComplaintGroup)
    : "all";
}

export function loader(args: Route.LoaderArgs) {
  const group = groupOf(args.request);
  return loadUserPage(handle, args, async (api) => ({
    group,
    complaints: await api.call(listMyComplaints, {
      query: { status: group, page: readPageNumber(args.request), page_size: 10 },
    }),
  }));
}

export default function MyComplaintsPage({ loaderData }: Route.ComponentProps) {
  const { group, complaints } = loaderData;
  return (
    <Card title="我的投诉" more={{ to: "/user/complaint/back", label: "被退回的投诉" }}>
      <GroupTabs
        label="投诉分组"
        param="status"
        current={group}
        tabs={MY_COMPLAINT_GROUPS.map((key) => ({
          key,
          label: MY_COMPLAINT_GROUP_LABELS[key],
          count: complaints.counts[key],
        }))}
      />
      <MyComplaintList
        complaints={complaints.list}
        emptyText={group === "all" ? "您还没有发起过投诉" : "这一组里没有投诉"}
      />
      <Pager page={complaints.page} pageSize={complaints.page_size} total={complaints.total} />
    </Card>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
