import { getUserComplaint, listMyComplaints } from "@tousu/contracts";
import { formatDate } from "@tousu/domain";
import { readPageNumber } from "@tousu/page-kit/page-number";
import { Link } from "react-router";
import { StatusBadge } from "../../features/complaint/status-badge";
import { ComplaintNextStep } from "../../features/complaint-lifecycle/complaint-next-step";
import { loadUserPage } from "../../features/user-centre/load-user-page.server";
import type { RouteHandle } from "../../lib/route-handle";
import { pageMeta } from "../../lib/site";
import { RouteErrorBoundary } from "../../shared/errors/route-error-boundary";
import { Card } from "../../ui/card";
import { Pager } from "../../ui/pager";
import type { Route } from "./+types/complaint-back";

export const handle: RouteHandle = { name: "user-complaint-back" };

export const meta: Route.MetaFunction = () => pageMeta("被退回的投诉");

const PAGE_SIZE = 5;

export function loader(args: Route.LoaderArgs) {
  return loadUserPage(handle, args, async (api) => {
    const page = await api.call(listMyComplaints, {
      query: { status: "back", page: readPageNumber(args.request), page_size: PAGE_SIZE },
    });
    // Each needs its reason or question and its forms: a handful per page, read in parallel.
    const complaints = await Promise.all(
      page.list.map((item) => api.call(getUserComplaint, { params: { id: item.id } })),
    );
    return { complaints, page: page.page, total: page.total };
  });
}

export default function ComplaintsBackPage({ loaderData }: Route.ComponentProps) {
  const { complaints, page, total } = loaderData;
  return (
    <div className="space-y-6">
      <section className="rounded-lg bg-white p-6 shadow-[0_1px_2px_rgba(15,23,42,0.06)]">
        <h1 className="text-xl font-semibold text-gray-900">被退回的投诉</h1>
        <p className="mt-1 text-sm text-gray-600">
          审核未通过或需要补充材料的投诉在这里，按提示修改或补充后会继续处理。
        </p>
      </section>
      {complaints.length === 0 ? (
        <p className="rounded-lg bg-white px-5 py-12 text-center text-sm text-gray-600">
          没有需要您处理的投诉。
          <Link to="/user/complaint" className="text-brand-700 hover:underline">
            查看全部投诉
          </Link>
        </p>
      ) : (
        complaints.map((complaint) => (
          <Card key={complaint.id} title={complaint.title} level={2}>
            <div className="space-y-4 p-5">
              <p className="flex flex-wrap items-center gap-3 text-sm text-gray-600">
                <StatusBadge status={complaint.status} />
                <span>{complaint.brand?.name ?? complaint.custom_brand_name}</span>
                <time dateTime={complaint.created_at}>提交于 {formatDate(complaint.created_at)}</time>
                <Link
                  to={`/user/complaint/${complaint.id}`}
                  className="ml-auto text-brand-700 hover:underline"
                >
                  查看详情 ›
                </Link>
              </p>
              <ComplaintNextStep complaint={complaint} />
            </div>
          </Card>
        ))
      )}
      <Pager page={page} pageSize={PAGE_SIZE} total={total} />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
