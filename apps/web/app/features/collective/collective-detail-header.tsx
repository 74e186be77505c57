import type { ContractData, getCollectiveDetail } from "@tousu/contracts";
import { formatCount, formatDate } from "@tousu/domain";
import { Link } from "react-router";
import { BrandLogo } from "../../ui/brand-logo";
import { buttonClass } from "../../ui/button";
import { CollectiveStatusBadge } from "./collective-status-badge";

type CollectiveDetail = ContractData<typeof getCollectiveDetail>;

/** The shared issue, who it is against, how many joined, and the way in for one more consumer. */
export function CollectiveDetailHeader({ collective }: { collective: CollectiveDetail }) {
  return (
    <section className="rounded-lg bg-white p-6 shadow-[0_1px_2px_rgba(15,23,42,0.06)]">
      <div className="flex items-start justify-between gap-4">
        <h1 className="text-xl leading-8 font-semibold text-gray-900">{collective.title}</h1>
        <CollectiveStatusBadge status={collective.status} label={collective.status_label} />
      </div>
      <p className="mt-3 text-sm leading-7 whitespace-pre-line text-gray-700">{collective.description}</p>
      <div className="mt-5 flex flex-wrap items-center gap-6 border-t border-gray-100 pt-5">
        <div className="flex min-w-0 items-center gap-3">
          <BrandLogo brand={collective.brand} size={44} />
          <div className="min-w-0 text-sm">
            <Link
              to={`/brands/${collective.brand.id}`}
              className="font-medium text-gray-900 hover:text-brand-700"
            >
              {collective.brand.name}
            </Link>
            {collective.enterprise ? (
              <p className="text-gray-600">
                所属企业{" "}
                <Link to={`/enterprise/${collective.enterprise.id}`} className="hover:text-brand-700">
                  {collective.enterprise.name}
                </Link>
              </p>
            ) : null}
          </div>
        </div>
        <dl className="flex gap-6 text-sm">
          <div>
            <dt className="text-gray-600">已参与</dt>
            <dd className="text-lg font-semibold text-brand-700">{formatCount(collective.member_count)}人</dd>
          </div>
          <div>
            <dt className="text-gray-600">发起时间</dt>
            <dd className="text-lg font-semibold text-gray-800">{formatDate(collective.created_at)}</dd>
          </div>
        </dl>
        <div className="ml-auto">
          {collective.status === "open" ? (
            <Link
              to={`/complaint/create?${new URLSearchParams({ collective_id: String(collective.id) })}`}
              className={buttonClass({ size: "lg" })}
            >
              我也遇到了，加入集体投诉
            </Link>
          ) : (
            <p className="text-sm text-gray-600">
              {collective.closed_at ? `已于${formatDate(collective.closed_at)}停止征集` : "已停止征集"}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
