import {
  createBrandClaim,
  exportCompanyComplaints,
  getCompanyComplaint,
  getCompanyDashboard,
  getCompanyMe,
  getCompanyVisits,
  inviteCompanyMember,
  listBrandClaims,
  listCompanyComplaints,
  listCompanyMembers,
  removeCompanyMember,
} from "@tousu/contracts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { requireEnterpriseMember } from "../../lib/authorization";
import { csvDownload } from "../../lib/csv";
import { route } from "../../lib/route";
import { claimBrand, listClaims } from "./brand-claims";
import { listCompanyComplaintsForExport, listCompanyInbox, loadCompanyComplaint } from "./company-complaints";
import { companyComplaintsCsv } from "./complaint-csv";
import { loadCompanyDashboard } from "./dashboard";
import { loadCompanyMemberships } from "./load-company-memberships";
import { loadCompanyVisits } from "./load-company-visits";
import { inviteMember, listMembers, removeMember } from "./members";

/** The company portal's API (/company/*); every call is scoped to one enterprise the caller belongs to. */
export function registerCompanyPortalRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  // Not a membership check: the portal asks this first to learn whether to show itself at all.
  route(app, getCompanyMe, ({ user }) => loadCompanyMemberships(deps, user.id));

  route(app, listCompanyComplaints, async ({ user, query }) => {
    const { enterpriseId } = await requireEnterpriseMember(db, user, { enterpriseId: query.enterprise_id });
    return listCompanyInbox(db, enterpriseId, query);
  });

  route(
    app,
    exportCompanyComplaints,
    async ({ user, query }) => {
      const { enterpriseId } = await requireEnterpriseMember(db, user, { enterpriseId: query.enterprise_id });
      const records = await listCompanyComplaintsForExport(db, enterpriseId, query);
      const day = deps.providers.now().toISOString().slice(0, 10);
      return csvDownload(companyComplaintsCsv(records), `complaints-${day}.csv`, `投诉导出-${day}.csv`);
    },
    { rateLimit: { max: 10, timeWindow: "1 minute" } },
  );

  route(app, getCompanyComplaint, ({ user, params }) => loadCompanyComplaint(deps, user, params.id));

  route(app, getCompanyDashboard, async ({ user, query }) => {
    const { enterpriseId } = await requireEnterpriseMember(db, user, { enterpriseId: query.enterprise_id });
    return loadCompanyDashboard(db, enterpriseId, deps.providers.now(), query.days);
  });

  route(app, getCompanyVisits, async ({ user, query }) => {
    const { enterpriseId } = await requireEnterpriseMember(db, user, { enterpriseId: query.enterprise_id });
    return loadCompanyVisits(db, enterpriseId, deps.providers.now(), query.days);
  });

  route(app, listCompanyMembers, async ({ user, query }) => {
    const { enterpriseId } = await requireEnterpriseMember(db, user, { enterpriseId: query.enterprise_id });
    return listMembers(deps, enterpriseId);
  });

  route(
    app,
    inviteCompanyMember,
    async ({ user, query, body }) => {
      const { enterpriseId } = await requireEnterpriseMember(db, user, {
        enterpriseId: query.enterprise_id,
        ownerOnly: true,
      });
      return inviteMember(deps, enterpriseId, body);
    },
    { rateLimit: { max: 30, timeWindow: "1 hour" } },
  );

  route(app, removeCompanyMember, async ({ user, query, params }) => {
    const { enterpriseId } = await requireEnterpriseMember(db, user, {
      enterpriseId: query.enterprise_id,
      ownerOnly: true,
    });
    await removeMember(deps, enterpriseId, params.userId);
    return { user_id: params.userId };
  });

  route(app, listBrandClaims, async ({ user, query }) => {
    const { enterpriseId } = await requireEnterpriseMember(db, user, { enterpriseId: query.enterprise_id });
    return listClaims(deps, enterpriseId);
  });

  route(app, createBrandClaim, async ({ user, query, body }) => {
    const { enterpriseId } = await requireEnterpriseMember(db, user, {
      enterpriseId: query.enterprise_id,
      ownerOnly: true,
    });
    return claimBrand(deps, {
      enterpriseId,
      applicantId: user.id,
      brandId: body.brand_id,
      evidence: body.evidence,
    });
  });
}
