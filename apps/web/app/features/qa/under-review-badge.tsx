/** 审核中: a post only its author (and staff) can see until a moderator passes it. */
export function UnderReviewBadge() {
  return <span className="rounded bg-amber-50 px-1.5 text-xs leading-5 text-amber-800">审核中</span>;
}
