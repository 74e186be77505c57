import { schema } from "@tousu/db";
import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppDeps } from "../../app-deps";
import { busy, overLimit } from "../../lib/app-error";
import { namedLimit } from "../../lib/rate-limit-keys";
import { makeOnce } from "../../providers/shared-state/made-once";

/** How many first renders wait for their turn beyond those being drawn; more are told to try again. */
export const POSTER_RENDERS_WAITING = 4;

/** What a refused first render says: over the address's limit (429), or the platform busy (503). */
export const POSTER_RENDERS_TOO_FREQUENT = "海报生成过于频繁，请稍后再试";
export const POSTER_RENDERS_BUSY = "海报生成繁忙，请稍后再试";

/** When to come back to a full queue of this process: a few renders' time. */
const QUEUE_RETRY_SECONDS = 5;
/**
 * How long a node's hold on drawing one poster lasts if it is never released (the node died): a
 * draw takes a tenth of a second to a second, its code from WeChat a few more at worst.
 */
const POSTER_HOLD_MS = 15_000;
const MINUTE_MS = 60_000;
/** Minutes of the shared count kept; older ones are deleted as a new minute begins. */
const KEPT_MINUTES = 60;

const { posterRenderMinutes } = schema;

/** Draws one poster that is not stored yet, under the limits below. */
export type FirstRender = (key: string, draw: () => Promise<void>) => Promise<void>;

/**
 * At most `concurrent` pieces of work at once and `waiting` more in line; beyond that the work is
 * refused at once rather than queued without end.
 */
export function createRenderGate(concurrent: number, waiting: number) {
  let active = 0;
  const queue: (() => void)[] = [];
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (active < concurrent) active += 1;
    else if (queue.length < waiting) await new Promise<void>((resolve) => queue.push(resolve));
    else throw busy(POSTER_RENDERS_BUSY, QUEUE_RETRY_SECONDS);
    try {
      return await work();
    } finally {
      // The slot passes to the next in line, or is given back.
      const next = queue.shift();
      if (next) next();
      else active -= 1;
    }
  };
}

/**
 * Takes one first render of the platform's budget for this minute, counted in PostgreSQL so every
 * node shares it (decision 060); a full minute refuses with 503 until the next one begins.
 */
export async function takeSharedRender(deps: Pick<AppDeps, "db" | "config" | "providers">): Promise<void> {
  const now = deps.providers.now().getTime();
  const minute = new Date(now - (now % MINUTE_MS));
  const taken = await deps.db
    .insert(posterRenderMinutes)
    .values({ minute, renders: 1 })
    .onConflictDoUpdate({
      target: posterRenderMinutes.minute,
      set: { renders: sql`${posterRenderMinutes.renders} + 1` },
      setWhere: sql`${posterRenderMinutes.renders} < ${deps.config.POSTER_FIRST_RENDERS_PER_MINUTE}`,
    })
    .returning({ renders: posterRenderMinutes.renders });
  if (taken.length === 0) {
    throw busy(POSTER_RENDERS_BUSY, (minute.getTime() + MINUTE_MS - now) / 1000);
  }
  if (taken[0]?.renders === 1) {
    await deps.db
      .delete(posterRenderMinutes)
      .where(sql`${posterRenderMinutes.minute} < ${new Date(minute.getTime() - KEPT_MINUTES * MINUTE_MS)}`);
  }
}

/**
 * The limits on first renders (docs/decisions/068, 060): drawing a poster holds this thread for a
 * tenth of a second or more (a second for the process's first), a stored one costs a `stat`. Only a
 * request that finds its poster missing counts against its address, page renders' reads included
 * (their address is the visitor's), and against the platform's budget a minute, which all nodes
 * share; a poster already being drawn, by this node or another, is awaited, not drawn again
 * (decision 104); and this process draws at most `POSTER_CONCURRENT_RENDERS` at once, so a burst
 * of new posters leaves the thread free for every other request between them.
 */
export function createFirstRenders(
  app: FastifyInstance,
  config: Pick<AppDeps["config"], "POSTER_RENDERS_PER_MINUTE_PER_IP" | "POSTER_CONCURRENT_RENDERS">,
  providers: Pick<AppDeps["providers"], "shared" | "storage">,
  takeSharedRender: () => Promise<void>,
): (request: FastifyRequest) => FirstRender {
  const countAddress = app.createRateLimit(
    namedLimit("poster-first-renders", {
      max: config.POSTER_RENDERS_PER_MINUTE_PER_IP,
      timeWindow: 60_000,
      allowList: () => false,
    }),
  );
  const gate = createRenderGate(config.POSTER_CONCURRENT_RENDERS, POSTER_RENDERS_WAITING);
  const drawing = new Map<string, Promise<unknown>>();
  return (request) => async (key, draw) => {
    const limit = await countAddress(request);
    if (!limit.isAllowed && limit.isExceeded)
      throw overLimit(POSTER_RENDERS_TOO_FREQUENT, limit.ttlInSeconds);
    let drawn = drawing.get(key);
    if (!drawn) {
      const isStored = async () => ((await providers.storage.hasObject(key)) ? true : null);
      drawn = makeOnce(providers.shared, `poster:${key}`, POSTER_HOLD_MS, isStored, async () => {
        await takeSharedRender();
        await gate(draw);
        return true;
      }).finally(() => drawing.delete(key));
      drawing.set(key, drawn);
    }
    await drawn;
  };
}
