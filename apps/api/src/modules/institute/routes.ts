import {
  generateInstituteReport,
  getInstituteReport,
  listConsoleInstituteReports,
  listInstituteReports,
  listInstituteSectors,
  publishInstituteReport,
  regenerateInstituteReport,
  updateInstituteCommentary,
  withdrawInstituteReport,
} from "@tousu/contracts";
import { listInstituteSectors as readSectors } from "@tousu/db";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { requireStaff } from "../../lib/authorization";
import type { AuthenticatedUser } from "../../lib/request-user";
import { route } from "../../lib/route";
import {
  generateReport,
  listConsoleReports,
  listPublishedReports,
  loadPublishedReport,
  publishReport,
  regenerateReport,
  updateCommentary,
  withdrawReport,
} from "./institute-reports";

// Staff writes are few and deliberate; the limit only stops a runaway script.
const STAFF_WRITE_LIMIT = { max: 120, timeWindow: "1 minute" };

export function registerInstituteRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  /** Reports are the editors' work (and admins'). */
  const editor = async (user: AuthenticatedUser) => {
    await requireStaff(db, user, "editor");
    return user.id;
  };

  route(app, listInstituteReports, ({ query }) => listPublishedReports(db, query));
  route(app, getInstituteReport, ({ params }) => loadPublishedReport(db, params.id));

  route(app, listConsoleInstituteReports, async ({ user, query }) => {
    await editor(user);
    return listConsoleReports(db, query);
  });
  route(app, listInstituteSectors, async ({ user }) => {
    await editor(user);
    const sectors = await readSectors(db);
    return sectors.map((sector) => ({ name: sector.name, brand_count: sector.brandCount }));
  });
  const write = { rateLimit: STAFF_WRITE_LIMIT };
  route(
    app,
    generateInstituteReport,
    async ({ user, body }) => generateReport(deps, await editor(user), body),
    write,
  );
  route(
    app,
    updateInstituteCommentary,
    async ({ user, params, body }) => updateCommentary(deps, await editor(user), params.id, body.commentary),
    write,
  );
  route(
    app,
    regenerateInstituteReport,
    async ({ user, params }) => regenerateReport(deps, await editor(user), params.id),
    write,
  );
  route(
    app,
    publishInstituteReport,
    async ({ user, params }) => publishReport(deps, await editor(user), params.id),
    write,
  );
  route(
    app,
    withdrawInstituteReport,
    async ({ user, params }) => withdrawReport(deps, await editor(user), params.id),
    write,
  );
}
