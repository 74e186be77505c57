import {
  listVipBillMismatches,
  listVipReconciliations,
  rerunVipReconciliation,
  resolveVipBillMismatch,
} from "@tousu/contracts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { route } from "../../lib/route";
import { STAFF_WRITE_LIMIT } from "../../lib/staff-actions";
import {
  listBillMismatches,
  listReconciliationRuns,
  rerunReconciliation,
  resolveBillMismatch,
} from "./reconciliation-console";

export function registerVipReconciliationRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, listVipReconciliations, ({ query }) => listReconciliationRuns(deps, query));
  route(app, rerunVipReconciliation, ({ user, body }) => rerunReconciliation(deps, user.id, body), {
    rateLimit: STAFF_WRITE_LIMIT,
  });
  route(app, listVipBillMismatches, ({ query }) => listBillMismatches(deps, query));
  route(
    app,
    resolveVipBillMismatch,
    ({ user, params, body }) => resolveBillMismatch(deps, user.id, params.id, body.note),
    { rateLimit: STAFF_WRITE_LIMIT },
  );
}
