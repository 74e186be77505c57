#!/usr/bin/env node
// `npm start` on a fresh clone: install if needed, build the web apps and the server if stale,
// then run the compiled server (which starts PostgreSQL, migrates and seeds). Only Node built-ins here:
// this file runs before any dependency is installed.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SERVER_ENTRY, staleBuildCommand } from "./builds.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const lockfile = path.join(root, "package-lock.json");
const installMarker = path.join(root, "node_modules", ".package-lock.json");
if (!existsSync(installMarker) || statSync(installMarker).mtimeMs < statSync(lockfile).mtimeMs) {
  console.info("[tousu] installing dependencies…");
  run(npm, ["install", "--no-audit", "--no-fund"]);
}

const buildCommand = staleBuildCommand(root);
if (buildCommand) {
  console.info("[tousu] building…");
  run(npm, buildCommand);
}

// Settings come from the environment; a local .env file (see .env.example) is read when present.
const envFile = existsSync(path.join(root, ".env")) ? ["--env-file=.env"] : [];
// V8's default young generation on every thread: `--max-semi-space-size` would also override the
// render threads' own bounds, and its 5–10 % more pages a second cost a node's memory target
// (decision 107, docs/performance.md). Stack traces name the TypeScript sources.
const server = spawn(process.execPath, [...envFile, "--enable-source-maps", SERVER_ENTRY], {
  cwd: root,
  stdio: "inherit",
  env: process.env,
});
// The server stops PostgreSQL itself on SIGINT/SIGTERM; forward and wait for it.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
