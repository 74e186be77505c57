// Whether the builds are older than what they are built from: `npm start` and `npm test` build only
// then. Only Node built-ins here: `npm start` runs before any dependency is installed.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** The compiled server (scripts/build-server.mjs, decision 107), relative to the repository. */
export const SERVER_BUILD_DIR = "apps/server/dist";
export const SERVER_ENTRY = `${SERVER_BUILD_DIR}/main.mjs`;

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

function isOlderThan(root, marker, sources) {
  const built = path.join(root, marker);
  const sourcesChanged = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
  return !existsSync(built) || statSync(built).mtimeMs < sourcesChanged;
}

// Both sites (the PC app and the H5 app, decision 078) are built together; either one's build
// older than its sources or the packages they share rebuilds both.
const sharedSources = [
  "packages/domain/src",
  "packages/contracts/src",
  "packages/api-client/src",
  "packages/page-kit/src",
];

export function isWebBuildStale(root) {
  return ["apps/web", "apps/h5"].some((app) =>
    isOlderThan(root, path.join(app, "build/server/index.js"), [app, ...sharedSources]),
  );
}

export function isServerBuildStale(root) {
  return isOlderThan(root, SERVER_ENTRY, [
    "apps/server/src",
    "apps/api/src",
    "packages",
    "scripts/build-server.mjs",
    "tsconfig.node.json",
    "tsconfig.base.json",
  ]);
}

/** The `npm` arguments that bring the builds up to date (all of them, or the server's alone), or null. */
export function staleBuildCommand(root) {
  if (isWebBuildStale(root)) return ["run", "build"];
  if (isServerBuildStale(root)) return ["run", "build", "-w", "@tousu/server"];
  return null;
}
