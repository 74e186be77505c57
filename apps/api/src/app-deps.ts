import type { Database, PiiKeys } from "@tousu/db";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config";
import type { Counters } from "./lib/batched-counter";
import type { Captcha } from "./lib/captcha";
import type { LiveEvents } from "./lib/live-events";
import type { ReadThroughCache } from "./lib/read-through-cache";
import type { SensitiveWordFilter } from "./lib/sensitive-word-filter";
import type { Providers } from "./providers";

/** What every feature module receives: built once per app, passed explicitly (no globals). */
export interface AppDeps {
  config: Config;
  db: Database;
  providers: Providers;
  /** The one sensitive-word filter of this node; an edit in the console invalidates every node's (decision 099). */
  sensitiveWords: SensitiveWordFilter;
  piiKeys: PiiKeys;
  /** Signs session tokens, so a token this server never issued is refused without a lookup. */
  sessionTokenKey: Buffer;
  captcha: Captcha;
  /** For work outside a request (jobs, after-commit notices); request handlers use request.log. */
  log: FastifyBaseLogger;
  /** Complaint views and searched keywords, counted in memory and written in batches. */
  counters: Counters;
  /** What the event service's streams hear, on every node (decision 101); published after commits. */
  liveEvents: LiveEvents;
  /** Public reads that many visitors share (lists, search, figures); never per-user data. */
  cache: ReadThroughCache;
}
