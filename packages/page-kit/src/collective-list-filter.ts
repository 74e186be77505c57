import type { CollectiveListStatus } from "@tousu/contracts";

/** The public list's tabs: collectives under way (open or processing), those over, or every one. */
export const COLLECTIVE_LIST_FILTERS = ["ongoing", "closed", "all"] as const;
export type CollectiveListFilter = (typeof COLLECTIVE_LIST_FILTERS)[number];

/** Each tab's name and what the page says about its list. */
export const COLLECTIVE_LIST_TABS: Record<
  CollectiveListFilter,
  { label: string; heading: string; intro: string; empty: string }
> = {
  ongoing: {
    label: "进行中",
    heading: "进行中的集体投诉",
    intro: "以下为征集中和处理中的集体投诉",
    empty: "暂时没有进行中的集体投诉",
  },
  closed: {
    label: "已结束",
    heading: "已结束的集体投诉",
    intro: "以下为已结束的集体投诉",
    empty: "暂时没有已结束的集体投诉",
  },
  all: { label: "全部", heading: "全部集体投诉", intro: "以下为全部集体投诉", empty: "暂时没有集体投诉" },
};

/** The `status` search parameter as a tab; anything else shows the collectives under way. */
export function readCollectiveListFilter(search: URLSearchParams): CollectiveListFilter {
  const status = search.get("status");
  return COLLECTIVE_LIST_FILTERS.find((filter) => filter === status) ?? "ongoing";
}

/** The list endpoint's `status` for a tab; "all" asks for no status at all. */
export function listStatusOf(filter: CollectiveListFilter): CollectiveListStatus | undefined {
  return filter === "all" ? undefined : filter;
}
