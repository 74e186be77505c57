#!/usr/bin/env node
// `npm start` on a fresh clone: install if needed, build the web app if stale, then
// run the server (which starts PostgreSQL, migrates and seeds). Only Node built-ins here:
// this file runs before any dependency is installed.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === "node_modules" || entry === "build" || entry === ".react-router") continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const lockfile = path.join(root, "package-lock.json");
const installMarker = path.join(root, "node_modules", ".package-lock.json");
if (!existsSync(installMarker) || statSync(installMarker).mtimeMs < statSync(lockfile).mtimeMs) {
  console.info("[tousu] installing dependencies…");
  run(npm, ["install", "--no-audit", "--no-fund"]);
}

// Both sites (the PC app and the H5 app, decision 078) are built together; either one's build
// older than its sources or the packages they share rebuilds both.
const sharedSources = [
  "packages/domain/src",
  "packages/contracts/src",
  "packages/api-client/src",
  "packages/page-kit/src",
];
const isStale = ["apps/web", "apps/h5"].some((app) => {
  const buildMarker = path.join(root, app, "build/server/index.js");
  const sourcesChanged = Math.max(...[app, ...sharedSources].map((dir) => newestMtime(path.join(root, dir))));
  return !existsSync(buildMarker) || statSync(buildMarker).mtimeMs < sourcesChanged;
});
if (isStale) {
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
