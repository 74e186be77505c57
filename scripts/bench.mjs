#!/usr/bin/env node
// `npm run bench [-- NAME…]`: runs benchmarks from bench/ and prints a table each.
// Benchmarks that need a server start their own with a seeded database (see bench/*.ts).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const result = spawnSync(process.execPath, ["--import", "tsx", "bench/run.ts", ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
});
process.exit(result.status ?? 1);
