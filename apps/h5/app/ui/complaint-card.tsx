import type { ComplaintSummary } from "@tousu/contracts";
import { formatDate } from "@tousu/domain";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { complaintDetailsPath } from "../lib/h5-paths";
import { InfiniteList, type ListPage } from "./infinite-list";

/** What a complaint card shows: loaders map the API's items to it, so only this reaches the page. */
export interface ComplaintCardData {
  id: number;
  title: string;
  summary: string;
  statusLabel: string;
  brandName: string | null;
  createdAt: string;
}

type ListedComplaint = Pick<
  ComplaintSummary,
  "id" | "title" | "summary" | "status_label" | "brand" | "custom_brand_name" | "created_at"
>;

export function complaintCardOf(complaint: ListedComplaint): ComplaintCardData {
  return {
    id: complaint.id,
    title: complaint.title,
    summary: complaint.summary,
    statusLabel: complaint.status_label,
    brandName: complaint.brand?.name ?? complaint.custom_brand_name,
    createdAt: formatDate(complaint.created_at),
  };
}

/** One complaint in a list: the whole card is the link to its page. */
export function ComplaintCard({ complaint }: { complaint: ComplaintCardData }) {
  return (
    <Link to={complaintDetailsPath(complaint.id)} className="block bg-white px-4 py-3 active:bg-gray-50">
      <p className="line-clamp-2 font-medium break-words text-gray-900">{complaint.title}</p>
      <p className="mt-1 line-clamp-2 text-sm break-words text-gray-600">{complaint.summary}</p>
      <p className="mt-2 flex items-center gap-2 text-xs text-gray-600">
        <span className="shrink-0 rounded bg-brand-50 px-1.5 py-0.5 text-brand-700">
          {complaint.statusLabel}
        </span>
        {complaint.brandName ? (
          <span className="min-w-0 truncate">投诉对象：{complaint.brandName}</span>
        ) : null}
        <time className="ml-auto shrink-0">{complaint.createdAt}</time>
      </p>
    </Link>
  );
}

/** Cards one under another, each a list item. */
export function ComplaintCards({ complaints }: { complaints: ComplaintCardData[] }) {
  return (
    <ul className="space-y-2">
      {complaints.map((complaint) => (
        <li key={complaint.id}>
          <ComplaintCard complaint={complaint} />
        </li>
      ))}
    </ul>
  );
}

/** The complaint list in a list route's loader data: every such route answers its page under `list`. */
const complaintListOf = (data: unknown) => (data as { list: ListPage<ComplaintCardData> }).list;

/**
 * A complaint list that grows as it is scrolled (`?page=N`, then the API's cursor): the route's
 * loader answers its page under `list`.
 */
export function ComplaintCardList({
  first,
  empty,
}: {
  first: ListPage<ComplaintCardData>;
  empty?: ReactNode;
}) {
  return (
    <InfiniteList
      first={first}
      pageOf={complaintListOf}
      itemKey={(complaint) => complaint.id}
      renderItem={(complaint) => <ComplaintCard complaint={complaint} />}
      empty={empty}
    />
  );
}
