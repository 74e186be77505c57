import { listMyEntrustments } from "@tousu/contracts";
import { formatDateTime, OPEN_ENTRUSTMENT_STATUSES } from "@tousu/domain";
import { readPageNumber } from "@tousu/page-kit/page-number";
import { Link } from "react-router";
import { listPage } from "../lib/list-page";
import { h5PageMeta } from "../lib/page-meta";
import { loadUserPage } from "../lib/session.server";
import { InfiniteList } from "../ui/infinite-list";
import type { Route } from "./+types/user-entrust";

export const handle = { title: "我的委托" };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  h5PageMeta({
    title: "我的委托",
    description: "我委托律师处理的投诉及进展。",
    canonical: `${loaderData?.siteOrigin ?? ""}/user/entrust`,
  });

const PAGE_SIZE = 10;

export function loader(args: Route.LoaderArgs) {
  return loadUserPage(args, async (api) => {
    const entrustments = await api.call(listMyEntrustments, {
      query: { page: readPageNumber(args.request), page_size: PAGE_SIZE },
    });
    return {
      siteOrigin: args.context.publicConfig.siteOrigin,
      entrustments: listPage(args.request, entrustments, (entrustment) => ({
        id: entrustment.id,
        complaintId: entrustment.complaint.id,
        title: entrustment.complaint.title,
        lawyer: `${entrustment.lawyer.display_name} · ${entrustment.lawyer.law_firm}`,
        statusLabel: entrustment.status_label,
        isOpen: OPEN_ENTRUSTMENT_STATUSES.includes(entrustment.status),
        lastMessageAt: entrustment.last_message_at ? formatDateTime(entrustment.last_message_at) : null,
      })),
    };
  });
}

/** The list in this route's loader data, as a fetcher of the next page answers it too. */
const entrustmentsOf = (data: unknown) => (data as Route.ComponentProps["loaderData"]).entrustments;

export default function MyEntrustments({ loaderData }: Route.ComponentProps) {
  return (
    <div className="pb-4">
      <InfiniteList
        first={loaderData.entrustments}
        pageOf={entrustmentsOf}
        itemKey={(entrustment) => entrustment.id}
        label="我的委托"
        className="mt-3 space-y-2"
        renderItem={(entrustment) => (
          <Link
            to={`/law/entrust/${entrustment.complaintId}`}
            className="block bg-white px-4 py-3 active:bg-gray-50"
          >
            <p className="line-clamp-2 break-words font-medium text-gray-900">{entrustment.title}</p>
            <p className="mt-1 truncate text-sm text-gray-700">{entrustment.lawyer}</p>
            <p className="mt-2 flex items-center gap-2 text-xs text-gray-600">
              <span
                className={`min-w-0 truncate rounded px-1.5 py-0.5 ${entrustment.isOpen ? "bg-brand-50 text-brand-700" : "bg-gray-100 text-gray-700"}`}
              >
                {entrustment.statusLabel}
              </span>
              <span className="ml-auto shrink-0">
                {entrustment.lastMessageAt ? `最近消息 ${entrustment.lastMessageAt}` : "暂无消息"}
              </span>
            </p>
          </Link>
        )}
        empty={
          <div className="mt-3 bg-white px-4 py-16 text-center text-sm text-gray-600">
            <p>您还没有委托过律师</p>
            <p className="mt-1">投诉迟迟没有解决，可以请律师帮您处理</p>
            <Link
              to="/law"
              className="mx-auto mt-4 flex min-h-11 w-36 items-center justify-center rounded-full bg-brand-600 font-medium text-white"
            >
              找律师
            </Link>
          </div>
        }
      />
    </div>
  );
}
