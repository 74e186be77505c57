import { withSchemaChangesLock } from "@tousu/db";
import type { FastifyInstance } from "fastify";
import PgBoss from "pg-boss";
import type { AppDeps } from "../app-deps";
import {
  JOB_SCHEMA,
  type JobDefinition,
  type JobRunSummary,
  jobExecutor,
  QUEUE_OPTIONS,
  runDueJobs,
} from "../jobs/job-queue";
import { redactError } from "../lib/log-redaction";

declare module "fastify" {
  interface FastifyInstance {
    /** Runs the durable jobs due now by the app's clock; tests call it after moving their clock. */
    runDueJobs(): Promise<JobRunSummary>;
  }
}

/**
 * The durable job queue on pg-boss (docs/decisions/031): the modules contribute their jobs, the
 * composition root hands them here. At start pg-boss creates or migrates its schema, each job gets
 * its queue and books what it needs; every node then works the queues of the services it serves every
 * JOB_POLL_INTERVAL_MS (0: no worker, tests drive the jobs). Closing the app stops the workers and
 * waits for the jobs they run.
 */
export function registerJobs(
  app: FastifyInstance,
  deps: Pick<AppDeps, "db" | "config" | "providers">,
  definitions: readonly JobDefinition[],
): void {
  const onError = (error: unknown, job: string) => app.log.error({ err: error, job }, "job failed");
  app.decorate("runDueJobs", () => runDueJobs(deps.db, definitions, { now: deps.providers.now(), onError }));
  // A process works the jobs of the services it serves; one serving none of them works none.
  const pollMs = definitions.length > 0 ? deps.config.JOB_POLL_INTERVAL_MS : 0;
  const boss = new PgBoss({
    db: jobExecutor(deps.db),
    schema: JOB_SCHEMA,
    // Cron is not used: recurring jobs book their next run by the app's clock (decision 031).
    schedule: false,
    // Archiving and expiry run where the workers do; without workers the jobs wait for runDueJobs.
    supervise: pollMs > 0,
  });
  boss.on("error", (error) => app.log.error({ err: error }, "job queue error"));

  app.addHook("onReady", async () => {
    // One node at a time: two nodes creating the same queues at once deadlock.
    await withSchemaChangesLock(deps.db, async () => {
      await boss.start();
      for (const { name } of definitions) {
        await boss.createQueue(name, { name, ...QUEUE_OPTIONS });
        // A queue created by an earlier release keeps its options unless told the current ones.
        await boss.updateQueue(name, { name, ...QUEUE_OPTIONS });
      }
    });
    const now = deps.providers.now();
    for (const definition of definitions) await definition.atStart?.(now);
    if (pollMs === 0) return;
    for (const definition of definitions) {
      await boss.work<Record<string, unknown>>(
        definition.name,
        { pollingIntervalSeconds: pollMs / 1000 },
        async ([job]) => {
          if (!job) return;
          try {
            await definition.handle(job.data ?? {}, deps.providers.now());
          } catch (error) {
            onError(error, definition.name);
            // pg-boss keeps the error with the job, where operators read it: redacted like a log line.
            throw new Error(redactError(error).message);
          }
        },
      );
    }
  });
  app.addHook("onClose", async () => {
    await boss.stop({ graceful: true, wait: true, close: false });
  });
}
