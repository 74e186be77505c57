import { listEntrustmentMessages, sendEntrustmentMessage } from "@tousu/contracts";
import { ENTRUSTMENT_MESSAGES_PER_MINUTE } from "@tousu/domain";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { perUserRateLimitKey } from "../../lib/rate-limit-keys";
import { route } from "../../lib/route";
import { readConversation, sendMessage } from "./conversation";

export function registerEntrustmentMessageRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, listEntrustmentMessages, ({ params, query, user }) =>
    readConversation(deps, user, params.id, query),
  );
  route(
    app,
    sendEntrustmentMessage,
    ({ params, body, user }) => sendMessage(deps, user, params.id, body.content),
    {
      rateLimit: {
        max: ENTRUSTMENT_MESSAGES_PER_MINUTE,
        timeWindow: "1 minute",
        keyGenerator: perUserRateLimitKey,
      },
    },
  );
}
