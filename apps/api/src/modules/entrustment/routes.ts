import {
  acceptEntrustment,
  addEntrustmentProgress,
  closeEntrustment,
  confirmEntrustment,
  declineEntrustment,
  getEntrustmentFile,
  getEntrustPage,
  getLawyerCase,
  getLawyerInbox,
  listMyEntrustments,
  rateEntrustment,
  requestEntrustment,
  withdrawEntrustment,
} from "@tousu/contracts";
import { fenOfYuan } from "@tousu/domain";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { perUserRateLimitKey } from "../../lib/rate-limit-keys";
import { route } from "../../lib/route";
import { readEntrustmentFile } from "./complaint-file";
import { readEntrustPage } from "./entrust-page";
import { takeEntrustmentStep } from "./entrustment-steps";
import { readLawyerCase } from "./lawyer-case";
import { readLawyerInbox } from "./lawyer-inbox";
import { listOwnEntrustments } from "./my-entrustments";
import { requestComplaintEntrustment } from "./request-entrustment";

/** A consumer asking lawyer after lawyer in a burst is someone scripting it. */
const REQUESTS_PER_HOUR = 20;

export function registerEntrustmentRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, getEntrustPage, ({ params, user }) => readEntrustPage(deps, user.id, params.id));
  route(
    app,
    requestEntrustment,
    ({ params, body, user }) => requestComplaintEntrustment(deps, user.id, params.id, body),
    { rateLimit: { max: REQUESTS_PER_HOUR, timeWindow: "1 hour", keyGenerator: perUserRateLimitKey } },
  );
  route(app, withdrawEntrustment, ({ params, user }) =>
    takeEntrustmentStep(deps, user, params.id, { action: "withdraw" }),
  );
  route(app, confirmEntrustment, ({ params, user }) =>
    takeEntrustmentStep(deps, user, params.id, { action: "confirm" }),
  );
  route(app, rateEntrustment, ({ params, body, user }) =>
    takeEntrustmentStep(deps, user, params.id, { action: "rate", rating: body.rating }),
  );
  route(app, listMyEntrustments, ({ query, user }) => listOwnEntrustments(deps, user.id, query));
  route(app, getLawyerInbox, ({ user }) => readLawyerInbox(deps, user));
  route(app, getLawyerCase, ({ params, user }) => readLawyerCase(deps, user, params.id));
  route(app, acceptEntrustment, ({ params, body, user }) =>
    takeEntrustmentStep(deps, user, params.id, {
      action: "accept",
      quoteFen: fenOfYuan(body.quote_yuan),
      plan: body.plan,
    }),
  );
  route(app, declineEntrustment, ({ params, body, user }) =>
    takeEntrustmentStep(deps, user, params.id, { action: "decline", reason: body.reason }),
  );
  route(app, addEntrustmentProgress, ({ params, body, user }) =>
    takeEntrustmentStep(deps, user, params.id, { action: "note", content: body.content }),
  );
  route(app, closeEntrustment, ({ params, body, user }) =>
    takeEntrustmentStep(deps, user, params.id, { action: "close", outcome: body.outcome }),
  );
  route(app, getEntrustmentFile, ({ params, user }) => readEntrustmentFile(deps, user, params.id));
}
