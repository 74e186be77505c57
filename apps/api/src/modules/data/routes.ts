import { logTrack, TRACK_CODE_MAX } from "@tousu/contracts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { route } from "../../lib/route";
import { createTrackRecorder } from "./record-track-event";
import { createOfflineRegionLookup } from "./track-regions";
import { createPgTrackStore } from "./track-store";

/** The body of one beacon: its event and token, with room for JSON's quoting. */
const TRACK_BODY_LIMIT_BYTES = TRACK_CODE_MAX + 2_048;

/** The data (tracking) service (docs/product/overview.md#services-and-hosts), mounted under /data. */
export function registerDataService(scope: FastifyInstance, deps: AppDeps): void {
  const record = createTrackRecorder(deps, createPgTrackStore(deps.db), createOfflineRegionLookup());
  route(
    scope,
    logTrack,
    async ({ body, user, request }) => {
      await record(body.code, body.token, {
        address: request.ip,
        userAgent: request.headers["user-agent"],
        userId: user?.id ?? null,
      });
      return null;
    },
    {
      // Per address, whoever is logged in: a visitor browsing fast sends a few events a minute, and
      // the limit guards the store against one sender's flood.
      rateLimit: {
        max: deps.config.TRACK_EVENTS_PER_MINUTE_PER_IP,
        timeWindow: "1 minute",
        keyGenerator: (request) => `ip:${request.ip}`,
      },
      bodyLimit: TRACK_BODY_LIMIT_BYTES,
    },
  );
}
