import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { createTestEnvironment, type TestEnvironment } from "../testing/test-environment";
import { describeError } from "./log-redaction";

// Stands for a complaint's text or a phone number bound into a statement that fails.
const MARKER = "投诉正文-13800138000-marker";

describe("logs of failed queries", () => {
  let environment: TestEnvironment;
  let app: FastifyInstance;
  const lines: string[] = [];
  const failures: Record<string, () => Promise<unknown>> = {};

  beforeAll(async () => {
    environment = await createTestEnvironment();
    const { db } = environment;
    await db.execute(sql`create table log_probe (value text unique)`);
    await db.execute(sql`insert into log_probe values (${MARKER})`);
    await db.execute(
      sql.raw(`create function log_probe_cast(value text) returns int language plpgsql as $$
        begin execute format('select %L::int', value); return 1; end $$`),
    );
    // Values in the message (invalid input), in `detail` (duplicate key) and in `where` (a function's statement).
    failures["invalid-input"] = () => db.execute(sql`select ${MARKER}::int`);
    failures["duplicate-key"] = () => db.execute(sql`insert into log_probe values (${MARKER})`);
    failures["function-context"] = () => db.execute(sql`select log_probe_cast(${MARKER})`);

    app = await buildApp({
      config: environment.config,
      db,
      logger: { stream: { write: (line) => void lines.push(line) } },
    });
    app.get("/probe/:failure", async (request) => {
      const { failure } = request.params as { failure: string };
      await failures[failure]?.();
      return null;
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await environment.close();
  });

  async function failedQueryError(failure: string): Promise<Error> {
    const error = await failures[failure]?.().then(
      () => null,
      (caught: unknown) => caught,
    );
    if (!(error instanceof Error)) throw new Error(`${failure} did not fail`);
    // The premise: the raw error does carry the value, where a logger would find it.
    expect(JSON.stringify({ ...error, message: error.message, stack: error.stack })).toContain(MARKER);
    return error;
  }

  it.each(["invalid-input", "duplicate-key", "function-context"])(
    "a request whose query fails (%s) is logged without the values it was given",
    async (failure) => {
      lines.length = 0;
      const response = await app.inject({ method: "GET", url: `/probe/${failure}` });
      expect(response.statusCode).toBe(500);
      const logged = lines.join("");
      expect(logged).toContain("unhandled error");
      expect(logged).toContain("Failed query");
      expect(logged).not.toContain(MARKER);
    },
  );

  it("a failed request is logged by its path, without the query's values", async () => {
    lines.length = 0;
    const query = `phone=${encodeURIComponent(MARKER)}&key=${MARKER.replace(/\W/g, "")}`;
    const response = await app.inject({ method: "GET", url: `/probe/invalid-input?${query}` });
    expect(response.statusCode).toBe(500);
    const logged = lines.join("");
    expect(logged).toContain("request failed");
    expect(logged).toContain("/probe/invalid-input");
    expect(logged).not.toContain(encodeURIComponent(MARKER));
    expect(logged).not.toContain(MARKER.replace(/\W/g, ""));
  });

  it("work outside a request (jobs, notices) logs errors redacted however it passes them", async () => {
    const error = await failedQueryError("duplicate-key");
    lines.length = 0;
    app.log.error({ err: error, job: { id: 1 } }, "job failed");
    app.log.error(error);
    app.log.child({ job: "probe" }).warn({ err: error });
    app.log.warn({ error }, "keyed otherwise");
    app.log.warn(`notice failed: ${error}`);
    expect(lines).toHaveLength(5);
    const logged = lines.join("");
    expect(logged).toContain("23505");
    expect(logged).toContain("log_probe_value_key");
    expect(logged).not.toContain(MARKER);
  });

  it("an error written to the console (server boot, render threads) is redacted alike", async () => {
    for (const failure of ["invalid-input", "duplicate-key", "function-context"]) {
      const described = describeError(await failedQueryError(failure));
      expect(described).toContain("Failed query");
      expect(described).not.toContain(MARKER);
    }
    const quoted = describeError(
      new Error(`render thread: ${(await failedQueryError("invalid-input")).stack}`),
    );
    expect(quoted).not.toContain(MARKER);
  });
});
