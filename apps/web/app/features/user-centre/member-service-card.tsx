import type { UserComplaint } from "@tousu/contracts";
import { formatDateTime, MEMBER_AUDIT_TARGET_HOURS } from "@tousu/domain";
import { Card } from "../../ui/card";

type MemberService = NonNullable<UserComplaint["member_service"]>;

/**
 * What the membership does for this complaint (decision 093), on its author's own page only: the
 * 加急 audit target and the staff follow-up. It speaks of the platform's work, never of the outcome.
 */
export function MemberServiceCard({ service }: { service: MemberService }) {
  const { follow_up: followUp } = service;
  return (
    <Card title="会员服务">
      <dl className="divide-y divide-gray-100 text-sm">
        <div className="flex flex-col gap-1 px-5 py-4 sm:flex-row sm:gap-6">
          <dt className="w-28 shrink-0 font-medium text-amber-800">VIP 加急处理</dt>
          <dd className="min-w-0 text-gray-800">
            {service.audited ? (
              <>平台已完成审核。</>
            ) : (
              <>
                平台将在提交后{MEMBER_AUDIT_TARGET_HOURS}小时内完成审核，目标时间
                <time dateTime={service.audit_due_at} className="ml-1 font-medium">
                  {formatDateTime(service.audit_due_at)}
                </time>
                。
              </>
            )}
            <span className="mt-1 block text-gray-600">
              加急只让审核先行，审核标准、公开方式与商家看到的内容与其他投诉完全相同。
            </span>
          </dd>
        </div>
        <div className="flex flex-col gap-1 px-5 py-4 sm:flex-row sm:gap-6">
          <dt className="w-28 shrink-0 font-medium text-amber-800">专人督办</dt>
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
                <span className="mt-1 block">
                  商家超过响应时限未回应，平台工作人员自
                  <time dateTime={followUp.opened_at} className="mx-1">
                    {formatDateTime(followUp.opened_at)}
                  </time>
                  起联系商家督促处理。
                </span>
                {followUp.closed_at ? (
                  <span className="mt-1 block">
                    <time dateTime={followUp.closed_at}>{formatDateTime(followUp.closed_at)}</time> 督办结束
                    {followUp.outcome_label ? `：${followUp.outcome_label}` : ""}。
                  </span>
                ) : null}
              </>
            ) : (
              <>商家超过响应时限未回应时，平台工作人员将专人联系商家督促处理。</>
            )}
            <span className="mt-1 block text-gray-600">督办情况只有您自己能看到。</span>
          </dd>
        </div>
      </dl>
    </Card>
  );
}
