// Whether the web apps' build is older than what it is built from: `npm start` and `npm test`
// build only then. Only Node built-ins here: `npm start` runs before any dependency is installed.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

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

// Both sites (the PC app and the H5 app, decision 078) are built together; either one's build
// older than its sources or the packages they share rebuilds both.
const sharedSources = [
  "packages/domain/src",
  "packages/contracts/src",
  "packages/api-client/src",
  "packages/page-kit/src",
];

export function isWebBuildStale(root) {
  return ["apps/web", "apps/h5"].some((app) => {
    const buildMarker = path.join(root, app, "build/server/index.js");
    const sourcesChanged = Math.max(
      ...[app, ...sharedSources].map((dir) => newestMtime(path.join(root, dir))),
    );
    return !existsSync(buildMarker) || statSync(buildMarker).mtimeMs < sourcesChanged;
  });
}
