import { QA_SORTS, type QaSort } from "@tousu/contracts";

const QA_SORT_LABELS: Record<QaSort, string> = { newest: "最新", unanswered: "待回答", hot: "最热" };

/** The list's tabs (`?sort=`), in the order the page shows them. */
export const QA_SORT_TABS = QA_SORTS.map((key) => ({ key, label: QA_SORT_LABELS[key] }));
