import type { AppDeps } from "../app-deps";
import type { Config } from "../config";
import type { JobDefinition } from "../jobs/job-queue";
import { dataServiceJobs } from "./data";
import { lawyerServiceJobs } from "./lawyer-service";
import { lifeServiceJobs } from "./life-service";
import { mainServiceJobs } from "./main-service";

/**
 * The jobs a process works: those of each service it serves (docs/decisions/055). Each job belongs
 * to one service, so a process serving several registers each job once; nodes running the same
 * service share its queues (decision 031).
 */
export function servedJobs(services: Config["SERVICES"], deps: AppDeps): JobDefinition[] {
  return [
    ...(services.includes("main") ? mainServiceJobs(deps) : []),
    ...(services.includes("lawyer") ? lawyerServiceJobs(deps) : []),
    ...(services.includes("life") ? lifeServiceJobs(deps) : []),
    ...(services.includes("data") ? dataServiceJobs(deps) : []),
  ];
}
