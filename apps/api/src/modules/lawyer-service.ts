import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../app-deps";
import type { JobDefinition } from "../jobs/job-queue";
import { entrustmentLapseJob, registerEntrustmentRoutes } from "./entrustment";
import { registerEntrustmentMessageRoutes } from "./entrustment-messages";
import { lawyerRecheckJob, registerLawyerAccountRoutes } from "./lawyer-accounts";
import { registerLawyerDirectoryRoutes } from "./lawyer-directory";
import { registerLawyerMediatorRoutes } from "./mediation";

/**
 * The lawyer service (docs/product/overview.md#services-and-hosts), mounted under /lawyer: what
 * lawyers and their clients call about lawyers, entrustments and mediation. Like /mall and /life it
 * can run as its own process (`SERVICES=lawyer`).
 */
export function registerLawyerService(scope: FastifyInstance, deps: AppDeps): void {
  registerLawyerAccountRoutes(scope, deps);
  registerLawyerDirectoryRoutes(scope, deps);
  registerEntrustmentRoutes(scope, deps);
  registerEntrustmentMessageRoutes(scope, deps);
  registerLawyerMediatorRoutes(scope, deps);
}

/** The durable jobs of the lawyer service: the yearly re-check and the 48-hour lapse of requests. */
export function lawyerServiceJobs(deps: AppDeps): JobDefinition[] {
  return [lawyerRecheckJob(deps), entrustmentLapseJob(deps)];
}
