import type { ComplaintSummary } from "@tousu/contracts";
import { Link } from "react-router";
import { StatusBadge } from "../complaint/status-badge";

/** Other public complaints about the same brand or problem, compact for the side column. */
export function RelatedComplaints({ complaints }: { complaints: ComplaintSummary[] }) {
  return (
    <ul className="divide-y divide-gray-100">
      {complaints.map((complaint) => (
        <li key={complaint.id} className="px-5 py-3">
          <Link
            to={`/tousu/${complaint.id}`}
            className="line-clamp-2 text-sm leading-6 text-gray-900 hover:text-brand-700"
          >
            {complaint.title}
          </Link>
          <div className="mt-1 flex items-center justify-between gap-2 text-xs text-gray-600">
            <span className="truncate">{complaint.brand?.name ?? complaint.custom_brand_name}</span>
            <StatusBadge status={complaint.status} />
          </div>
        </li>
      ))}
    </ul>
  );
}
