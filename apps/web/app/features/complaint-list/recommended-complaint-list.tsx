import { AppLink } from "../../ui/app-link";
import type { RecommendedComplaint } from "./side-column";

/** Solved complaints that drew attention: proof that complaining here gets results. */
export function RecommendedComplaintList({ complaints }: { complaints: RecommendedComplaint[] }) {
  return (
    <>
      <p className="px-5 pt-3 text-xs text-gray-600">近30天已解决、关注度高的投诉</p>
      <ul className="divide-y divide-gray-100 px-5 pb-1">
        {complaints.map((complaint) => (
          <li key={complaint.id} className="py-3">
            <AppLink
              to={`/tousu/${complaint.id}`}
              className="line-clamp-2 text-sm leading-6 text-gray-800 hover:text-brand-700"
            >
              {complaint.title}
            </AppLink>
            <p className="mt-1 flex min-w-0 items-center gap-1.5 text-xs text-gray-600">
              <span className="truncate">{complaint.brand_name || "未知商家"}</span>
              {complaint.appeals.map((appeal) => (
                <span
                  key={appeal}
                  className="shrink-0 rounded bg-emerald-50 px-1.5 leading-5 text-emerald-700"
                >
                  {appeal}
                </span>
              ))}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
