import { likeComplaintComment, postComplaintComment } from "@tousu/contracts";
import { createServerApi } from "@tousu/page-kit/server-api";
import type { AppLoadContext } from "react-router";
import { attemptWrite } from "../lib/api-write.server";
import type { CommentActionResult } from "./comment-types";

/**
 * The comment forms' action on a complaint's pages: post a comment (`intent=comment`) or like one
 * (`intent=like-comment`), as the visitor, through the same endpoints as the PC site. A like is once
 * per person: the API refuses a second one and counts nothing.
 */
export async function complaintCommentAction(
  request: Request,
  context: AppLoadContext,
  form: FormData,
  complaintId: number,
): Promise<CommentActionResult | null> {
  const api = createServerApi(request, context);
  switch (form.get("intent")) {
    case "comment": {
      const content = String(form.get("content") ?? "");
      const { refusal } = await attemptWrite(request, () =>
        api.call(postComplaintComment, {
          body: { complaint_id: complaintId, content },
        }),
      );
      return refusal
        ? { intent: "comment", ok: false, message: refusal.error, content }
        : { intent: "comment", ok: true };
    }
    case "like-comment": {
      const commentId = Number(form.get("comment_id"));
      const { done, refusal } = await attemptWrite(request, () =>
        api.call(likeComplaintComment, { params: { id: commentId } }),
      );
      return refusal
        ? {
            intent: "like-comment",
            commentId,
            ok: false,
            message: refusal.error,
          }
        : { intent: "like-comment", commentId, ok: true, likeCount: done.like_count };
    }
    default:
      return null;
  }
}
