import { PassThrough } from "node:stream";
import { LIVE_EVENT_RETRY_MS } from "@tousu/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppDeps } from "../../app-deps";
import type { LiveEvent } from "../../lib/live-events";
import type { MediaAnswer } from "../../lib/route";

/** What a stream's first message may add: a figure the page needs at once (the unread counts). */
type FirstFigure = () => Promise<Omit<LiveEvent, "id"> | null>;

/**
 * The streams this service holds open, ended when the server closes (an open response would keep
 * it from closing).
 */
export function createOpenStreams() {
  const open = new Set<PassThrough>();
  return {
    add: (stream: PassThrough) => open.add(stream),
    delete: (stream: PassThrough) => open.delete(stream),
    endAll() {
      for (const stream of open) stream.end();
      open.clear();
    },
  };
}

export type OpenStreams = ReturnType<typeof createOpenStreams>;

/**
 * A server-sent event stream of `topics` (decision 101): `retry:` first, the events kept since
 * `lastEventId` (a reconnect's `Last-Event-ID`), the first figure, then each event as it is published
 * and a comment every heartbeat so proxies keep the idle connection open. It ends when the browser
 * leaves.
 */
export async function openEventStream(
  deps: Pick<AppDeps, "liveEvents" | "config" | "log">,
  reply: FastifyReply,
  openStreams: OpenStreams,
  options: { topics: readonly string[]; lastEventId: number | null; firstFigure?: FirstFigure },
): Promise<MediaAnswer> {
  const body = new PassThrough();
  const write = (text: string) => {
    if (!body.writableEnded) body.write(text);
  };
  write(`retry: ${LIVE_EVENT_RETRY_MS}\n\n`);
  const detach = await deps.liveEvents.attach(
    { topics: options.topics, send: (event) => write(formatEvent(event)) },
    options.lastEventId,
  );
  const heartbeat = setInterval(() => write(": heartbeat\n\n"), deps.config.EVENT_HEARTBEAT_MS);
  openStreams.add(body);
  const end = () => {
    clearInterval(heartbeat);
    detach();
    openStreams.delete(body);
    body.end();
  };
  // The response closes when the browser leaves (the request's own close comes once it was read).
  reply.raw.once("close", end);
  body.once("close", end);
  const first = await options.firstFigure?.().catch((error: unknown) => {
    deps.log.warn({ err: error }, "live events: the first figure was not read");
    return null;
  });
  if (first) write(formatEvent({ id: null, ...first }));
  return {
    body,
    contentType: "text/event-stream; charset=utf-8",
    headers: {
      "cache-control": "no-cache, no-transform",
      // nginx and the load balancers that follow it would otherwise hold the events in a buffer.
      "x-accel-buffering": "no",
      // A stream's connection is never reused: closed with it, it holds up no node's shutdown.
      connection: "close",
    },
  };
}

/** One message in the event-stream format; the JSON of `data` holds no newline. */
function formatEvent(event: LiveEvent): string {
  const id = event.id === null ? "" : `id: ${event.id}\n`;
  return `${id}event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/** A reconnect's `Last-Event-ID` header, or the helper's `last_event_id` when it reopened the stream itself. */
export function lastEventIdOf(request: FastifyRequest, fromQuery: number | undefined): number | null {
  const header = request.headers["last-event-id"];
  if (typeof header === "string" && /^\d{1,15}$/.test(header)) return Number(header);
  return fromQuery ?? null;
}
