import {
  deleteComment,
  getComplaintComments,
  getComplaintCommentsLegacy,
  getComplaintSubComments,
  likeComplaintComment,
  postComplaintComment,
} from "@tousu/contracts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { route } from "../../lib/route";
import { deleteOwnComment } from "./delete-comment";
import { likeComment } from "./like-comment";
import { listComplaintComments, listSubComments } from "./load-comments";
import { postComment } from "./post-complaint-comment";

/** Comments on complaints: lists, replies, likes, posting and deleting one's own. */
export function registerComplaintCommentRoutes(app: FastifyInstance, deps: AppDeps): void {
  for (const contract of [getComplaintComments, getComplaintCommentsLegacy]) {
    route(app, contract, ({ params, query, user }) =>
      listComplaintComments(deps.db, params.id, query, user?.id ?? null),
    );
  }

  route(app, getComplaintSubComments, ({ params, query, user }) =>
    listSubComments(deps.db, params.id, query, user?.id ?? null),
  );

  route(app, likeComplaintComment, ({ params, user }) => likeComment(deps, params.id, user.id));

  route(app, postComplaintComment, ({ body, user }) => postComment(deps, user.id, body));

  route(app, deleteComment, ({ params, user }) => deleteOwnComment(deps, params.id, user.id));
}
