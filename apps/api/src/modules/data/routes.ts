import { logTrack, trackEvent } from "@tousu/contracts";
import { decryptContent } from "@tousu/domain/content-cipher";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { badRequest } from "../../lib/app-error";
import { route } from "../../lib/route";
import { requireStorableText } from "../../lib/storable-text";
import { recordTrackEvent } from "./record-track-event";

/** The data (tracking) service (docs/product/overview.md#services-and-hosts), mounted under /data. */
export function registerDataService(scope: FastifyInstance, deps: AppDeps): void {
  route(
    scope,
    logTrack,
    async ({ body, user, request }) => {
      const event = decodeTrackEvent(body.code, deps.config.CONTENT_AES_KEY);
      await recordTrackEvent(deps, event, {
        // The client's uid is a claim; a valid session is the truth when there is one.
        userId: user?.id ?? null,
        userAgent: request.headers["user-agent"],
      });
      return null;
    },
    { rateLimit: { max: 120, timeWindow: "1 minute" } },
  );
}

function decodeTrackEvent(code: string, key: string) {
  let json: unknown;
  try {
    json = JSON.parse(decryptContent(code, key));
  } catch {
    throw badRequest("事件数据无法解密");
  }
  requireStorableText(json);
  const parsed = trackEvent.safeParse(json);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? "事件数据格式有误");
  return parsed.data;
}
