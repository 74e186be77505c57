import { getComplaintSimple } from "@tousu/contracts";
import { complaintProgress, formatDateTime, parseEntityId, readTokenCookie } from "@tousu/domain";
import { useDraftStore } from "@tousu/page-kit/complaint-draft";
import { loadOrThrow } from "@tousu/page-kit/route-error";
import { createServerApi } from "@tousu/page-kit/server-api";
import { useEffect } from "react";
import { data, Link } from "react-router";
import { loginPath } from "../lib/login-paths";
import { h5PageMeta } from "../lib/page-meta";
import { primaryButtonClass } from "../ui/field-error";
import type { Route } from "./+types/complaint-accelerate";

export const handle = { title: "投诉加速" };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  h5PageMeta({
    title: "投诉加速",
    description: "投诉已提交：查看审核与处理进度。",
    canonical: `${loaderData?.siteOrigin ?? ""}/complaint/accelerate/${loaderData?.id ?? ""}`,
  });

// What happens after filing, as the PC accelerate page tells it, shortened for a phone.
const NEXT_STEPS = [
  { stage: "review", title: "平台审核", text: "通常1个工作日内核实内容，需要补充时会通知你" },
  { stage: "company", title: "商家处理", text: "审核通过后公开展示并转交商家，通常7个工作日内回复" },
  { stage: "confirm", title: "确认完成", text: "问题解决后确认完成并评价处理结果" },
] as const;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = parseEntityId(params.id);
  if (id === null) throw data({ message: "投诉不存在" }, { status: 404 });
  const siteOrigin = context.publicConfig.siteOrigin;
  // Only the owner may see it; a visitor is asked to log in rather than sent away.
  if (readTokenCookie(request.headers.get("cookie")) === null) return { siteOrigin, id, complaint: null };
  const api = createServerApi(request, context);
  const complaint = await loadOrThrow(() => api.call(getComplaintSimple, { params: { id } }));
  return {
    siteOrigin,
    id,
    complaint: {
      sn: complaint.sn,
      title: complaint.title,
      statusLabel: complaint.status_label,
      stage: complaintProgress(complaint.status).stage,
      brandName: complaint.brand_name,
      problems: complaint.problems.join("、"),
      appeals: complaint.appeals.join("、"),
      money: complaint.money,
      createdAt: formatDateTime(complaint.created_at),
    },
  };
}

export default function ComplaintAccelerate({ loaderData }: Route.ComponentProps) {
  const { complaint, id } = loaderData;
  // This is where a filing ends: the draft it was made from goes (docs/product/entities.md#complaint-draft).
  useEffect(() => useDraftStore.getState().clear(), []);
  if (!complaint) {
    return (
      <section className="bg-white px-4 py-10 text-center">
        <h2 className="text-base font-semibold text-gray-900">登录后查看投诉进度</h2>
        <Link to={loginPath(`/complaint/accelerate/${id}`)} className={`${primaryButtonClass} mt-5`}>
          登录
        </Link>
      </section>
    );
  }
  const current = NEXT_STEPS.findIndex((step) => step.stage === complaint.stage);
  return (
    <div className="space-y-2 pb-3">
      <section className="bg-white px-4 py-5 text-center">
        <p className="text-lg font-semibold text-gray-900">投诉已提交</p>
        <p className="mt-1 text-sm text-gray-700">投诉编号 {complaint.sn}</p>
        <p className="mt-2 inline-block rounded bg-brand-50 px-2 py-0.5 text-sm text-brand-700">
          {complaint.statusLabel}
        </p>
      </section>
      <section aria-labelledby="summary-heading" className="bg-white px-4 py-4">
        <h2 id="summary-heading" className="text-base font-semibold break-words text-gray-900">
          {complaint.title}
        </h2>
        <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
          <dt className="text-gray-600">投诉对象</dt>
          <dd className="break-words">{complaint.brandName}</dd>
          <dt className="text-gray-600">投诉问题</dt>
          <dd className="break-words">{complaint.problems}</dd>
          <dt className="text-gray-600">投诉诉求</dt>
          <dd className="break-words">{complaint.appeals}</dd>
          <dt className="text-gray-600">涉及金额</dt>
          <dd className="tabular-nums">{complaint.money} 元</dd>
          <dt className="text-gray-600">提交时间</dt>
          <dd>{complaint.createdAt}</dd>
        </dl>
      </section>
      {current === -1 ? null : (
        <section aria-labelledby="next-heading" className="bg-white px-4 py-4">
          <h2 id="next-heading" className="text-base font-semibold text-gray-900">
            接下来会怎样
          </h2>
          <ol className="mt-3 space-y-3">
            {NEXT_STEPS.map((step, index) => (
              <li
                key={step.stage}
                aria-current={index === current ? "step" : undefined}
                className="flex gap-3"
              >
                <span
                  aria-hidden="true"
                  className={`grid size-6 shrink-0 place-items-center rounded-full text-xs font-semibold ${
                    index === current ? "bg-brand-600 text-white" : "bg-gray-100 text-gray-700"
                  }`}
                >
                  {index + 1}
                </span>
                <div className="min-w-0">
                  <p className="text-sm font-medium text-gray-900">{step.title}</p>
                  <p className="text-sm text-gray-700">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      )}
      <div className="space-y-3 px-4 pt-2">
        <Link to="/complaint/create" className={primaryButtonClass}>
          再发起一条投诉
        </Link>
        <Link
          to="/user/complaint"
          reloadDocument
          className="flex min-h-11 items-center justify-center text-sm text-brand-700"
        >
          查看我的投诉
        </Link>
      </div>
    </div>
  );
}
