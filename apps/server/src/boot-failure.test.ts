import { ConfigError, loadConfig } from "@tousu/api";
import { EmbeddedPostgresStartError, MigrationError } from "@tousu/db";
import { describe, expect, it } from "vitest";
import { formatBootFailure } from "./boot-failure";

function listenError(code: string, port: number): Error {
  return Object.assign(new Error(`listen ${code}: address already in use 0.0.0.0:${port}`), {
    code,
    syscall: "listen",
    address: "0.0.0.0",
    port,
  });
}

describe("formatBootFailure", () => {
  it("names the embedded PostgreSQL's taken port and the setting that moves it", () => {
    const text = formatBootFailure(
      new EmbeddedPostgresStartError("port-in-use", 54320, "/srv/data/postgres", "could not bind"),
    );
    expect(text).toContain("port 54320 is already in use");
    expect(text).toContain("EMBEDDED_PG_PORT=54321");
    expect(text).not.toContain("undefined");
  });

  it("names the data directory another PostgreSQL holds", () => {
    const text = formatBootFailure(
      new EmbeddedPostgresStartError("data-dir-in-use", 54320, "/srv/data/postgres", "lock file exists"),
    );
    expect(text).toContain("/srv/data/postgres");
    expect(text).toContain("DATA_DIR");
  });

  it("shows PostgreSQL's own log when the reason is not a known one", () => {
    const text = formatBootFailure(
      new EmbeddedPostgresStartError("other", 54320, "/srv/data/postgres", "FATAL:  something odd"),
    );
    expect(text).toContain("FATAL:  something odd");
  });

  it("names the taken HTTP port and PORT", () => {
    const text = formatBootFailure(listenError("EADDRINUSE", 3000));
    expect(text).toContain("port 3000 is already in use");
    expect(text).toContain("PORT=3001");
  });

  it("lists the invalid settings and where they are set", () => {
    let error: unknown;
    try {
      loadConfig({ PORT: "eighty" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const text = formatBootFailure(error);
    expect(text).toContain("PORT:");
    expect(text).toContain(".env");
  });

  it("gives the migration's reason, not drizzle's repeated statement", () => {
    const text = formatBootFailure(new MigrationError('relation "complaints" already exists'));
    expect(text).toContain('relation "complaints" already exists');
    expect(text).toContain("DATA_DIR/postgres");
  });

  it("shows an unknown failure's stack rather than nothing", () => {
    expect(formatBootFailure(undefined)).toContain("undefined");
    expect(formatBootFailure(new Error("boom"))).toContain("boom");
  });
});
