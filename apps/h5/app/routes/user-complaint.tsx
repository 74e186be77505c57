import {
  getUser,
  listMyComplaints,
  MY_COMPLAINT_GROUP_LABELS,
  MY_COMPLAINT_GROUPS,
  type MyComplaintGroup,
} from "@tousu/contracts";
import { formatDate } from "@tousu/domain";
import { readPageNumber } from "@tousu/page-kit/page-number";
import { Link } from "react-router";
import { listPage } from "../lib/list-page";
import { h5PageMeta } from "../lib/page-meta";
import { loadUserPage } from "../lib/session.server";
import { InfiniteList } from "../ui/infinite-list";
import { TabLinks } from "../ui/tab-links";
import { VipBadge } from "../ui/vip-badge";
import type { Route } from "./+types/user-complaint";

export const handle = { title: "我的投诉" };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  h5PageMeta({
    title: "我的投诉",
    description: "我发起的投诉及处理进度。",
    canonical: `${loaderData?.siteOrigin ?? ""}/user/complaint`,
  });

const PAGE_SIZE = 10;

function groupOf(value: string | null): MyComplaintGroup {
  return MY_COMPLAINT_GROUPS.find((group) => group === value) ?? "all";
}

export function loader(args: Route.LoaderArgs) {
  const group = groupOf(new URL(args.request.url).searchParams.get("status"));
  return loadUserPage(args, async (api) => {
    const [member, complaints] = await Promise.all([
      api.call(getUser),
      api.call(listMyComplaints, {
        query: { status: group, page: readPageNumber(args.request), page_size: PAGE_SIZE },
      }),
    ]);
    return {
      siteOrigin: args.context.publicConfig.siteOrigin,
      // The member's own view: their mark shows here, never on the complaints' public pages.
      membership: member.vip,
      group,
      backCount: complaints.counts.back,
      // The contracts stay on the server: the tabs travel as data.
      tabs: MY_COMPLAINT_GROUPS.map((key) => ({
        key,
        label: MY_COMPLAINT_GROUP_LABELS[key],
        href: key === "all" ? "/user/complaint" : `/user/complaint?status=${key}`,
        count: complaints.counts[key],
      })),
      complaints: listPage(args.request, complaints, (complaint) => ({
        id: complaint.id,
        title: complaint.title,
        statusLabel: complaint.status_label,
        brandName: complaint.brand?.name ?? complaint.custom_brand_name,
        attention: complaint.attention,
        createdAt: formatDate(complaint.created_at),
      })),
    };
  });
}

/** The list in this route's loader data, as a fetcher of the next page answers it too. */
const complaintsOf = (data: unknown) => (data as Route.ComponentProps["loaderData"]).complaints;

export default function MyComplaints({ loaderData }: Route.ComponentProps) {
  const { group, tabs, backCount, membership } = loaderData;
  return (
    <div className="pb-4">
      <TabLinks label="投诉分组" current={group} tabs={tabs} />
      {membership ? (
        <div className="px-4 pt-3">
          <VipBadge membership={membership} />
        </div>
      ) : null}
      {backCount > 0 ? (
        <Link
          to="/user/complaint/back"
          className="mx-4 mt-3 flex min-h-11 items-center rounded-lg bg-amber-50 px-3 text-sm text-amber-900"
        >
          有{backCount}条投诉需要您修改或补充，去处理 ›
        </Link>
      ) : null}
      <InfiniteList
        first={loaderData.complaints}
        pageOf={complaintsOf}
        itemKey={(complaint) => complaint.id}
        className="mt-3 space-y-2"
        renderItem={(complaint) => (
          <Link to={`/user/complaint/${complaint.id}`} className="block bg-white px-4 py-3 active:bg-gray-50">
            <p className="line-clamp-2 break-words font-medium text-gray-900">{complaint.title}</p>
            {complaint.attention ? (
              <p className="mt-1 text-sm text-brand-700">{complaint.attention}</p>
            ) : null}
            <p className="mt-2 flex items-center gap-2 text-xs text-gray-600">
              <span className="shrink-0 rounded bg-brand-50 px-1.5 py-0.5 text-brand-700">
                {complaint.statusLabel}
              </span>
              {complaint.brandName ? <span className="min-w-0 truncate">{complaint.brandName}</span> : null}
              <time className="ml-auto shrink-0">{complaint.createdAt}</time>
            </p>
          </Link>
        )}
        empty={
          <p className="mt-3 bg-white px-4 py-16 text-center text-sm text-gray-600">
            {group === "all" ? "您还没有发起过投诉" : "这一组里没有投诉"}
          </p>
        }
      />
    </div>
  );
}
