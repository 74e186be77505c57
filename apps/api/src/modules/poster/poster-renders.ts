import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppDeps } from "../../app-deps";
import { badRequest } from "../../lib/app-error";

/** How many first renders wait for their turn beyond those being drawn; more are told to try again. */
export const POSTER_RENDERS_WAITING = 4;

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
    else throw badRequest("海报生成繁忙，请稍后再试");
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
 * The limits on first renders (docs/decisions/047): drawing a poster holds this thread for a tenth
 * of a second or more (a second for the process's first), a stored one costs a `stat`. Only a
 * request that finds its poster missing counts against its address, page renders' reads included
 * (their address is the visitor's); a poster already being drawn is awaited, not drawn again; and
 * this process draws at most `POSTER_CONCURRENT_RENDERS` at once, so a burst of new posters leaves
 * the thread free for every other request between them.
 */
export function createFirstRenders(
  app: FastifyInstance,
  { config }: Pick<AppDeps, "config">,
): (request: FastifyRequest) => FirstRender {
  const countAddress = app.createRateLimit({
    max: config.POSTER_RENDERS_PER_MINUTE_PER_IP,
    timeWindow: 60_000,
    allowList: () => false,
  });
  const gate = createRenderGate(config.POSTER_CONCURRENT_RENDERS, POSTER_RENDERS_WAITING);
  const drawing = new Map<string, Promise<void>>();
  return (request) => async (key, draw) => {
    const limit = await countAddress(request);
    if (!limit.isAllowed && limit.isExceeded) throw badRequest("海报生成过于频繁，请稍后再试");
    let drawn = drawing.get(key);
    if (!drawn) {
      drawn = gate(draw).finally(() => drawing.delete(key));
      drawing.set(key, drawn);
    }
    return drawn;
  };
}
