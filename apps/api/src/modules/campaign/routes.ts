import {
  applyToCampaign,
  createCampaign,
  createCampaignSection,
  getAdminCampaign,
  getCampaign,
  getCompanyCampaigns,
  getComplaintStoryCampaigns,
  listAdminCampaigns,
  listCampaigns,
  nominateCampaignPlayer,
  nominateComplaintStory,
  publishCampaignResults,
  reviewCampaignPlayer,
  searchCampaignNominees,
  updateCampaign,
  updateCampaignSection,
} from "@tousu/contracts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { requireEnterpriseMember } from "../../lib/authorization";
import { route } from "../../lib/route";
import { STAFF_WRITE_LIMIT } from "../../lib/staff-actions";
import { applyToCampaign as apply, loadCompanyCampaigns } from "./company-campaigns";
import {
  createCampaignRow,
  createSection,
  listAdminCampaigns as listForConsole,
  loadAdminCampaign,
  nominatePlayer,
  reviewPlayer,
  updateCampaignRow,
  updateSection,
} from "./console-campaigns";
import { loadComplaintStoryCampaigns, nominateComplaintStory as nominateStory } from "./consumer-stories";
import { findCampaignNominees } from "./find-nominees";
import { listCampaigns as listPublic } from "./list-campaigns";
import { loadCampaign } from "./load-campaign";
import { publishCampaignResults as publish } from "./publish-results";

/** Applications and nominations are few: this only stops a runaway script. */
const APPLICATION_LIMIT = { max: 20, timeWindow: "1 hour" };

export function registerCampaignRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const staff = (userId: number) => ({ staffId: userId, now: deps.providers.now() });

  route(app, listCampaigns, ({ query }) => listPublic(deps, query));
  route(app, getCampaign, ({ params }) => loadCampaign(deps, params.key));

  // —— the console: editors run the campaigns ——
  route(app, listAdminCampaigns, ({ query }) => listForConsole(deps, query));
  route(app, getAdminCampaign, ({ params }) => loadAdminCampaign(deps, params.id));
  const write = { rateLimit: STAFF_WRITE_LIMIT };
  route(app, createCampaign, ({ user, body }) => createCampaignRow(db, body, staff(user.id)), write);
  route(
    app,
    updateCampaign,
    ({ user, params, body }) => updateCampaignRow(deps, params.id, body, staff(user.id)),
    write,
  );
  route(
    app,
    createCampaignSection,
    ({ user, params, body }) => createSection(db, params.id, body, staff(user.id)),
    write,
  );
  route(
    app,
    updateCampaignSection,
    ({ user, params, body }) => updateSection(db, params.id, body, staff(user.id)),
    write,
  );
  route(app, searchCampaignNominees, ({ query }) => findCampaignNominees(db, query.keyword));
  route(
    app,
    nominateCampaignPlayer,
    ({ user, params, body }) => nominatePlayer(deps, params.id, body, staff(user.id)),
    write,
  );
  route(
    app,
    reviewCampaignPlayer,
    ({ user, params, body }) => reviewPlayer(deps, params.id, body, staff(user.id)),
    write,
  );
  route(app, publishCampaignResults, ({ user, params }) => publish(deps, params.id, user.id), write);

  // —— the company portal ——
  route(app, getCompanyCampaigns, async ({ user, query }) => {
    const { enterpriseId } = await requireEnterpriseMember(db, user, { enterpriseId: query.enterprise_id });
    return loadCompanyCampaigns(deps, enterpriseId);
  });
  route(
    app,
    applyToCampaign,
    async ({ user, query, body }) => {
      const { enterpriseId } = await requireEnterpriseMember(db, user, { enterpriseId: query.enterprise_id });
      return apply(deps, {
        enterpriseId,
        userId: user.id,
        sectionId: body.section_id,
        statement: body.statement,
      });
    },
    { rateLimit: APPLICATION_LIMIT },
  );

  // —— a consumer's story ——
  route(app, getComplaintStoryCampaigns, ({ user, params }) =>
    loadComplaintStoryCampaigns(deps, user.id, params.id),
  );
  route(
    app,
    nominateComplaintStory,
    ({ user, params, body }) =>
      nominateStory(deps, {
        userId: user.id,
        complaintId: params.id,
        sectionId: body.section_id,
        statement: body.statement,
      }),
    { rateLimit: APPLICATION_LIMIT },
  );
}
