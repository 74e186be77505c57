import { getCollectiveDetail, getCollectiveSubComplaints } from "@tousu/contracts";
import { formatCount, formatDate, parseEntityId } from "@tousu/domain";
import { loadOrThrow } from "@tousu/page-kit/route-error";
import { createServerApi } from "@tousu/page-kit/server-api";
import { data, Link } from "react-router";
import { toH5Collective, toMemberPage } from "../collective/collective-data.server";
import type { H5MemberComplaint } from "../collective/collective-types";
import { brandLogoResolver } from "../lib/brand-logo.server";
import { collectivePath, complaintDetailsPath } from "../lib/h5-paths";
import { h5PageMeta } from "../lib/page-meta";
import { BrandLogo } from "../ui/brand-logo";
import { InfiniteList, type ListPage } from "../ui/infinite-list";
import type { Route } from "./+types/collective-details";

/** As many a page as the PC page. */
const PAGE_SIZE = 10;

export const handle = { title: "集体投诉" };

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: "页面不存在" }];
  const { collective, canonical } = loaderData;
  return h5PageMeta({
    title: `${collective.title} - ${collective.brand.name}集体投诉`,
    description: `${collective.brand.name}集体投诉：${collective.memberCount}人已参与。${collective.description.slice(0, 80)}`,
    canonical,
  });
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = parseEntityId(params.id);
  if (id === null) throw data({ message: "集体投诉不存在" }, { status: 404 });
  const page = parseEntityId(new URL(request.url).searchParams.get("page")) ?? 1;
  const api = createServerApi(request, context);
  const [[collective, members], logoOf] = await Promise.all([
    loadOrThrow(() =>
      Promise.all([
        api.call(getCollectiveDetail, { params: { id } }),
        api.call(getCollectiveSubComplaints, { query: { collective_id: id, page, page_size: PAGE_SIZE } }),
      ]),
    ),
    brandLogoResolver(api, context.publicConfig.imageOrigin),
  ]);
  return {
    canonical: `${context.publicConfig.siteOrigin}${collectivePath(id)}`,
    collective: {
      ...toH5Collective(collective, logoOf),
      enterpriseName: collective.enterprise?.name ?? null,
      reply: collective.collective_reply
        ? {
            content: collective.collective_reply.content,
            enterpriseName: collective.collective_reply.enterprise_name,
            createdAt: formatDate(
              collective.collective_reply.edited_at ?? collective.collective_reply.created_at,
            ),
          }
        : null,
    },
    members: toMemberPage(request, members),
  };
}

const membersOf = (loaderData: unknown): ListPage<H5MemberComplaint> =>
  (loaderData as { members: ListPage<H5MemberComplaint> }).members;
const memberKey = (complaint: H5MemberComplaint) => complaint.id;

export default function CollectiveDetails({ loaderData }: Route.ComponentProps) {
  const { collective, members } = loaderData;
  return (
    <div className="space-y-2 pb-3">
      <section className="bg-white px-4 py-4">
        <div className="flex items-start gap-3">
          <BrandLogo brand={collective.brand} size={48} />
          <div className="min-w-0 flex-1">
            <h2 className="text-lg font-semibold leading-snug break-words text-gray-900">
              {collective.title}
            </h2>
            <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-gray-600">
              <span className="rounded bg-brand-50 px-1.5 text-brand-700">{collective.statusLabel}</span>
              <Link
                to={`/brands/${collective.brand.id}`}
                reloadDocument
                className="-my-3 min-w-0 truncate py-3 underline"
              >
                {collective.brand.name}
              </Link>
              {collective.enterpriseName ? (
                <span className="min-w-0 truncate">{collective.enterpriseName}</span>
              ) : null}
            </p>
          </div>
        </div>
        <p className="mt-3 whitespace-pre-line break-words text-[15px] text-gray-800">
          {collective.description}
        </p>
        <dl className="mt-3 flex border-t border-gray-100 pt-3 text-center">
          <div className="flex-1">
            <dt className="text-xs text-gray-600">已参与</dt>
            <dd className="font-semibold text-brand-700">{formatCount(collective.memberCount)}人</dd>
          </div>
          <div className="flex-1">
            <dt className="text-xs text-gray-600">发起时间</dt>
            <dd className="font-semibold text-gray-900">{collective.createdAt}</dd>
          </div>
        </dl>
        {collective.isOpen ? (
          <Link
            to={`/complaint/create?${new URLSearchParams({ collective_id: String(collective.id) })}`}
            reloadDocument
            className="mt-3 flex min-h-11 items-center justify-center rounded-full bg-brand-600 text-sm font-medium text-white"
          >
            我也遇到了，加入集体投诉
          </Link>
        ) : (
          <p className="mt-3 text-center text-sm text-gray-600">
            {collective.closedAt ? `已于${collective.closedAt}停止征集` : "已停止征集"}
          </p>
        )}
      </section>

      {collective.reply ? (
        <section aria-labelledby="collective-reply-heading" className="bg-white px-4 py-4">
          <h3 id="collective-reply-heading" className="font-semibold text-gray-900">
            企业回复
          </h3>
          <p className="mt-2 whitespace-pre-line break-words text-sm text-gray-800">
            {collective.reply.content}
          </p>
          <p className="mt-1 text-xs text-gray-600">
            {collective.reply.enterpriseName} · {collective.reply.createdAt}
          </p>
        </section>
      ) : null}

      <section aria-labelledby="members-heading" className="bg-white pt-4">
        <h3 id="members-heading" className="px-4 font-semibold text-gray-900">
          参与投诉（公开 {members.total} 条）
        </h3>
        {members.items.length > 0 ? (
          <InfiniteList
            first={members}
            pageOf={membersOf}
            itemKey={memberKey}
            className="mt-2 divide-y divide-gray-100"
            renderItem={(complaint) => (
              <Link to={complaintDetailsPath(complaint.id)} className="block px-4 py-3 active:bg-gray-50">
                <p className="line-clamp-2 font-medium break-words text-gray-900">{complaint.title}</p>
                <p className="mt-1 line-clamp-2 text-sm text-gray-600">{complaint.summary}</p>
                <p className="mt-1 flex items-center gap-2 text-xs text-gray-600">
                  <span className="rounded bg-brand-50 px-1.5 py-0.5 text-brand-700">
                    {complaint.statusLabel}
                  </span>
                  <time className="ml-auto">{complaint.createdAt}</time>
                </p>
              </Link>
            )}
          />
        ) : (
          <p className="px-4 py-6 text-center text-sm text-gray-600">参与的投诉审核通过后将在这里公开</p>
        )}
      </section>
    </div>
  );
}
