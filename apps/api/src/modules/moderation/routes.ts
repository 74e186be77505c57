import {
  addSensitiveWord,
  approveComment,
  banUser,
  createAdminEnterprise,
  deleteSensitiveWord,
  getReviewComplaint,
  getStaffMe,
  hideComment,
  hideComplaint,
  listAdminBrands,
  listAdminEnterprises,
  listAdminUsers,
  listBrandClaimsForReview,
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
  reviewBrandClaim,
  unbanUser,
  updateAdminBrand,
  updateAdminEnterprise,
} from "@tousu/contracts";
import type { StaffRole } from "@tousu/domain";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { requireStaff } from "../../lib/authorization";
import type { AuthenticatedUser } from "../../lib/request-user";
import { route } from "../../lib/route";
import { listApplications } from "./applications";
import {
  createEnterprise,
  listBrands,
  listClaims,
  listEnterprises,
  reviewClaim,
  updateBrand,
  updateEnterprise,
} from "./brands-and-enterprises";
import { registerArticleCmsRoutes } from "./cms-routes";
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

// Staff writes are few and deliberate; the limit only stops a runaway script.
const STAFF_WRITE_LIMIT = { max: 120, timeWindow: "1 minute" };

export function registerModerationRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  /** Resolves to the staff member's id once `role` (or admin) is confirmed. */
  const staff = async (user: AuthenticatedUser, role: StaffRole) => {
    await requireStaff(db, user, role);
    return user.id;
  };

  route(app, getStaffMe, ({ user }) => loadStaffMe(deps, user.id));

  // —— moderator: complaints, applications, reports, comments, brand claims ——
  route(app, listReviewComplaints, async ({ user, query }) => {
    await staff(user, "moderator");
    return listReviewQueue(db, query);
  });
  route(app, getReviewComplaint, async ({ user, params }) => {
    await staff(user, "moderator");
    return loadReviewComplaint(deps, params.id);
  });
  route(
    app,
    hideComplaint,
    async ({ user, params, body }) =>
      changeComplaintVisibility(deps, await staff(user, "moderator"), params.id, {
        hidden: true,
        reason: body.reason,
      }),
    { rateLimit: STAFF_WRITE_LIMIT },
  );
  route(
    app,
    restoreComplaint,
    async ({ user, params, body }) =>
      changeComplaintVisibility(deps, await staff(user, "moderator"), params.id, {
        hidden: false,
        reason: body.reason,
      }),
    { rateLimit: STAFF_WRITE_LIMIT },
  );
  route(app, listCompanyApplications, async ({ user, query }) => {
    await staff(user, "moderator");
    return listApplications(db, query);
  });
  route(app, listContentReports, async ({ user, query }) => {
    await staff(user, "moderator");
    return listReports(db, query);
  });
  route(
    app,
    resolveContentReport,
    async ({ user, params, body }) => resolveReport(deps, await staff(user, "moderator"), params.id, body),
    { rateLimit: STAFF_WRITE_LIMIT },
  );
  route(app, listHarmfulContentReports, async ({ user, query }) => {
    await staff(user, "moderator");
    return listHarmfulReports(deps, query);
  });
  route(
    app,
    resolveHarmfulContentReport,
    async ({ user, params, body }) =>
      resolveHarmfulReport(deps, await staff(user, "moderator"), params.id, body),
    { rateLimit: STAFF_WRITE_LIMIT },
  );
  route(app, listModeratedComments, async ({ user, query }) => {
    await staff(user, "moderator");
    return listCommentsForModeration(db, query);
  });
  route(
    app,
    approveComment,
    async ({ user, params, body }) =>
      moderateComment(deps, await staff(user, "moderator"), params.id, "approve", { note: body.note }),
    { rateLimit: STAFF_WRITE_LIMIT },
  );
  route(
    app,
    hideComment,
    async ({ user, params, body }) =>
      moderateComment(deps, await staff(user, "moderator"), params.id, "hide", { reason: body.reason }),
    { rateLimit: STAFF_WRITE_LIMIT },
  );
  route(
    app,
    restoreComment,
    async ({ user, params, body }) =>
      moderateComment(deps, await staff(user, "moderator"), params.id, "restore", { reason: body.reason }),
    { rateLimit: STAFF_WRITE_LIMIT },
  );
  registerCollectiveModerationRoutes(app, deps, {
    staff: (user) => staff(user, "moderator"),
    writeLimit: STAFF_WRITE_LIMIT,
  });
  route(app, listBrandClaimsForReview, async ({ user, query }) => {
    await staff(user, "moderator");
    return listClaims(db, query);
  });
  route(
    app,
    reviewBrandClaim,
    async ({ user, params, body }) => reviewClaim(deps, await staff(user, "moderator"), params.id, body),
    { rateLimit: STAFF_WRITE_LIMIT },
  );

  // —— editor: articles and their taxonomy, the sensitive-word list ——
  registerArticleCmsRoutes(app, deps, {
    editor: (user) => staff(user, "editor"),
    writeLimit: STAFF_WRITE_LIMIT,
  });
  route(app, listSensitiveWords, async ({ user, query }) => {
    await staff(user, "editor");
    return listWords(db, query);
  });
  route(app, addSensitiveWord, async ({ user, body }) => addWord(deps, await staff(user, "editor"), body), {
    rateLimit: STAFF_WRITE_LIMIT,
  });
  route(
    app,
    deleteSensitiveWord,
    async ({ user, params }) => deleteWord(deps, await staff(user, "editor"), params.id),
    { rateLimit: STAFF_WRITE_LIMIT },
  );

  // —— admin: brands, enterprises, users; the staff log ——
  route(app, listAdminBrands, async ({ user, query }) => {
    await staff(user, "admin");
    return listBrands(db, query);
  });
  route(
    app,
    updateAdminBrand,
    async ({ user, params, body }) => updateBrand(deps, await staff(user, "admin"), params.id, body),
    { rateLimit: STAFF_WRITE_LIMIT },
  );
  route(app, listAdminEnterprises, async ({ user, query }) => {
    await staff(user, "admin");
    return listEnterprises(db, query);
  });
  route(
    app,
    createAdminEnterprise,
    async ({ user, body }) => createEnterprise(deps, await staff(user, "admin"), body),
    { rateLimit: STAFF_WRITE_LIMIT },
  );
  route(
    app,
    updateAdminEnterprise,
    async ({ user, params, body }) => updateEnterprise(deps, await staff(user, "admin"), params.id, body),
    { rateLimit: STAFF_WRITE_LIMIT },
  );
  route(app, listAdminUsers, async ({ user, query }) => {
    await staff(user, "admin");
    return listUsers(deps, query);
  });
  route(
    app,
    banUser,
    async ({ user, params, body }) => setUserBanned(deps, await staff(user, "admin"), params.id, true, body),
    { rateLimit: STAFF_WRITE_LIMIT },
  );
  route(
    app,
    unbanUser,
    async ({ user, params, body }) => setUserBanned(deps, await staff(user, "admin"), params.id, false, body),
    { rateLimit: STAFF_WRITE_LIMIT },
  );
  route(app, listStaffActions, async ({ user, query }) => {
    await staff(user, "admin");
    return listStaffLog(db, query);
  });
}
