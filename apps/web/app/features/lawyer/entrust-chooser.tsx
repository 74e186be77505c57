import type { MyComplaintItem } from "@tousu/contracts";
import { Link } from "react-router";
import { useAppStore } from "../../lib/app-store";
import { buttonClass } from "../../ui/button";

/**
 * The profile's 委托: a consumer picks which of their published complaints to entrust to this lawyer;
 * a visitor logs in first.
 */
export function EntrustChooser({
  lawyerId,
  complaints,
}: {
  lawyerId: number;
  /** The viewer's published complaints; null for a visitor. */
  complaints: MyComplaintItem[] | null;
}) {
  const openLogin = useAppStore((state) => state.openLogin);
  if (complaints === null) {
    return (
      <button type="button" onClick={() => openLogin("login")} className={buttonClass()}>
        登录后委托
      </button>
    );
  }
  if (complaints.length === 0) {
    return (
      <p className="text-sm text-gray-700">
        你还没有已公开的投诉。投诉审核公开后即可委托律师。
        <Link to="/complaint" className="ml-1 text-brand-700 hover:underline">
          我要投诉
        </Link>
      </p>
    );
  }
  return (
    <ul className="divide-y divide-gray-100">
      {complaints.map((complaint) => (
        <li key={complaint.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <span className="min-w-0 flex-1 text-sm text-gray-900">{complaint.title}</span>
          <Link
            to={`/law/entrust/${complaint.id}?lawyer=${lawyerId}`}
            className={buttonClass({ size: "sm" })}
            aria-label={`委托律师处理：${complaint.title}`}
          >
            委托
          </Link>
        </li>
      ))}
    </ul>
  );
}
