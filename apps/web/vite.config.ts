import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import type { ModuleInfo } from "rolldown";
import { defineConfig } from "vite";

const APP_DIRECTORY = fileURLToPath(new URL("./app", import.meta.url));

/** root.tsx and the public pages' layouts: every public page draws them (docs/decisions/063). */
const SHELL_ENTRIES = [
  path.join(APP_DIRECTORY, "root.tsx"),
  ...readdirSync(path.join(APP_DIRECTORY, "routes/layouts"))
    .filter((file) => file.endsWith(".tsx"))
    .map((file) => path.join(APP_DIRECTORY, "routes/layouts", file)),
];

interface ChunkingContext {
  getModuleInfo(id: string): ModuleInfo | null;
}

// A workspace package's index re-exports all of it: reaching it says nothing about which of its
// modules the shell uses.
const PACKAGE_INDEX = /packages[\\/][^\\/]+[\\/]src[\\/]index\.ts$/;

/**
 * The shell: every module the shell entries import statically, directly or through others. A module
 * that they import only lazily, or that only some pages import, is not part of it; nor are a
 * package's modules reached only through its index (each goes where Rolldown's splitting puts it:
 * beside the shell when the shell uses it, beside the pages that do otherwise).
 */
function shellModules(context: ChunkingContext): Set<string> {
  const found = new Set<string>();
  const pending = [...SHELL_ENTRIES];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    if (!PACKAGE_INDEX.test(id)) pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

let shell: { context: ChunkingContext; modules: Set<string> } | undefined;

/**
 * First-load JavaScript (docs/decisions/063): a framework chunk, an app-shell chunk of exactly what
 * root.tsx and the public layouts import (header, footer, session, toaster), and the route's own
 * code. Everything else — the code of one page or of a few, zod and the contracts, the login dialog,
 * the back offices — is left to Rolldown's automatic splitting, which puts each module in a chunk
 * shared only by the routes that import it, so a page never downloads another page's code.
 */
const EAGER_GROUPS = [
  {
    name: "framework",
    test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|zustand)[\\/]/,
    tags: ["$initial" as const],
  },
  {
    name: (id: string, context: ChunkingContext) => {
      if (shell?.context !== context) shell = { context, modules: shellModules(context) };
      return shell.modules.has(id) ? "app-shell" : null;
    },
    debugName: "app-shell",
    test: /(apps[\\/]web[\\/]app[\\/](?!routes[\\/]|root\.tsx|entry\.)|packages[\\/]|node_modules[\\/])/,
    tags: ["$initial" as const],
  },
];

export default defineConfig(({ command }) => {
  // A build is what the server sends, whatever NODE_ENV the caller runs in: the end-to-end server
  // starts with NODE_ENV=test, and a bundle built under it is a development bundle in which every
  // Ant Design dialog shares the id "test-id", so no dialog has its own accessible name.
  if (command === "build") process.env.NODE_ENV = "production";
  return {
    plugins: [tailwindcss(), reactRouter()],
    build: {
      rolldownOptions: { output: { codeSplitting: { groups: EAGER_GROUPS } } },
    },
  };
});
