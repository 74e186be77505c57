import { type ApiClient, ApiPageError, ApiResultError } from "@tousu/api-client";
import {
  type ContractData,
  deleteComment,
  getArticleComments,
  getComplaintComments,
  getComplaintSubComments,
  likeComplaintComment,
  postArticleComment,
  postComplaintComment,
} from "@tousu/contracts";
import { TOAST_DURATION_MS } from "@tousu/domain";
import { showToast } from "../../ui/toast";
import { type CommentPage, type CommentSort, type CommentTarget, toCommentPage } from "./comment-target";

// Loaded on first use, with the API client: the contracts and zod stay out of the page's first load.

/**
 * Runs a call and answers null when the server refused: the API client has already shown its message for
 * 400/401/403 and a 500; a 404 (the comment is gone) would raise the 404 page, so it becomes a toast.
 */
async function attempt<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiPageError) {
      if (error.status === 404) showToast("error", error.message, TOAST_DURATION_MS.default);
      return null;
    }
    if (error instanceof ApiResultError) return null;
    throw error;
  }
}

type ListQuery = { page: number; page_size: number; sort: CommentSort };

/** One page of a target's comments, whichever list endpoint serves it. */
async function listComments(api: ApiClient, target: CommentTarget, query: ListQuery): Promise<CommentPage> {
  const params = { id: target.id };
  return toCommentPage(
    target.kind === "article"
      ? await api.call(getArticleComments, { params, query })
      : await api.call(getComplaintComments, { params, query }),
  );
}

export function createCommentApi(api: ApiClient) {
  return {
    list: (target: CommentTarget, query: ListQuery) => attempt(() => listComments(api, target, query)),
    replies: (commentId: number, query: { page: number; page_size: number }) =>
      attempt(() => api.call(getComplaintSubComments, { params: { id: commentId }, query })),
    post: (target: CommentTarget, body: { content: string; parent_id?: number }) =>
      attempt(() =>
        target.kind === "article"
          ? api.call(postArticleComment, { body: { article_id: target.id, ...body } })
          : api.call(postComplaintComment, { body: { complaint_id: target.id, ...body } }),
      ),
    like: (commentId: number) => attempt(() => api.call(likeComplaintComment, { params: { id: commentId } })),
    remove: (commentId: number) =>
      attempt(() => api.call(deleteComment, { params: { id: commentId }, body: {} })),
  };
}
export type CommentApi = ReturnType<typeof createCommentApi>;
export type SubCommentPage = ContractData<typeof getComplaintSubComments>;
