import {
  getComplaintRelation,
  getProblemExplainList,
  getSubtypeList,
  getTypeList,
  getTypeTree,
} from "@tousu/contracts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { CACHE_TTL_MS } from "../../lib/read-through-cache";
import { route } from "../../lib/route";
import { listComplaintSubtypes, listComplaintTypes, loadTypeTree } from "./list-complaint-types";
import { listProblemExplanations } from "./list-problem-explanations";
import { loadComplaintRelation } from "./load-complaint-relation";

export function registerTaxonomyRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, getTypeList, () => listComplaintTypes(deps));
  route(app, getSubtypeList, ({ params }) => listComplaintSubtypes(deps, params.id));
  route(app, getTypeTree, () => loadTypeTree(deps), {
    cachedAnswer: { cache: deps.cache, key: () => "type-tree", ttlMs: CACHE_TTL_MS.figures },
  });
  route(app, getComplaintRelation, ({ query }) => loadComplaintRelation(deps, query));
  route(app, getProblemExplainList, ({ query }) => listProblemExplanations(deps, query.subtype_id));
}
