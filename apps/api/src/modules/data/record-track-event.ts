import type { trackEvent } from "@tousu/contracts";
import { schema } from "@tousu/db";
import type { z } from "zod";
import type { AppDeps } from "../../app-deps";

/** Stores one decoded tracking event as seen by the visitor's browser. */
export async function recordTrackEvent(
  deps: Pick<AppDeps, "db">,
  event: z.infer<typeof trackEvent>,
  visitor: { userId: number | null; userAgent: string | undefined },
): Promise<void> {
  await deps.db.insert(schema.trackEvents).values({
    event: event.event,
    version: event.v,
    platform: event.platform,
    occurredAt: new Date(event.t * 1000),
    userId: visitor.userId,
    url: event.url,
    domain: event.domain,
    fromUrl: event.from_url,
    userAgent: visitor.userAgent?.slice(0, 300) ?? null,
  });
}
