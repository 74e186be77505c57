import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../app";
import { VIEW_FLUSH_INTERVAL_MS } from "../lib/view-counter";

declare module "fastify" {
  interface FastifyInstance {
    /** Writes the complaint views counted in memory; a timer calls it, tests call it directly. */
    flushViewCounts(): Promise<void>;
  }
}

export function registerViewCounts(app: FastifyInstance, deps: AppDeps): void {
  const flush = () =>
    deps.views.flush().catch((error) => app.log.error({ err: error }, "writing view counts failed"));
  app.decorate("flushViewCounts", () => deps.views.flush());
  let timer: NodeJS.Timeout | null = null;
  app.addHook("onReady", async () => {
    timer = setInterval(flush, VIEW_FLUSH_INTERVAL_MS);
    timer.unref();
  });
  // Before the pool closes (onClose hooks of the root run after the routes' ones).
  app.addHook("preClose", async () => {
    if (timer) clearInterval(timer);
    await flush();
  });
}
