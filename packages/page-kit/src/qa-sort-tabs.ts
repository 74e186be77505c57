import { QA_SORTS, type QaSort } from "@tousu/contracts";

const QA_SORT_LABELS: Record<QaSort, string> = { newest: "最新", unanswered: "待回答", hot: "最热" };

/** The list's tabs (`?sort=`), in the order the page shows them. */
export const QA_SORT_TABS = QA_SORTS.map((key) => ({ key, label: QA_SORT_LABELS[key] }));

/** The tab a list URL asks for (`?sort=`); anything else is the newest. */
export function readQaSort(request: Request): QaSort {
  const sort = new URL(request.url).searchParams.get("sort");
  return QA_SORTS.find((known) => known === sort) ?? "newest";
}
