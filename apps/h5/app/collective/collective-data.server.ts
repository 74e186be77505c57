import type { CollectiveSummary, ComplaintSummary } from "@tousu/contracts";
import { formatDate } from "@tousu/domain";
import { nextPageHref } from "../lib/list-page";
import type { ListPage } from "../ui/infinite-list";
import type { H5Collective, H5MemberComplaint } from "./collective-types";

/** A collective as its card and page show it; `logoOf` from `brandLogoResolver`. */
export function toH5Collective(
  collective: CollectiveSummary,
  logoOf: (logo: string) => string | null,
): H5Collective {
  return {
    id: collective.id,
    title: collective.title,
    description: collective.description,
    statusLabel: collective.status_label,
    isOpen: collective.status === "open",
    isClosed: collective.status === "closed",
    brand: {
      id: collective.brand.id,
      name: collective.brand.name,
      logo: logoOf(collective.brand.logo),
    },
    memberCount: collective.member_count,
    createdAt: formatDate(collective.created_at),
    closedAt: collective.closed_at ? formatDate(collective.closed_at) : null,
  };
}

export function toMemberPage(
  request: Request,
  page: {
    list: ComplaintSummary[];
    page: number;
    page_size: number;
    total: number;
  },
): ListPage<H5MemberComplaint> & { total: number } {
  return {
    items: page.list.map((complaint) => ({
      id: complaint.id,
      title: complaint.title,
      summary: complaint.summary,
      statusLabel: complaint.status_label,
      createdAt: formatDate(complaint.created_at),
    })),
    nextHref: nextPageHref(request, page),
    total: page.total,
  };
}
