#!/usr/bin/env node
// `npm start` on a fresh clone: install if needed, build the web app if stale, then
// run the server (which starts PostgreSQL, migrates and seeds). Only Node built-ins here:
// this file runs before any dependency is installed.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isWebBuildStale } from "./web-build.mjs";

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

if (isWebBuildStale(root)) {
  console.info("[tousu] building the web apps…");
  run(npm, ["run", "build"]);
}

// Settings come from the environment; a local .env file (see .env.example) is read when present.
const envFile = existsSync(path.join(root, ".env")) ? ["--env-file=.env"] : [];
// A server render leaves megabytes of short-lived objects; a young generation of 64 MB (V8's default
// is 16) lets most of them die there instead of being copied into the old one. Measured: about 5–10 %
// more complaint pages a second at eight visitors (docs/performance.md).
const v8Flags = ["--max-semi-space-size=64"];
const server = spawn(
  process.execPath,
  [...envFile, ...v8Flags, "--import", "tsx", "apps/server/src/main.ts"],
  {
    cwd: root,
    stdio: "inherit",
    env: process.env,
  },
);
// The server stops PostgreSQL itself on SIGINT/SIGTERM; forward and wait for it.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
