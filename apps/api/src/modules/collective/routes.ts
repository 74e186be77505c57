import {
  getCollectiveDetail,
  getCollectiveList,
  getCollectiveSubComplaints,
  getComplaintCollectiveInfo,
} from "@tousu/contracts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { route } from "../../lib/route";
import { findComplaintCollective } from "./find-complaint-collective";
import { listCollectiveMembers } from "./list-collective-members";
import { listCollectives } from "./list-collectives";
import { loadCollectiveDetail } from "./load-collective-detail";
import { registerCollectiveReplyRoutes } from "./reply-routes";

export function registerCollectiveRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCollectiveReplyRoutes(app, deps);
  route(app, getCollectiveList, ({ query }) => listCollectives(deps, query));
  route(app, getCollectiveDetail, ({ params }) => loadCollectiveDetail(deps, params.id));
  route(app, getComplaintCollectiveInfo, ({ params }) => findComplaintCollective(deps, params.id));
  route(app, getCollectiveSubComplaints, ({ query }) => listCollectiveMembers(deps, query));
}
