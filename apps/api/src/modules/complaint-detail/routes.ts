import {
  getComplaintDetail,
  getComplaintPage,
  getComplaintTimeline,
  getProgressAuditLog,
  getProgressContentByType,
  getRecommendedComplaints,
  likeComplaint,
} from "@tousu/contracts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { route } from "../../lib/route";
import { loadVisibleComplaint } from "./complaint-visibility";
import { likePublicComplaint } from "./like-complaint";
import { loadComplaintDetail } from "./load-complaint-detail";
import { loadComplaintPage } from "./load-complaint-page";
import { progressContents } from "./progress-content";
import { publicAuditLog, publicTimeline } from "./progress-records";
import { recommendComplaints } from "./recommend-complaints";

/** The public complaint page's reads: detail, timeline, audit log, help texts, related complaints. */
export function registerComplaintDetailRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, getComplaintDetail, ({ params, user }) =>
    loadComplaintDetail(deps, user?.id ?? null, params.id),
  );

  route(app, getComplaintPage, ({ params, user }) => loadComplaintPage(deps, user?.id ?? null, params.id));

  route(app, getComplaintTimeline, async ({ params, user }) =>
    publicTimeline((await loadVisibleComplaint(deps, user?.id ?? null, params.id)).record),
  );

  route(app, getProgressAuditLog, async ({ params, user }) =>
    publicAuditLog((await loadVisibleComplaint(deps, user?.id ?? null, params.id)).record),
  );

  route(app, likeComplaint, ({ params, user }) => likePublicComplaint(deps, params.id, user.id));

  route(app, getProgressContentByType, async ({ query }) => progressContents(query.type));

  route(app, getRecommendedComplaints, ({ params, query, user }) =>
    recommendComplaints(deps, user?.id ?? null, params.id, query.page_size),
  );
}
