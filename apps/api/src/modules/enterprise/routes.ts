import {
  createAdminEnterprise,
  getEnterprise,
  listAdminEnterprises,
  updateAdminEnterprise,
} from "@tousu/contracts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { route } from "../../lib/route";
import { STAFF_WRITE_LIMIT } from "../../lib/staff-actions";
import { createEnterprise } from "./create-enterprise";
import { listEnterprisesForAdmin } from "./list-enterprises-for-admin";
import { loadEnterprisePage } from "./load-enterprise-page";
import { updateEnterprise } from "./update-enterprise";

export function registerEnterpriseRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, getEnterprise, ({ params }) => loadEnterprisePage(deps, params.id));

  // —— the console: admins register, edit and verify enterprises ——
  route(app, listAdminEnterprises, ({ query }) => listEnterprisesForAdmin(deps.db, query));
  route(app, createAdminEnterprise, ({ user, body }) => createEnterprise(deps, user.id, body), {
    rateLimit: STAFF_WRITE_LIMIT,
  });
  route(
    app,
    updateAdminEnterprise,
    ({ user, params, body }) => updateEnterprise(deps, user.id, params.id, body),
    { rateLimit: STAFF_WRITE_LIMIT },
  );
}
