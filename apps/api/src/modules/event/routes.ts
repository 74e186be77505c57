import { openEventStream as openEventStreamContract, openPublicEventStream } from "@tousu/contracts";
import { LIVE_EVENT_RETRY_MS, LIVE_EVENT_TYPES, LIVE_STREAMS_PER_ACCOUNT, liveTopics } from "@tousu/domain";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { badRequest, overLimit } from "../../lib/app-error";
import { route } from "../../lib/route";
import { holdsLiveLoginTicket } from "../auth";
import { countUnreadMessages } from "../user";
import { createOpenStreams, lastEventIdOf, openEventStream } from "./open-event-stream";

/** One answer for a ticket unknown, expired or asked for by another browser, as the login poll gives. */
const UNKNOWN_TICKET = "二维码无效或已过期，请刷新二维码";
const TOO_MANY_STREAMS = "打开的页面过多，请关闭部分页面后重试";

/** The event service (docs/product/overview.md#services-and-hosts), mounted under /event. */
export function registerEventService(scope: FastifyInstance, deps: AppDeps): void {
  const openStreams = createOpenStreams();
  scope.addHook("preClose", async () => openStreams.endAll());

  route(scope, openEventStreamContract, async ({ user, query, request, reply }) => {
    const own = liveTopics.user(user.id);
    if (deps.liveEvents.streamCount(own) >= LIVE_STREAMS_PER_ACCOUNT) {
      // As long as a browser waits to reconnect: a tab may have closed by then.
      throw overLimit(TOO_MANY_STREAMS, LIVE_EVENT_RETRY_MS / 1000);
    }
    return openEventStream(deps, reply, openStreams, {
      topics: [own, ...(query.campaign === undefined ? [] : [liveTopics.campaign(query.campaign)])],
      lastEventId: lastEventIdOf(request, query.last_event_id),
      firstFigure: async () => ({
        topic: own,
        type: LIVE_EVENT_TYPES.unread,
        data: await countUnreadMessages(deps, user.id),
      }),
    });
  });

  route(
    scope,
    openPublicEventStream,
    async ({ query, request, reply }) => {
      const ticket = query.login_ticket;
      if (ticket !== undefined && !(await holdsLiveLoginTicket(deps, request, ticket))) {
        throw badRequest(UNKNOWN_TICKET);
      }
      return openEventStream(deps, reply, openStreams, {
        topics: [
          ...(ticket === undefined ? [] : [liveTopics.loginTicket(ticket)]),
          ...(query.campaign === undefined ? [] : [liveTopics.campaign(query.campaign)]),
        ],
        lastEventId: lastEventIdOf(request, query.last_event_id),
      });
    },
    // An address opening streams over and over (every EventSource reconnect is one) is held back.
    { rateLimit: { max: 60, timeWindow: "1 minute" } },
  );
}
