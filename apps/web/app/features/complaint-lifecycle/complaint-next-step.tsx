import type { UserComplaint } from "@tousu/contracts";
import { formatDateTime } from "@tousu/domain";
import { Link } from "react-router";
import { buttonClass } from "../../ui/button";
import { ExpandableForm } from "./expandable-form";
import { ResubmitForm } from "./resubmit-form";
import { SupplementForm } from "./supplement-form";

/**
 * What the complainant should do now: the reason a complaint came back and the form that fixes it
 * (resubmit after a rejection, answer a question), or the way to the complaint page for the steps
 * that live there (confirm, appeal, rate, withdraw).
 */
export function ComplaintNextStep({ complaint }: { complaint: UserComplaint }) {
  const canResubmit = complaint.actions.includes("resubmit");
  const canSupply = complaint.actions.includes("supply_info");
  const onComplaintPage = complaint.actions.some((action) => ["complete", "appeal", "rate"].includes(action));
  return (
    <div className="space-y-4">
      {complaint.status === "rejected" ? (
        <div className="rounded-md bg-gray-50 px-4 py-3 text-sm leading-6 text-gray-800">
          <p>
            <span className="font-medium">未通过原因：</span>
            {complaint.reject_reason_label ?? "平台未说明原因"}
          </p>
          {canResubmit ? null : (
            <p className="text-gray-600">重新提交的机会已用完，如有疑问请联系平台客服。</p>
          )}
        </div>
      ) : null}
      {complaint.info_request ? (
        <div className="rounded-md bg-amber-50 px-4 py-3 text-sm leading-6 text-amber-900">
          <p className="font-medium">
            {complaint.info_request.from === "platform" ? "平台" : "商家"}请您补充：
          </p>
          <p className="whitespace-pre-line">{complaint.info_request.content ?? "请补充相关材料"}</p>
          <p className="text-xs text-amber-800">
            提问时间{" "}
            <time dateTime={complaint.info_request.created_at}>
              {formatDateTime(complaint.info_request.created_at)}
            </time>
          </p>
        </div>
      ) : null}
      {canResubmit ? (
        <ExpandableForm label="修改并重新提交">
          <ResubmitForm complaint={complaint} />
        </ExpandableForm>
      ) : null}
      {canSupply ? (
        <ExpandableForm label="补充材料">
          <SupplementForm complaintId={complaint.id} />
        </ExpandableForm>
      ) : null}
      {onComplaintPage ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-gray-700">{complaint.attention}</p>
          <Link to={`/complaint/${complaint.id}`} className={buttonClass({ size: "sm" })}>
            去投诉详情页处理
          </Link>
        </div>
      ) : null}
      {!canResubmit && !canSupply && !onComplaintPage && complaint.status !== "rejected" ? (
        <p className="text-sm text-gray-600">目前无需您操作，有新进展时会通过消息通知您。</p>
      ) : null}
    </div>
  );
}
