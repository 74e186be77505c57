import {
  approveComment,
  closeAdminCollective,
  createAdminCollective,
  getReviewComplaint,
  hideComment,
  hideComplaint,
  listAdminCollectives,
  listCompanyApplications,
  listModeratedComments,
  listReviewComplaints,
  restoreComment,
  restoreComplaint,
} from "@tousu/contracts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { route } from "../../lib/route";
import { STAFF_WRITE_LIMIT } from "../../lib/staff-actions";
import { changeComplaintVisibility } from "./change-complaint-visibility";
import { closeCollective } from "./close-collective";
import { createCollective } from "./create-collective";
import { listCollectivesForModeration } from "./list-collectives-for-moderation";
import { listCommentsForModeration } from "./list-comments-for-moderation";
import { listComplaintApplications } from "./list-complaint-applications";
import { listReviewQueue } from "./list-review-queue";
import { loadReviewComplaint } from "./load-review-complaint";
import { moderateComment } from "./moderate-comment";

/** The moderators' queues: complaints to review or hide, enterprises' applications, comments, collectives. */
export function registerComplaintReviewRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const write = { rateLimit: STAFF_WRITE_LIMIT };

  route(app, listReviewComplaints, ({ query }) => listReviewQueue(db, query));
  route(app, getReviewComplaint, ({ params }) => loadReviewComplaint(deps, params.id));
  route(
    app,
    hideComplaint,
    ({ user, params, body }) =>
      changeComplaintVisibility(deps, user.id, params.id, { hidden: true, reason: body.reason }),
    write,
  );
  route(
    app,
    restoreComplaint,
    ({ user, params, body }) =>
      changeComplaintVisibility(deps, user.id, params.id, { hidden: false, reason: body.reason }),
    write,
  );
  route(app, listCompanyApplications, ({ query }) => listComplaintApplications(db, query));

  route(app, listModeratedComments, ({ query }) => listCommentsForModeration(db, query));
  route(
    app,
    approveComment,
    ({ user, params, body }) => moderateComment(deps, user.id, params.id, "approve", { note: body.note }),
    write,
  );
  route(
    app,
    hideComment,
    ({ user, params, body }) => moderateComment(deps, user.id, params.id, "hide", { reason: body.reason }),
    write,
  );
  route(
    app,
    restoreComment,
    ({ user, params, body }) => moderateComment(deps, user.id, params.id, "restore", { reason: body.reason }),
    write,
  );

  route(app, listAdminCollectives, ({ query }) => listCollectivesForModeration(db, query));
  route(app, createAdminCollective, ({ user, body }) => createCollective(deps, user.id, body), write);
  route(app, closeAdminCollective, ({ user, params }) => closeCollective(deps, user.id, params.id), write);
}
