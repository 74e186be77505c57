import type { ComplaintSummary } from "@tousu/contracts";
import { AppLink } from "../../ui/app-link";
import { StatusBadge } from "../complaint";

/**
 * What the side column shows of a related complaint. The loader sends no more: loader data is
 * serialised into every page for hydration.
 */
export type RelatedComplaint = Pick<ComplaintSummary, "id" | "title" | "status"> & { brand_name: string };

export function toRelatedComplaint(complaint: ComplaintSummary): RelatedComplaint {
  const { id, title, status, brand, custom_brand_name } = complaint;
  return { id, title, status, brand_name: brand?.name ?? custom_brand_name ?? "" };
}

/** Other public complaints about the same brand or problem, compact for the side column. */
export function RelatedComplaints({ complaints }: { complaints: RelatedComplaint[] }) {
  return (
    <ul className="divide-y divide-gray-100">
      {complaints.map((complaint) => (
        <li key={complaint.id} className="px-5 py-3">
          <AppLink
            to={`/tousu/${complaint.id}`}
            className="line-clamp-2 text-sm leading-6 text-gray-900 hover:text-brand-700"
          >
            {complaint.title}
          </AppLink>
          <div className="mt-1 flex items-center justify-between gap-2 text-xs text-gray-600">
            <span className="truncate">{complaint.brand_name}</span>
            <StatusBadge status={complaint.status} />
          </div>
        </li>
      ))}
    </ul>
  );
}
