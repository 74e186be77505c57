import {
  deleteComment,
  getArticleComments,
  getComplaintComments,
  getComplaintCommentsLegacy,
  getComplaintSubComments,
  likeComplaintComment,
  postArticleComment,
  postComplaintComment,
} from "@tousu/contracts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { route } from "../../lib/route";
import { deleteOwnComment } from "./delete-comment";
import { likeComment } from "./like-comment";
import { listArticleComments, listComplaintComments, listSubComments } from "./load-comments";
import { postComment } from "./post-comment";

/**
 * Comments on complaints and articles: lists, posting, and what works on any comment's id (replies,
 * likes, deleting one's own).
 */
export function registerCommentRoutes(app: FastifyInstance, deps: AppDeps): void {
  for (const contract of [getComplaintComments, getComplaintCommentsLegacy]) {
    route(app, contract, ({ params, query, user }) =>
      listComplaintComments(deps.db, params.id, query, user?.id ?? null),
    );
  }
  route(app, getArticleComments, ({ params, query, user }) =>
    listArticleComments(deps, params.id, query, user?.id ?? null),
  );

  route(app, getComplaintSubComments, ({ params, query, user }) =>
    listSubComments(deps, params.id, query, user?.id ?? null),
  );

  route(app, likeComplaintComment, ({ params, user }) => likeComment(deps, params.id, user.id));

  route(app, postComplaintComment, ({ body: { complaint_id, ...body }, user }) =>
    postComment(deps, user.id, { target: { kind: "complaint", id: complaint_id }, ...body }),
  );
  route(app, postArticleComment, ({ body: { article_id, ...body }, user }) =>
    postComment(deps, user.id, { target: { kind: "article", id: article_id }, ...body }),
  );

  route(app, deleteComment, ({ params, user }) => deleteOwnComment(deps, params.id, user.id));
}
