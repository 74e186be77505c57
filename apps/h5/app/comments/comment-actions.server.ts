import { likeComplaintComment, postComplaintComment } from "@tousu/contracts";
import { createServerApi } from "@tousu/page-kit/server-api";
import type { AppLoadContext } from "react-router";
import { runWrite } from "../lib/api-write.server";
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
  page: string,
): Promise<CommentActionResult | null> {
  const api = createServerApi(request, context);
  switch (form.get("intent")) {
    case "comment": {
      const content = String(form.get("content") ?? "");
      const result = await runWrite(request, page, () =>
        api.call(postComplaintComment, {
          body: { complaint_id: complaintId, content },
        }),
      );
      return result.ok
        ? { intent: "comment", ok: true }
        : { intent: "comment", ok: false, message: result.message, needsPhone: result.needsPhone, content };
    }
    case "like-comment": {
      const commentId = Number(form.get("comment_id"));
      const result = await runWrite(request, page, () =>
        api.call(likeComplaintComment, { params: { id: commentId } }),
      );
      return result.ok
        ? { intent: "like-comment", commentId, ok: true, likeCount: result.data.like_count }
        : {
            intent: "like-comment",
            commentId,
            ok: false,
            message: result.message,
            needsPhone: result.needsPhone,
          };
    }
    default:
      return null;
  }
}
