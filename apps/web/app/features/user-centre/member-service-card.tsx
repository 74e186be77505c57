import type { UserComplaint } from "@tousu/contracts";
import { formatDateTime } from "@tousu/domain";
import { MEMBER_SERVICE_TEXTS as TEXTS } from "@tousu/page-kit/vip-texts";
import { Card } from "../../ui/card";

type MemberService = NonNullable<UserComplaint["member_service"]>;

/**
 * What the membership does for this complaint (decision 093), on its author's own page only: the
 * 加急 audit target and the staff follow-up. It speaks of the platform's work, never of the outcome.
 */
export function MemberServiceCard({ service }: { service: MemberService }) {
  const { follow_up: followUp } = service;
  return (
    <Card title={TEXTS.title}>
      <dl className="divide-y divide-gray-100 text-sm">
        <div className="flex flex-col gap-1 px-5 py-4 sm:flex-row sm:gap-6">
          <dt className="w-28 shrink-0 font-medium text-amber-800">{TEXTS.audit}</dt>
          <dd className="min-w-0 text-gray-800">
            {service.audited ? TEXTS.audited : TEXTS.auditPromise(formatDateTime(service.audit_due_at))}
            <span className="mt-1 block text-gray-600">{TEXTS.auditSameRules}</span>
          </dd>
        </div>
        <div className="flex flex-col gap-1 px-5 py-4 sm:flex-row sm:gap-6">
          <dt className="w-28 shrink-0 font-medium text-amber-800">{TEXTS.followUp}</dt>
          <dd className="min-w-0 text-gray-800">
            {followUp ? (
              <>
                <span
                  className={
                    followUp.state === "closed"
                      ? "rounded bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-700"
                      : "rounded bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-200 ring-inset"
                  }
                >
                  {followUp.label}
                </span>
                <span className="mt-1 block">{TEXTS.followUpOpened(formatDateTime(followUp.opened_at))}</span>
                {followUp.closed_at ? (
                  <span className="mt-1 block">
                    {TEXTS.followUpClosed(formatDateTime(followUp.closed_at), followUp.outcome_label)}
                  </span>
                ) : null}
              </>
            ) : (
              TEXTS.followUpPromise
            )}
            <span className="mt-1 block text-gray-600">{TEXTS.followUpPrivate}</span>
          </dd>
        </div>
      </dl>
    </Card>
  );
}
