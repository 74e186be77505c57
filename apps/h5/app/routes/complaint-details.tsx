import { COMMENT_CONTENT_MAX, getComplaintPage, likeComplaint } from "@tousu/contracts";
import { formatCount, formatDateTime, parseEntityId, readTokenCookie } from "@tousu/domain";
import { describeComplaint } from "@tousu/page-kit/complaint-meta";
import { resolveImageUrl } from "@tousu/page-kit/image-url";
import { loadOrThrow } from "@tousu/page-kit/route-error";
import { createServerApi } from "@tousu/page-kit/server-api";
import { data, Link } from "react-router";
import { complaintCommentAction } from "../comments/comment-actions.server";
import { CommentBox } from "../comments/comment-box";
import { toCommentPage } from "../comments/comment-data.server";
import { CommentThread } from "../comments/comment-list";
import { EvidenceImages } from "../complaint/evidence-images";
import { ShareSheet } from "../complaint/share-sheet";
import { SupportButton } from "../complaint/support-button";
import { attemptWrite } from "../lib/api-write.server";
import { brandLogoResolver } from "../lib/brand-logo.server";
import { collectivePath, complaintCommentsPath, complaintDetailsPath } from "../lib/h5-paths";
import { h5PageMeta } from "../lib/page-meta";
import { BrandLogo } from "../ui/brand-logo";
import { Timeline } from "../ui/timeline";
import type { Route } from "./+types/complaint-details";

export const handle = { title: "投诉详情" };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? h5PageMeta({ ...loaderData.meta, canonical: loaderData.canonical })
    : [{ title: "页面不存在" }];

function complaintIdOf(request: Request): number {
  const id = parseEntityId(new URL(request.url).searchParams.get("id"));
  if (id === null) throw data({ message: "投诉不存在" }, { status: 404 });
  return id;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const id = complaintIdOf(request);
  const api = createServerApi(request, context);
  // The same one read as the PC complaint page (decision 015); an unknown or hidden id is its 404.
  // Its text comes masked as on the PC page (decision 058): shown as it is.
  const { siteOrigin, imageOrigin } = context.publicConfig;
  const [page, logoOf] = await Promise.all([
    loadOrThrow(() => api.call(getComplaintPage, { params: { id } })),
    brandLogoResolver(api, imageOrigin),
  ]);
  const { complaint } = page;
  const [title, description] = describeComplaint(complaint);
  const imageUrl = (src: string) => resolveImageUrl(src, imageOrigin) ?? src;
  return {
    canonical: `${siteOrigin}/tousu/${id}`,
    meta: { title, description },
    loggedIn: readTokenCookie(request.headers.get("cookie")) !== null,
    commentMaxLength: COMMENT_CONTENT_MAX,
    // Loader data is serialised into the page: only what it shows.
    complaint: {
      id: complaint.id,
      sn: complaint.sn,
      title: complaint.title,
      content: complaint.content,
      statusLabel: complaint.status_label,
      closeReasonLabel: complaint.close_reason_label,
      isOverdue: complaint.is_overdue,
      brand: complaint.brand
        ? { id: complaint.brand.id, name: complaint.brand.name, logo: logoOf(complaint.brand.logo) }
        : null,
      brandName: complaint.brand?.name ?? complaint.custom_brand_name,
      author: complaint.author.nickname,
      problems: complaint.problems,
      appeals: complaint.appeals,
      money: complaint.money,
      images: complaint.images.map((image) => ({
        url: imageUrl(image.url),
        thumbUrl: imageUrl(image.thumb_url ?? image.url),
      })),
      imagesHidden: complaint.images_hidden,
      isOwner: complaint.viewer.is_owner,
      deadline: complaint.deadline
        ? { label: complaint.deadline.label, dueAt: formatDateTime(complaint.deadline.due_at) }
        : null,
      viewCount: complaint.view_count,
      commentCount: complaint.comment_count,
      supportCount: complaint.like_count,
      supported: complaint.viewer.liked,
      createdAt: formatDateTime(complaint.created_at),
      replies: complaint.replies.map((reply) => ({
        content: reply.content,
        outcomeLabel: reply.outcome_label,
        createdAt: formatDateTime(reply.created_at),
      })),
    },
    collective: page.collective
      ? {
          id: page.collective.id,
          title: page.collective.title,
          memberCount: page.collective.member_count,
          isOpen: page.collective.status === "open",
        }
      : null,
    timeline: page.timeline.map((entry) => ({
      index: entry.index,
      actionLabel: entry.action_label,
      actorLabel: entry.actor_label,
      content: entry.content,
      createdAt: formatDateTime(entry.created_at),
    })),
    // Null while the complaint is not public (its author's view): nobody may comment yet.
    comments: page.comments ? toCommentPage(request, page.comments) : null,
    share: {
      url: `${siteOrigin}/tousu/${id}`,
      posters: [
        { label: "生成海报", href: `${siteOrigin}/poster/tousu/${id}` },
        { label: "求助海报", href: `${siteOrigin}/poster/help/${id}` },
      ],
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const id = complaintIdOf(request);
  const form = await request.formData();
  if (form.get("intent") !== "support") return complaintCommentAction(request, context, form, id);
  const api = createServerApi(request, context);
  const { done, refusal } = await attemptWrite(request, () => api.call(likeComplaint, { params: { id } }));
  return refusal
    ? {
        intent: "support" as const,
        ok: false as const,
        message: refusal.error,
      }
    : { intent: "support" as const, ok: true as const, count: done.like_count };
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex-1 text-center">
      <dt className="text-xs text-gray-600">{label}</dt>
      <dd className="font-semibold text-gray-900">{formatCount(value)}</dd>
    </div>
  );
}

export default function ComplaintDetails({ loaderData }: Route.ComponentProps) {
  const { complaint, collective, timeline, comments, loggedIn, share } = loaderData;
  const page = complaintDetailsPath(complaint.id);
  return (
    <article className="space-y-2 pb-3">
      <section className="bg-white px-4 py-4">
        <h2 className="text-lg font-semibold leading-snug break-words text-gray-900">{complaint.title}</h2>
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-gray-600">
          <span className="rounded bg-brand-50 px-1.5 py-0.5 text-brand-700">{complaint.statusLabel}</span>
          {complaint.closeReasonLabel ? (
            <span className="rounded bg-gray-100 px-1.5 py-0.5 text-gray-700">
              {complaint.closeReasonLabel}
            </span>
          ) : null}
          {complaint.isOverdue ? (
            <span className="rounded bg-brand-50 px-1.5 py-0.5 text-brand-700">超时</span>
          ) : null}
          <span>{complaint.author}</span>
          <time>{complaint.createdAt}</time>
          <span>投诉编号 {complaint.sn}</span>
        </p>
        {complaint.brandName ? (
          complaint.brand ? (
            <Link
              to={`/brands/${complaint.brand.id}`}
              reloadDocument
              className="mt-3 flex min-h-11 items-center gap-2 rounded-lg bg-gray-50 px-3 text-sm"
            >
              <BrandLogo brand={complaint.brand} size={28} />
              <span className="text-gray-600">投诉对象</span>
              <span className="min-w-0 flex-1 truncate font-medium text-gray-900">{complaint.brandName}</span>
              <span className="shrink-0 text-gray-600">
                品牌数据<span aria-hidden="true"> ›</span>
              </span>
            </Link>
          ) : (
            <p className="mt-3 text-sm">
              <span className="text-gray-600">投诉对象</span> {complaint.brandName}
            </p>
          )
        ) : null}
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
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
        {complaint.images.length > 0 ? (
          <section aria-label="证据图片" className="mt-3">
            {complaint.imagesHidden ? (
              <p className="mb-2 text-xs text-gray-600">你已隐藏图片，其他人看不到以下图片。</p>
            ) : null}
            <EvidenceImages images={complaint.images} />
          </section>
        ) : complaint.imagesHidden ? (
          <p className="mt-3 rounded-md bg-gray-50 px-3 py-2 text-sm text-gray-600">
            投诉人已设置图片不公开。
          </p>
        ) : null}
        <dl className="mt-4 flex border-t border-gray-100 pt-3">
          <Figure label="浏览" value={complaint.viewCount} />
          <Figure label="评论" value={complaint.commentCount} />
        </dl>
        <div className="mt-3 grid grid-cols-2 items-start gap-2">
          <SupportButton
            page={page}
            loggedIn={loggedIn}
            count={complaint.supportCount}
            supported={complaint.supported}
          />
          <ShareSheet url={share.url} posters={share.posters} />
        </div>
      </section>

      {complaint.isOwner ? (
        <section aria-labelledby="owner-heading" className="bg-white px-4 py-4">
          <h3 id="owner-heading" className="font-semibold text-gray-900">
            我的投诉
          </h3>
          {complaint.deadline ? (
            <p className="mt-1 text-sm text-gray-700">
              {complaint.deadline.label}：{complaint.deadline.dueAt}
            </p>
          ) : null}
          <Link
            to={`/user/complaint/${complaint.id}`}
            reloadDocument
            className="mt-3 flex min-h-11 items-center justify-center rounded-full bg-brand-600 text-sm font-medium text-white"
          >
            处理进度与下一步
          </Link>
        </section>
      ) : null}

      {collective ? (
        <section aria-labelledby="collective-heading" className="bg-white px-4 py-4">
          <h3 id="collective-heading" className="font-semibold text-gray-900">
            集体投诉
          </h3>
          <Link
            to={collectivePath(collective.id)}
            className="mt-2 block rounded-lg bg-brand-50 px-3 py-2 text-sm"
          >
            本投诉属于集体投诉：<span className="font-medium text-brand-700">{collective.title}</span>，共
            {formatCount(collective.memberCount)}人参与<span aria-hidden="true"> ›</span>
          </Link>
          {collective.isOpen ? (
            <Link
              to={`/complaint/create?${new URLSearchParams({ collective_id: String(collective.id) })}`}
              reloadDocument
              className="mt-3 flex min-h-11 items-center justify-center rounded-full bg-brand-600 text-sm font-medium text-white"
            >
              我也遇到了，加入集体投诉
            </Link>
          ) : null}
        </section>
      ) : null}

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
        <Timeline entries={timeline} isLinkable />
      </section>

      {comments ? (
        <section aria-labelledby="comments-heading" className="bg-white px-4 py-4">
          <h3 id="comments-heading" className="font-semibold text-gray-900">
            评论 {formatCount(comments.total)}
          </h3>
          <div className="mt-3">
            <CommentBox page={page} loggedIn={loggedIn} maxLength={loaderData.commentMaxLength} />
          </div>
          {comments.items.length > 0 ? (
            <ul className="mt-2">
              {comments.items.map((thread) => (
                <li key={thread.id}>
                  <CommentThread
                    thread={thread}
                    page={page}
                    loggedIn={loggedIn}
                    moreHref={complaintCommentsPath(complaint.id)}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p className="py-4 text-center text-sm text-gray-600">还没有评论，来说两句吧</p>
          )}
          {comments.nextHref !== null ? (
            <Link
              to={complaintCommentsPath(complaint.id)}
              className="flex min-h-11 items-center justify-center text-sm text-brand-700"
            >
              查看全部{formatCount(comments.total)}条评论<span aria-hidden="true"> ›</span>
            </Link>
          ) : null}
        </section>
      ) : null}
    </article>
  );
}
