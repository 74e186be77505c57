import { formatDate, practiceAreaName } from "@tousu/domain";
import { Link } from "react-router";
import { LAWYER_SITE_PATH } from "../../lib/lawyer-site";
import { buttonClass } from "../../ui/button";
import type { OwnLawyerProfile } from "./lawyer-fact-fields";

const STANDING = {
  pending: { label: "审核中", tone: "bg-amber-50 text-amber-900" },
  verified: { label: "已核验执业信息", tone: "bg-emerald-50 text-emerald-800" },
  refused: { label: "未通过审核", tone: "bg-red-50 text-red-800" },
  suspended: { label: "已暂停", tone: "bg-gray-100 text-gray-800" },
} as const;

/** Where an application stands, and the one next step it allows. */
export function ApplicationStatus({ application }: { application: OwnLawyerProfile }) {
  const standing = STANDING[application.status];
  return (
    <div className="space-y-5">
      <p role="status" className={`rounded-md px-4 py-3 text-base font-medium ${standing.tone}`}>
        {standing.label}
        {application.status === "verified" && application.verified_at ? (
          <span className="ml-2 text-sm font-normal">
            核验日期 <time dateTime={application.verified_at}>{formatDate(application.verified_at)}</time>
          </span>
        ) : null}
      </p>
      {application.status === "pending" ? (
        <p className="text-sm text-gray-700">
          平台审核人员将在全国律师诚信信息公示平台核对您的姓名、执业证号与执业机构，通常在3个工作日内完成。
        </p>
      ) : null}
      {application.refusal_reason ? (
        <p className="text-sm text-gray-800">
          原因：<span className="font-medium">{application.refusal_reason}</span>
        </p>
      ) : null}
      {application.status === "verified" && application.recheck_due_at ? (
        <p className="text-sm text-gray-700">
          平台每年复核一次执业信息，下次复核：
          <time dateTime={application.recheck_due_at}>{formatDate(application.recheck_due_at)}</time>
        </p>
      ) : null}
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <Fact term="执业证号" value={application.license_no} />
        <Fact term="执业机构" value={application.law_firm} />
        <Fact term="执业城市" value={application.city} />
        <Fact term="首次执业年份" value={`${application.practice_since_year}年`} />
        <Fact term="执业领域" value={application.practice_areas.map(practiceAreaName).join("、")} />
        <Fact term="提交时间" value={formatDate(application.applied_at)} />
      </dl>
      {application.status === "refused" ? (
        <Link to={`${LAWYER_SITE_PATH}/apply`} className={buttonClass()}>
          修改后重新申请
        </Link>
      ) : null}
      {application.status === "verified" ? (
        <Link to={`${LAWYER_SITE_PATH}/profile`} className={buttonClass({ variant: "secondary" })}>
          编辑我的资料
        </Link>
      ) : null}
    </div>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="text-gray-600">{term}</dt>
      <dd className="mt-0.5 text-gray-900">{value}</dd>
    </div>
  );
}
