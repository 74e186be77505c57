import { ConfigError } from "@tousu/api";
import { describeError } from "@tousu/api/log-redaction";
import { EmbeddedPostgresStartError, MigrationError } from "@tousu/db";

/** What stopped the boot and what the person starting it can do about it. */
export interface BootFailure {
  what: string;
  fix: string;
}

interface SystemError extends Error {
  code?: string;
  port?: number;
  address?: string;
  syscall?: string;
}

/**
 * Every way a boot is known to fail, in words a person who just ran `npm start` can act on.
 * Anything else is shown with its stack (values redacted): it is a fault of ours, not of the setup.
 */
export function explainBootFailure(error: unknown): BootFailure {
  if (error instanceof ConfigError) {
    return {
      what: error.message,
      fix: "correct these settings in the environment or in .env (see .env.example and the README's table)",
    };
  }
  if (error instanceof EmbeddedPostgresStartError) {
    switch (error.failure) {
      case "port-in-use":
        return {
          what: `the embedded PostgreSQL could not start: port ${error.port} is already in use`,
          fix: `stop the program using port ${error.port}, or set EMBEDDED_PG_PORT to a free port (e.g. EMBEDDED_PG_PORT=${nextPort(error.port)} npm start)`,
        };
      case "data-dir-in-use":
        return {
          what: `the embedded PostgreSQL could not start: another PostgreSQL is using its data directory ${error.dataDir}`,
          fix: "stop the other 诉达 server using this DATA_DIR, or set DATA_DIR to another directory",
        };
      default:
        return {
          what: `the embedded PostgreSQL could not start. Its log:\n${error.log || "(empty)"}`,
          fix: `check the log above; to start over with fresh demo data, remove ${error.dataDir}`,
        };
    }
  }
  if (error instanceof MigrationError) {
    return {
      what: `the database could not be migrated: ${error.message}`,
      fix: "when DATABASE_URL is set, check that database and its user's rights; with the embedded database, remove DATA_DIR/postgres to start over with fresh demo data",
    };
  }
  const system = error as SystemError;
  if (system instanceof Error && system.syscall === "listen" && system.code === "EADDRINUSE") {
    return {
      what: `the web server could not listen: port ${system.port} is already in use`,
      fix: `stop the program using port ${system.port}, or set PORT to a free port (e.g. PORT=${nextPort(system.port)} npm start)`,
    };
  }
  if (system instanceof Error && system.syscall === "listen" && system.code === "EACCES") {
    return {
      what: `the web server may not listen on port ${system.port}`,
      fix: "ports below 1024 need special rights: set PORT to 1024 or above (the default is 3000)",
    };
  }
  if (system instanceof Error && system.code === "ECONNREFUSED") {
    return {
      what: `the database refused the connection (${system.message})`,
      fix: "start that PostgreSQL or correct DATABASE_URL; leave DATABASE_URL unset to use the embedded one",
    };
  }
  return {
    // Redacted like every log line: a failed statement's values stay out of the console.
    what: describeError(error),
    fix: "this is not a known setup problem; please report it with the lines above",
  };
}

export function formatBootFailure(error: unknown): string {
  const { what, fix } = explainBootFailure(error);
  return `[tousu] could not start: ${what}\n[tousu] how to fix: ${fix}`;
}

function nextPort(port: number | undefined): number {
  return port && port < 65535 ? port + 1 : 3001;
}
