import type { ContractData, getComplaintMediation } from "@tousu/contracts";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { useHydrated } from "../../lib/use-hydrated";
import { buttonClass } from "../../ui/button";

export type ComplaintMediation = ContractData<typeof getComplaintMediation>;

// The form calls the API with its contract (zod) and only an eligible author sees it: it loads on its
// own, so every other visitor reads the panel without it (docs/decisions/063).
const MediationRequestForm = lazy(() =>
  import("./mediation-request-form").then((module) => ({ default: module.MediationRequestForm })),
);

/**
 * The form once the page is hydrated, not in the server's HTML: a reason typed into server markup
 * before the form's code arrived would be wiped when the form hydrated with its empty state.
 */
function LiveRequestForm({ complaintId }: { complaintId: number }) {
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <MediationRequestForm complaintId={complaintId} />
    </Suspense>
  );
}

/**
 * The complaint's mediation as its page and the accelerate page show it: the state and the statement
 * that mediation finds no fault, the request form for an eligible author, the way into the room for
 * its parties, and what to do next when it ended without agreement.
 */
export function ComplaintMediationPanel({
  complaintId,
  mediation,
}: {
  complaintId: number;
  mediation: ComplaintMediation;
}) {
  if (!mediation.mediation && !mediation.can_request && !mediation.refusal) return null;
  return (
    <section
      aria-labelledby="mediation-heading"
      className="rounded-lg bg-white px-5 py-4 shadow-[0_1px_2px_rgba(15,23,42,0.06)]"
    >
      <h2 id="mediation-heading" className="text-base font-semibold text-gray-900">
        平台调解
      </h2>
      {mediation.mediation ? (
        <div className="mt-2 space-y-2 text-sm text-gray-700">
          <p>
            调解状态：<strong className="text-gray-900">{mediation.mediation.state_label}</strong>
          </p>
          {mediation.next_steps && <p>{mediation.next_steps}</p>}
          {mediation.can_enter && (
            <Link to={`/mediation/${mediation.mediation.id}`} className={buttonClass({ size: "sm" })}>
              进入调解室
            </Link>
          )}
        </div>
      ) : mediation.can_request ? (
        <LiveRequestForm complaintId={complaintId} />
      ) : (
        <p className="mt-2 text-sm text-gray-700">{mediation.refusal}</p>
      )}
      <p className="mt-3 text-xs text-gray-600">{mediation.disclaimer}。</p>
    </section>
  );
}
