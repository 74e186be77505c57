import type { FastifyInstance } from "fastify";
import { z } from "zod";

export interface TestClock {
  now: () => Date;
  advance: (ms: number) => void;
}

export function createTestClock(): TestClock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance: (ms) => {
      offsetMs += ms;
    },
  };
}

const advanceBody = z.object({ days: z.number().min(0).max(3650) });

/**
 * NODE_ENV=test only (never registered otherwise): end-to-end tests move the app's clock forward and
 * run the jobs that fall due, to see a deadline pass without waiting a week.
 */
export function registerTestClock(app: FastifyInstance, clock: TestClock): void {
  app.post("/api/testing/clock", async (request) => {
    const { days } = advanceBody.parse(request.body);
    clock.advance(days * 86_400_000);
    const jobs = await app.runDueJobs();
    return { code: 200, msg: "ok", data: { now: clock.now().toISOString(), jobs } };
  });
}
