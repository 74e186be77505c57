import { type ApiClient, ApiPageError, ApiResultError } from "@tousu/api-client";
import {
  type ContractData,
  deleteComment,
  getComplaintComments,
  getComplaintSubComments,
  likeComplaintComment,
  postComplaintComment,
} from "@tousu/contracts";
import { TOAST_DURATION_MS } from "@tousu/domain";
import { showToast } from "../../ui/toast";

// Loaded on first use, with the API client: the contracts and zod stay out of the page's first load.

export type CommentSort = "new" | "hot";

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

export function createCommentApi(api: ApiClient) {
  return {
    list: (complaintId: number, query: { page: number; page_size: number; sort: CommentSort }) =>
      attempt(() => api.call(getComplaintComments, { params: { id: complaintId }, query })),
    replies: (commentId: number, query: { page: number; page_size: number }) =>
      attempt(() => api.call(getComplaintSubComments, { params: { id: commentId }, query })),
    post: (body: { complaint_id: number; content: string; parent_id?: number }) =>
      attempt(() => api.call(postComplaintComment, { body })),
    like: (commentId: number) => attempt(() => api.call(likeComplaintComment, { params: { id: commentId } })),
    remove: (commentId: number) =>
      attempt(() => api.call(deleteComment, { params: { id: commentId }, body: {} })),
  };
}
export type CommentApi = ReturnType<typeof createCommentApi>;
export type SubCommentPage = ContractData<typeof getComplaintSubComments>;
