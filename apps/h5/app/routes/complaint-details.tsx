import { getComplaintPage } from "@tousu/contracts";
import { formatDateTime, parseEntityId } from "@tousu/domain";
import { describeComplaint } from "@tousu/page-kit/complaint-meta";
import { loadOrThrow } from "@tousu/page-kit/route-error";
import { createServerApi } from "@tousu/page-kit/server-api";
import { data } from "react-router";
import { h5PageMeta } from "../lib/page-meta";
import type { Route } from "./+types/complaint-details";

export const handle = { title: "投诉详情" };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? h5PageMeta({ ...loaderData.meta, canonical: loaderData.canonical })
    : [{ title: "页面不存在" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const id = parseEntityId(new URL(request.url).searchParams.get("id"));
  if (id === null) throw data({ message: "投诉不存在" }, { status: 404 });
  const api = createServerApi(request, context);
  // The same one read as the PC complaint page (decision 015); an unknown or hidden id is its 404.
  const page = await loadOrThrow(() => api.call(getComplaintPage, { params: { id } }));
  const { complaint } = page;
  const [title, description] = describeComplaint(complaint);
  return {
    canonical: `${context.publicConfig.siteOrigin}/tousu/${id}`,
    meta: { title, description },
    // Loader data is serialised into the page: only what it shows.
    complaint: {
      sn: complaint.sn,
      title: complaint.title,
      content: complaint.content,
      statusLabel: complaint.status_label,
      brandName: complaint.brand?.name ?? complaint.custom_brand_name,
      author: complaint.author.nickname,
      problems: complaint.problems,
      appeals: complaint.appeals,
      money: complaint.money,
      createdAt: formatDateTime(complaint.created_at),
      replies: complaint.replies.map((reply) => ({
        content: reply.content,
        outcomeLabel: reply.outcome_label,
        createdAt: formatDateTime(reply.created_at),
      })),
    },
    timeline: page.timeline.map((entry) => ({
      index: entry.index,
      actionLabel: entry.action_label,
      actorLabel: entry.actor_label,
      content: entry.content,
      createdAt: formatDateTime(entry.created_at),
    })),
  };
}

export default function ComplaintDetails({ loaderData }: Route.ComponentProps) {
  const { complaint, timeline } = loaderData;
  return (
    <article className="space-y-2 pb-3">
      <section className="bg-white px-4 py-4">
        <h2 className="text-lg font-semibold leading-snug text-gray-900">{complaint.title}</h2>
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-gray-600">
          <span className="rounded bg-brand-50 px-1.5 py-0.5 text-brand-700">{complaint.statusLabel}</span>
          <span>{complaint.author}</span>
          <time>{complaint.createdAt}</time>
          <span>投诉编号 {complaint.sn}</span>
        </p>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {complaint.brandName ? (
            <>
              <dt className="text-gray-600">投诉对象</dt>
              <dd className="min-w-0 break-words">{complaint.brandName}</dd>
            </>
          ) : null}
          {complaint.problems.length > 0 ? (
            <>
              <dt className="text-gray-600">投诉问题</dt>
              <dd className="min-w-0 break-words">{complaint.problems.join("、")}</dd>
            </>
          ) : null}
          {complaint.appeals.length > 0 ? (
            <>
              <dt className="text-gray-600">投诉要求</dt>
              <dd className="min-w-0 break-words">{complaint.appeals.join("、")}</dd>
            </>
          ) : null}
          {complaint.money > 0 ? (
            <>
              <dt className="text-gray-600">涉诉金额</dt>
              <dd>{complaint.money} 元</dd>
            </>
          ) : null}
        </dl>
        <p className="mt-3 whitespace-pre-line break-words text-[15px] text-gray-800">{complaint.content}</p>
      </section>

      {complaint.replies.length > 0 ? (
        <section aria-labelledby="replies-heading" className="bg-white px-4 py-4">
          <h3 id="replies-heading" className="font-semibold text-gray-900">
            商家回复
          </h3>
          <ul className="mt-2 space-y-3">
            {complaint.replies.map((reply) => (
              <li key={reply.createdAt} className="rounded-lg bg-gray-50 p-3 text-sm">
                {reply.outcomeLabel ? (
                  <p className="font-medium text-gray-900">{reply.outcomeLabel}</p>
                ) : null}
                {reply.content ? (
                  <p className="mt-1 whitespace-pre-line break-words">{reply.content}</p>
                ) : null}
                <time className="mt-1 block text-xs text-gray-600">{reply.createdAt}</time>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="timeline-heading" className="bg-white px-4 py-4">
        <h3 id="timeline-heading" className="font-semibold text-gray-900">
          投诉进度
        </h3>
        <ol className="mt-2 border-l-2 border-gray-200 pl-4">
          {timeline.map((entry) => (
            <li key={entry.index} className="relative pb-4 last:pb-0">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[21px] size-2 rounded-full bg-brand-600"
              />
              <p className="text-sm font-medium text-gray-900">
                {entry.actionLabel}
                <span className="ml-2 font-normal text-gray-600">{entry.actorLabel}</span>
              </p>
              {entry.content ? (
                <p className="mt-0.5 whitespace-pre-line break-words text-sm text-gray-700">
                  {entry.content}
                </p>
              ) : null}
              <time className="text-xs text-gray-600">{entry.createdAt}</time>
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}
