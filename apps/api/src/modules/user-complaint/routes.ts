import { getUserComplaint } from "@tousu/contracts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { route } from "../../lib/route";
import { loadUserComplaint } from "./load-user-complaint";

export function registerUserComplaintRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, getUserComplaint, ({ user, params }) => loadUserComplaint(deps, user.id, params.id));
}
