import { getComplaintStoryCampaigns, getUserComplaint } from "@tousu/contracts";
import { formatDate, formatDateTime, parseEntityId } from "@tousu/domain";
import { Link } from "react-router";
import { StoryNomination } from "../../features/campaign";
import { ComplaintNextStep } from "../../features/complaint-lifecycle/complaint-next-step";
import { EntrustmentPanel, loadEntrustState } from "../../features/lawyer";
import { ComplaintHistory } from "../../features/user-centre/complaint-history";
import { ComplaintStatusBadges } from "../../features/user-centre/complaint-status";
import { loadUserPage } from "../../features/user-centre/load-user-page.server";
import { MemberServiceCard } from "../../features/user-centre/member-service-card";
import type { RouteHandle } from "../../lib/route-handle";
import { pageMeta } from "../../lib/site";
import { RouteErrorBoundary } from "../../shared/errors/route-error-boundary";
import { Card } from "../../ui/card";
import type { Route } from "./+types/complaint-detail";

export const handle: RouteHandle = { name: "user-complaint-id" };

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta(data ? `我的投诉：${data.complaint.title}` : "我的投诉");

export function loader(args: Route.LoaderArgs) {
  return loadUserPage(handle, args, async (api) => {
    const id = parseEntityId(args.params.id);
    if (id === null) return api.pageNotFound("投诉不存在");
    const complaint = await api.call(getUserComplaint, { params: { id } });
    // Only a completed complaint may be a story; the others need not ask.
    const [entrust, stories] = await Promise.all([
      loadEntrustState(api, id, complaint.is_public),
      complaint.status === "completed" ? api.call(getComplaintStoryCampaigns, { params: { id } }) : null,
    ]);
    return { complaint, stories, ...entrust };
  });
}

export default function MyComplaintPage({
  loaderData: { complaint, stories, entrustment, entrustRefusal },
}: Route.ComponentProps) {
  const brandName = complaint.brand?.name ?? complaint.custom_brand_name ?? "—";
  return (
    <div className="space-y-6">
      <section className="rounded-lg bg-white p-6 shadow-[0_1px_2px_rgba(15,23,42,0.06)]">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 className="min-w-0 text-xl leading-8 font-semibold wrap-anywhere text-gray-900">
            {complaint.title}
          </h1>
          <ComplaintStatusBadges status={complaint.status} isOverdue={complaint.is_overdue} />
        </div>
        <dl className="mt-3 grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
          <Fact term="投诉编号">{complaint.sn}</Fact>
          <Fact term="投诉对象">{brandName}</Fact>
          <Fact term="投诉类型">{complaint.subtype}</Fact>
          <Fact term="提交时间">{formatDateTime(complaint.created_at)}</Fact>
          {complaint.dispatched_at ? (
            <Fact term="公开时间">{formatDate(complaint.dispatched_at)}</Fact>
          ) : null}
          {complaint.problems.length > 0 ? (
            <Fact term="投诉问题">{complaint.problems.join("、")}</Fact>
          ) : null}
          {complaint.appeals.length > 0 ? <Fact term="投诉诉求">{complaint.appeals.join("、")}</Fact> : null}
          {complaint.money > 0 ? <Fact term="涉诉金额">¥{complaint.money}</Fact> : null}
          {complaint.deadline ? (
            <Fact term={complaint.deadline.label}>
              {formatDateTime(complaint.deadline.due_at)}
              {complaint.deadline.paused ? "（已暂停）" : null}
            </Fact>
          ) : null}
          {complaint.close_reason_label ? <Fact term="关闭原因">{complaint.close_reason_label}</Fact> : null}
          {complaint.attributes.map((attribute) => (
            <Fact key={attribute.name} term={attribute.name}>
              {attribute.value}
            </Fact>
          ))}
        </dl>
        {complaint.is_public ? (
          <Link
            to={`/complaint/${complaint.id}`}
            className="mt-4 inline-block text-sm font-medium text-brand-700 hover:underline"
          >
            查看公开的投诉页 ›
          </Link>
        ) : (
          <p className="mt-4 text-sm text-gray-600">这条投诉尚未公开，只有您自己能看到。</p>
        )}
      </section>

      {complaint.member_service ? <MemberServiceCard service={complaint.member_service} /> : null}

      <Card title="下一步">
        <div className="p-5">
          <ComplaintNextStep complaint={complaint} />
        </div>
      </Card>

      {complaint.is_public ? (
        <Card
          title="委托律师"
          more={{
            to: `/law/entrust/${complaint.id}`,
            label: entrustment ? "委托详情" : entrustRefusal ? "委托记录" : "委托律师",
          }}
        >
          <div className="p-5">
            {entrustment ? (
              <EntrustmentPanel entrustment={entrustment} />
            ) : entrustRefusal ? (
              <p className="text-sm text-gray-700">{entrustRefusal}。</p>
            ) : (
              <p className="text-sm text-gray-700">
                商家不回应或处理不满意时，可以委托已核验执业信息的律师代为维权。
              </p>
            )}
          </div>
        </Card>
      ) : null}

      {stories ? <StoryNomination complaintId={complaint.id} stories={stories} /> : null}

      <Card title="投诉内容">
        <p className="px-5 py-4 text-[15px] leading-7 wrap-anywhere whitespace-pre-line text-gray-800">
          {complaint.content}
        </p>
        {complaint.images.length > 0 ? (
          <ul className="flex flex-wrap gap-3 px-5 pb-5">
            {complaint.images.map((image) => (
              <li key={image.url}>
                <a href={image.url} target="_blank" rel="noreferrer">
                  <img
                    src={image.thumb_url ?? image.url}
                    alt="投诉图片"
                    loading="lazy"
                    className="size-24 rounded-md bg-gray-100 object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </Card>

      <Card title="处理进度">
        <ComplaintHistory stream={complaint.stream} />
      </Card>
    </div>
  );
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="shrink-0 text-gray-600">{term}</dt>
      {/* Any word breaks where it must: an order number or a link must not widen the page. */}
      <dd className="min-w-0 wrap-anywhere text-gray-800">{children}</dd>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
