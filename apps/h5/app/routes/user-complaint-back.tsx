import { getUserComplaint, listMyComplaints } from "@tousu/contracts";
import { formatDate, formatDateTime } from "@tousu/domain";
import { readPageNumber } from "@tousu/page-kit/page-number";
import { Link } from "react-router";
import { listPage } from "../lib/list-page";
import { h5PageMeta } from "../lib/page-meta";
import { loadUserPage } from "../lib/session.server";
import { InfiniteList } from "../ui/infinite-list";
import type { Route } from "./+types/user-complaint-back";

export const handle = { title: "被退回的投诉" };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  h5PageMeta({
    title: "被退回的投诉",
    description: "审核未通过或需要补充材料的投诉。",
    canonical: `${loaderData?.siteOrigin ?? ""}/user/complaint/back`,
  });

const PAGE_SIZE = 5;

export function loader(args: Route.LoaderArgs) {
  return loadUserPage(args, async (api) => {
    const page = await api.call(listMyComplaints, {
      query: { status: "back", page: readPageNumber(args.request), page_size: PAGE_SIZE },
    });
    // Each shows its reason or question: a handful per page, read in parallel.
    const details = await Promise.all(
      page.list.map((item) => api.call(getUserComplaint, { params: { id: item.id } })),
    );
    return {
      siteOrigin: args.context.publicConfig.siteOrigin,
      complaints: listPage(args.request, { ...page, list: details }, (complaint) => ({
        id: complaint.id,
        title: complaint.title,
        statusLabel: complaint.status_label,
        brandName: complaint.brand?.name ?? complaint.custom_brand_name,
        createdAt: formatDate(complaint.created_at),
        reason:
          complaint.status === "rejected"
            ? `未通过原因：${complaint.reject_reason_label ?? "平台未说明原因"}`
            : null,
        question: complaint.info_request
          ? {
              from: complaint.info_request.from === "platform" ? "平台" : "商家",
              content: complaint.info_request.content ?? "请补充相关材料",
              createdAt: formatDateTime(complaint.info_request.created_at),
            }
          : null,
      })),
    };
  });
}

/** The list in this route's loader data, as a fetcher of the next page answers it too. */
const complaintsOf = (data: unknown) => (data as Route.ComponentProps["loaderData"]).complaints;

export default function ComplaintsBack({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-2 pb-4">
      <p className="bg-white px-4 py-3 text-sm text-gray-700">
        审核未通过或需要补充材料的投诉在这里，按提示修改或补充后会继续处理。
      </p>
      <InfiniteList
        first={loaderData.complaints}
        pageOf={complaintsOf}
        itemKey={(complaint) => complaint.id}
        className="space-y-2"
        itemClassName="bg-white px-4 py-3"
        renderItem={(complaint) => (
          <>
            <p className="line-clamp-2 break-words font-medium text-gray-900">{complaint.title}</p>
            <p className="mt-1 flex items-center gap-2 text-xs text-gray-600">
              <span className="shrink-0 rounded bg-brand-50 px-1.5 py-0.5 text-brand-700">
                {complaint.statusLabel}
              </span>
              {complaint.brandName ? <span className="min-w-0 truncate">{complaint.brandName}</span> : null}
              <time className="ml-auto shrink-0">提交于 {complaint.createdAt}</time>
            </p>
            {complaint.reason ? (
              <p className="mt-2 rounded-lg bg-gray-50 px-3 py-2 text-sm text-gray-800">{complaint.reason}</p>
            ) : null}
            {complaint.question ? (
              <div className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
                <p className="font-medium">{complaint.question.from}请您补充：</p>
                <p className="whitespace-pre-line break-words">{complaint.question.content}</p>
                <p className="text-xs text-amber-800">提问时间 {complaint.question.createdAt}</p>
              </div>
            ) : null}
            <Link
              to={`/user/complaint/${complaint.id}`}
              className="mt-3 flex min-h-11 items-center justify-center rounded-full bg-brand-600 text-[15px] font-medium text-white"
            >
              去处理
            </Link>
          </>
        )}
        empty={
          <div className="bg-white px-4 py-16 text-center text-sm text-gray-600">
            <p>没有需要您处理的投诉。</p>
            <Link to="/user/complaint" className="mt-2 inline-flex min-h-11 items-center text-brand-700">
              查看全部投诉
            </Link>
          </div>
        }
      />
    </div>
  );
}
