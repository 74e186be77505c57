import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../app-deps";
import { COUNTER_FLUSH_INTERVAL_MS } from "../lib/batched-counter";

declare module "fastify" {
  interface FastifyInstance {
    /** Writes the views and searches counted in memory; a timer calls it, tests call it directly. */
    flushCounters(): Promise<void>;
  }
}

export function registerCounters(app: FastifyInstance, deps: AppDeps): void {
  const flushAll = async () => {
    await Promise.all(Object.values(deps.counters).map((counter) => counter.flush()));
  };
  const flush = () => flushAll().catch((error) => app.log.error({ err: error }, "writing counts failed"));
  app.decorate("flushCounters", flushAll);
  let timer: NodeJS.Timeout | null = null;
  app.addHook("onReady", async () => {
    timer = setInterval(flush, COUNTER_FLUSH_INTERVAL_MS);
    timer.unref();
  });
  // Before the pool closes (onClose hooks of the root run after the routes' ones).
  app.addHook("preClose", async () => {
    if (timer) clearInterval(timer);
    await flush();
  });
}
