import type { ApiClient } from "@tousu/api-client";
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
import { attemptCall } from "../../shared/session/attempt-call";
import { type CommentPage, type CommentSort, type CommentTarget, toCommentPage } from "./comment-target";

// Loaded on first use, with the API client: the contracts and zod stay out of the page's first load.

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
    list: (target: CommentTarget, query: ListQuery) => attemptCall(() => listComments(api, target, query)),
    replies: (commentId: number, query: { page: number; page_size: number }) =>
      attemptCall(() => api.call(getComplaintSubComments, { params: { id: commentId }, query })),
    post: (target: CommentTarget, body: { content: string; parent_id?: number }) =>
      attemptCall(() =>
        target.kind === "article"
          ? api.call(postArticleComment, { body: { article_id: target.id, ...body } })
          : api.call(postComplaintComment, { body: { complaint_id: target.id, ...body } }),
      ),
    like: (commentId: number) =>
      attemptCall(() => api.call(likeComplaintComment, { params: { id: commentId } })),
    remove: (commentId: number) =>
      attemptCall(() => api.call(deleteComment, { params: { id: commentId }, body: {} })),
  };
}
export type CommentApi = ReturnType<typeof createCommentApi>;
export type SubCommentPage = ContractData<typeof getComplaintSubComments>;
