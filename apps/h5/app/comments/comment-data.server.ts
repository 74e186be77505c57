import type { CommentItem, CommentListData, TopLevelComment } from "@tousu/contracts";
import { formatDateTime } from "@tousu/domain";
import { nextPageHref } from "../lib/list-page";
import type { ListPage } from "../ui/infinite-list";
import type { H5Comment, H5Thread } from "./comment-types";

function toH5Comment(comment: CommentItem): H5Comment {
  return {
    id: comment.id,
    // The API masks personal data in the text and names (decision 058): shown as it comes.
    author: comment.author?.nickname ?? "",
    replyTo: comment.reply_to?.nickname ?? null,
    content: comment.content,
    likeCount: comment.like_count,
    liked: comment.liked,
    isPending: comment.status === "pending",
    isDeleted: comment.is_deleted,
    createdAt: formatDateTime(comment.created_at),
  };
}

function toH5Thread(comment: TopLevelComment): H5Thread {
  return {
    ...toH5Comment(comment),
    replies: comment.replies.map(toH5Comment),
    replyCount: comment.reply_count,
  };
}

/** One page of a complaint's comments as the H5 list shows it. */
export function toCommentPage(
  request: Request,
  page: CommentListData,
): ListPage<H5Thread> & { total: number } {
  return {
    items: page.list.map(toH5Thread),
    nextHref: nextPageHref(request, page),
    total: page.total,
  };
}
