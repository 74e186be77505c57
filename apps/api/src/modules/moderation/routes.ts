import {
  addSensitiveWord,
  approveComment,
  banUser,
  deleteSensitiveWord,
  getReviewComplaint,
  getStaffMe,
  hideComment,
  hideComplaint,
  listAdminUsers,
  listCompanyApplications,
  listContentReports,
  listHarmfulContentReports,
  listModeratedComments,
  listReviewComplaints,
  listSensitiveWords,
  listStaffActions,
  resolveContentReport,
  resolveHarmfulContentReport,
  restoreComment,
  restoreComplaint,
  unbanUser,
} from "@tousu/contracts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { route } from "../../lib/route";
import { STAFF_WRITE_LIMIT } from "../../lib/staff-actions";
import { listApplications } from "./applications";
import { registerCollectiveModerationRoutes } from "./collectives";
import { listReviewQueue, loadReviewComplaint } from "./complaint-review";
import {
  changeComplaintVisibility,
  listCommentsForModeration,
  listReports,
  moderateComment,
  resolveReport,
} from "./content-moderation";
import { listHarmfulReports, resolveHarmfulReport } from "./harmful-content-reports";
import { loadStaffMe } from "./load-staff-me";
import { addWord, deleteWord, listWords } from "./sensitive-words";
import { listStaffLog } from "./staff-log";
import { listUsers, setUserBanned } from "./users";

// Who may call each endpoint is its contract's `staffRoles`, checked by `route()` (decision 072).

export function registerModerationRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  route(app, getStaffMe, async ({ user, request }) =>
    loadStaffMe(deps, user.id, await request.resolveStaffRoles()),
  );

  // —— moderator: complaints, applications, reports, comments, brand claims ——
  route(app, listReviewComplaints, ({ query }) => listReviewQueue(db, query));
  route(app, getReviewComplaint, ({ params }) => loadReviewComplaint(deps, params.id));
  route(
    app,
    hideComplaint,
    ({ user, params, body }) =>
      changeComplaintVisibility(deps, user.id, params.id, {
        hidden: true,
        reason: body.reason,
      }),
    { rateLimit: STAFF_WRITE_LIMIT },
  );
  route(
    app,
    restoreComplaint,
    ({ user, params, body }) =>
      changeComplaintVisibility(deps, user.id, params.id, {
        hidden: false,
        reason: body.reason,
      }),
    { rateLimit: STAFF_WRITE_LIMIT },
  );
  route(app, listCompanyApplications, ({ query }) => listApplications(db, query));
  route(app, listContentReports, ({ query }) => listReports(db, query));
  route(
    app,
    resolveContentReport,
    ({ user, params, body }) => resolveReport(deps, user.id, params.id, body),
    { rateLimit: STAFF_WRITE_LIMIT },
  );
  route(app, listHarmfulContentReports, ({ query }) => listHarmfulReports(deps, query));
  route(
    app,
    resolveHarmfulContentReport,
    ({ user, params, body }) => resolveHarmfulReport(deps, user.id, params.id, body),
    { rateLimit: STAFF_WRITE_LIMIT },
  );
  route(app, listModeratedComments, ({ query }) => listCommentsForModeration(db, query));
  route(
    app,
    approveComment,
    ({ user, params, body }) => moderateComment(deps, user.id, params.id, "approve", { note: body.note }),
    { rateLimit: STAFF_WRITE_LIMIT },
  );
  route(
    app,
    hideComment,
    ({ user, params, body }) => moderateComment(deps, user.id, params.id, "hide", { reason: body.reason }),
    { rateLimit: STAFF_WRITE_LIMIT },
  );
  route(
    app,
    restoreComment,
    ({ user, params, body }) => moderateComment(deps, user.id, params.id, "restore", { reason: body.reason }),
    { rateLimit: STAFF_WRITE_LIMIT },
  );
  registerCollectiveModerationRoutes(app, deps, { writeLimit: STAFF_WRITE_LIMIT });

  // —— editor: the sensitive-word list ——
  route(app, listSensitiveWords, ({ query }) => listWords(db, query));
  route(app, addSensitiveWord, ({ user, body }) => addWord(deps, user.id, body), {
    rateLimit: STAFF_WRITE_LIMIT,
  });
  route(app, deleteSensitiveWord, ({ user, params }) => deleteWord(deps, user.id, params.id), {
    rateLimit: STAFF_WRITE_LIMIT,
  });

  // —— admin: brands, enterprises, users; the staff log ——
  route(app, listAdminUsers, ({ query }) => listUsers(deps, query));
  route(app, banUser, ({ user, params, body }) => setUserBanned(deps, user.id, params.id, true, body), {
    rateLimit: STAFF_WRITE_LIMIT,
  });
  route(app, unbanUser, ({ user, params, body }) => setUserBanned(deps, user.id, params.id, false, body), {
    rateLimit: STAFF_WRITE_LIMIT,
  });
  route(app, listStaffActions, ({ query }) => listStaffLog(db, query));
}
