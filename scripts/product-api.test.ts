import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Contract } from "@tousu/contracts";
import * as contracts from "@tousu/contracts";
import { describe, expect, it } from "vitest";

// The API table of the product contract lists every endpoint the contracts define, with the same
// method, path, service and auth, and no endpoint that none defines.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const AUTH_COLUMN: Record<Contract["auth"], string> = { none: "—", optional: "optional", required: "login" };

function isContract(value: unknown): value is Contract {
  return (
    typeof value === "object" && value !== null && "method" in value && "path" in value && "service" in value
  );
}

/** The table writes path parameters as the product does: `{id}`, not Fastify's `:id`. */
function documentedPath(fastifyPath: string): string {
  return fastifyPath.replace(
    /:([A-Za-z_]+)(\?)?/g,
    (_, name: string, optional = "") => `{${name}${optional}}`,
  );
}

function endpointRows(): string[] {
  const text = readFileSync(path.join(root, "docs/product/api.md"), "utf8");
  const endpoints = text.slice(text.indexOf("\n## Endpoints"), text.indexOf("\n## Named but not built yet"));
  return [...endpoints.matchAll(/^\| *●? *\| *(\w+) *\| *`([^`]+)` *\| *(\w+) *\| *([^|]+?) *\|/gm)].map(
    ([, method, endpoint, service, auth]) => `${method} ${endpoint} ${service} ${auth}`,
  );
}

describe("the API table in docs/product/api.md", () => {
  it("lists exactly the contracts' endpoints, with their method, path, service and auth", () => {
    const exported: unknown[] = Object.values(contracts);
    const defined = exported
      .filter(isContract)
      .map((c) => `${c.method} ${documentedPath(c.path)} ${c.service} ${AUTH_COLUMN[c.auth]}`);
    expect(endpointRows().sort()).toEqual(defined.sort());
  });
});
