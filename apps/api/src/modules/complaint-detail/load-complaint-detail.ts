import type { ComplaintDetail } from "@tousu/contracts";
import {
  actionsAvailable,
  activeDeadline,
  CLOSE_REASON_LABELS,
  COMPLAINT_STATUS_LABELS,
  DEADLINE_LABELS,
  REPLY_OUTCOME_LABELS,
} from "@tousu/domain";
import type { AppDeps } from "../../app-deps";
import { publicAuthorNickname } from "../../complaint-core/complaint-author";
import { complaintDetailCacheKey } from "../../complaint-core/complaint-cache";
import { readImageDefaults } from "../../complaint-core/image-defaults";
import { lifecycleStateOf } from "../../complaint-core/lifecycle-state";
import { replyAmount, replyOutcome } from "../../complaint-core/timeline-entry";
import { CACHE_TTL_MS } from "../../lib/read-through-cache";
import { loadVisibleComplaint, type VisibleComplaint } from "./complaint-visibility";
import { hasLikedComplaint } from "./like-complaint";

/**
 * Everything the public complaint page shows (GET /v2/complaint/{id}). Visitors share a cached
 * copy; each visit by someone other than the author counts as a view (written in batches, so the
 * figure adds this node's views not yet written).
 */
export async function loadComplaintDetail(
  deps: Pick<AppDeps, "cache" | "counters" | "db">,
  viewerId: number | null,
  complaintId: number,
): Promise<ComplaintDetail> {
  const read = async () =>
    readComplaintDetail(deps, await loadVisibleComplaint(deps, viewerId, complaintId), viewerId);
  const detail =
    viewerId === null
      ? await deps.cache.remember(complaintDetailCacheKey(complaintId), CACHE_TTL_MS.complaintDetail, read)
      : await read();
  return countVisit(deps, detail);
}

/**
 * Counts this visit unless the author is looking, and shows the figure with this node's views
 * not yet written (they are written in batches).
 */
export function countVisit(deps: Pick<AppDeps, "counters">, detail: ComplaintDetail): ComplaintDetail {
  if (!detail.viewer.is_owner) deps.counters.views.add(detail.id);
  return { ...detail, view_count: detail.view_count + deps.counters.views.pending(detail.id) };
}

/**
 * The page as stored, with the stored view count; the gallery stays with the author when they hid it.
 */
export async function readComplaintDetail(
  deps: Pick<AppDeps, "db">,
  { record, isOwner }: VisibleComplaint,
  viewerId: number | null,
): Promise<ComplaintDetail> {
  const { complaint, author, brand, rating } = record;
  const [defaults, liked] = await Promise.all([
    readImageDefaults(deps.db),
    viewerId === null ? false : hasLikedComplaint(deps.db, complaint.id, viewerId),
  ]);

  const deadline = activeDeadline(complaint.status, {
    firstResponseAt: complaint.firstResponseAt,
    responseDueAt: complaint.responseDueAt,
    replyDueAt: complaint.replyDueAt,
    confirmDueAt: complaint.confirmDueAt,
    clockPausedAt: complaint.clockPausedAt,
  });
  const state = lifecycleStateOf(complaint, {
    isRated: rating !== null,
    hasPendingApplication: record.hasPendingApplication,
  });

  return {
    id: complaint.id,
    sn: complaint.sn,
    title: complaint.title,
    content: complaint.content,
    author: {
      nickname: publicAuthorNickname({
        complaintId: complaint.id,
        isAnonymous: complaint.isAnonymous,
        userId: complaint.userId,
        nickname: author.nickname,
      }),
      avatar: (!complaint.isAnonymous && author.avatarUrl) || defaults.userAvatar,
    },
    is_anonymous: complaint.isAnonymous,
    brand:
      complaint.brandId === null
        ? null
        : {
            id: complaint.brandId,
            name: brand?.name ?? "",
            logo: brand?.logoUrl || defaults.brandLogo,
          },
    custom_brand_name: complaint.customBrandName,
    subtype: record.subtype,
    problems: record.problems,
    appeals: record.appeals,
    money: Number(complaint.money),
    // Decisions 022 and 058: `loadVisibleComplaint` masked the texts for everyone but the author.
    attributes: record.attributes,
    images: isOwner || !complaint.imagesHidden ? record.images : [],
    images_hidden: complaint.imagesHidden,
    status: complaint.status,
    status_label: COMPLAINT_STATUS_LABELS[complaint.status],
    close_reason: complaint.closeReason,
    close_reason_label: complaint.closeReason ? CLOSE_REASON_LABELS[complaint.closeReason] : null,
    is_overdue: complaint.isOverdue,
    is_auto_completed: complaint.isAutoCompleted,
    deadline: deadline && {
      kind: deadline.kind,
      label: DEADLINE_LABELS[deadline.kind],
      due_at: deadline.dueAt.toISOString(),
      paused: deadline.paused,
    },
    replies: record.timeline
      .filter((step) => step.action === "replied")
      .map((reply) => {
        const outcome = replyOutcome(reply.payload);
        return {
          content: reply.content,
          outcome,
          outcome_label: outcome ? REPLY_OUTCOME_LABELS[outcome] : null,
          amount: replyAmount(reply.payload),
          created_at: reply.createdAt.toISOString(),
        };
      }),
    rating: rating
      ? {
          attitude_score: rating.attitudeScore,
          speed_score: rating.speedScore,
          satisfaction_score: rating.satisfactionScore,
          tags: rating.tags,
          content: rating.content,
          created_at: rating.createdAt.toISOString(),
        }
      : null,
    view_count: complaint.viewCount,
    comment_count: complaint.commentCount,
    like_count: complaint.likeCount,
    created_at: complaint.createdAt.toISOString(),
    dispatched_at: complaint.dispatchedAt?.toISOString() ?? null,
    viewer: { is_owner: isOwner, liked, actions: isOwner ? actionsAvailable(state, "consumer") : [] },
  };
}

/**
 * A complaint as any visitor sees it, with the collective it joined, for what is made from the public
 * page (share posters): no view is counted, and a complaint that is not public is not found.
 */
export async function readPublicComplaint(deps: Pick<AppDeps, "db">, complaintId: number) {
  const visible = await loadVisibleComplaint(deps, null, complaintId);
  const { collectiveId } = visible.record.complaint;
  return { detail: await readComplaintDetail(deps, visible, null), collectiveId };
}
