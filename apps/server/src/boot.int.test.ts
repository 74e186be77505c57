import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createTestDatabase, type TestDatabase } from "@tousu/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPILED_SERVER_ARGS } from "./testing/compiled-server";

// `npm start`'s server process (the compiled server, `npm run build`), started as a person would
// start it, on setups that cannot work.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

function boot(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, COMPILED_SERVER_ARGS, {
      cwd: root,
      env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "silent", JOB_POLL_INTERVAL_MS: "0", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, output }));
  });
}

async function occupyPort(): Promise<{ server: Server; port: number }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("no port");
  return { server, port: address.port };
}

describe("a boot that cannot succeed", () => {
  let dataDir: string;
  let occupied: { server: Server; port: number };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "tousu-boot-"));
    occupied = await occupyPort();
  });
  afterAll(async () => {
    await new Promise((resolve) => occupied.server.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("says the embedded PostgreSQL's port is taken and how to move it, and exits non-zero", async () => {
    const { code, output } = await boot({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(occupied.port) });
    expect(code).toBe(1);
    expect(output).toContain(`port ${occupied.port} is already in use`);
    expect(output).toContain("EMBEDDED_PG_PORT");
    expect(output).not.toMatch(/^undefined$/m);
  }, 120_000);

  it("names an invalid setting and exits non-zero", async () => {
    const { code, output } = await boot({ DATA_DIR: dataDir, SEED_SIZE: "a few" });
    expect(code).toBe(1);
    expect(output).toContain("SEED_SIZE:");
  }, 60_000);

  describe("on a ready database", () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase();
    });
    afterAll(async () => {
      await database.drop();
    });

    it("says the HTTP port is taken and how to move it, and exits non-zero", async () => {
      const { code, output } = await boot({
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        HOST: "127.0.0.1",
        PORT: String(occupied.port),
        SSR_WORKERS: "0",
      });
      expect(code).toBe(1);
      expect(output).toContain(`port ${occupied.port} is already in use`);
      expect(output).toContain("PORT=");
    }, 120_000);
  });
});
