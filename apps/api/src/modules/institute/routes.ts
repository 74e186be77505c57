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

  route(app, listInstituteReports, ({ query }) => listPublishedReports(db, query));
  route(app, getInstituteReport, ({ params }) => loadPublishedReport(db, params.id));

  // Reports are the editors' work (and admins'): their contracts admit editors alone (decision 072).
  route(app, listConsoleInstituteReports, ({ query }) => listConsoleReports(db, query));
  route(app, listInstituteSectors, async () => {
    const sectors = await readSectors(db);
    return sectors.map((sector) => ({ name: sector.name, brand_count: sector.brandCount }));
  });
  const write = { rateLimit: STAFF_WRITE_LIMIT };
  route(app, generateInstituteReport, ({ user, body }) => generateReport(deps, user.id, body), write);
  route(
    app,
    updateInstituteCommentary,
    ({ user, params, body }) => updateCommentary(deps, user.id, params.id, body.commentary),
    write,
  );
  route(
    app,
    regenerateInstituteReport,
    ({ user, params }) => regenerateReport(deps, user.id, params.id),
    write,
  );
  route(app, publishInstituteReport, ({ user, params }) => publishReport(deps, user.id, params.id), write);
  route(app, withdrawInstituteReport, ({ user, params }) => withdrawReport(deps, user.id, params.id), write);
}
