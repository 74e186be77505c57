import {
  getMyScores,
  listConsoleFeedback,
  listMyComplaints,
  listPushMessages,
  markFeedbackHandled,
  readPushMessage,
  submitFeedback,
} from "@tousu/contracts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { perUserRateLimitKey } from "../../lib/rate-limit-keys";
import { route } from "../../lib/route";
import { STAFF_WRITE_LIMIT } from "../../lib/staff-actions";
import { uploaderOf } from "../upload";
import { countUnreadMessages } from "../user";
import { listConsoleFeedbackOf } from "./list-console-feedback";
import { markFeedbackHandledBy } from "./mark-feedback-handled";
import { listMyComplaintsOf } from "./my-complaints";
import { loadPointsLedger } from "./points-ledger";
import { listMessages, markMessagesRead } from "./push-message-inbox";
import { storeFeedback } from "./store-feedback";

export function registerUserCentreRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, listPushMessages, ({ user, query }) => listMessages(deps, user.id, query));

  route(app, readPushMessage, async ({ user, params, body }) => {
    await markMessagesRead(deps, user.id, { id: params.id, kind: body.kind });
    return countUnreadMessages(deps, user.id);
  });

  route(app, listMyComplaints, ({ user, query }) => listMyComplaintsOf(deps, user.id, query));

  route(app, getMyScores, ({ user, query }) => loadPointsLedger(deps, user.id, query));

  route(app, listConsoleFeedback, ({ query }) => listConsoleFeedbackOf(deps, query));

  route(app, markFeedbackHandled, ({ user, params }) => markFeedbackHandledBy(deps, user.id, params.id), {
    rateLimit: STAFF_WRITE_LIMIT,
  });

  route(
    app,
    submitFeedback,
    ({ user, body, request }) => storeFeedback(deps, uploaderOf(request, user), body),
    {
      rateLimit: {
        max: 5,
        timeWindow: "10 minutes",
        keyGenerator: perUserRateLimitKey,
      },
    },
  );
}
