#!/usr/bin/env node
// The server compiled ahead of time (decision 107): apps/server's entry and its render thread, with
// what they import of the workspace's TypeScript, bundled by esbuild into apps/server/dist, so a
// production node runs plain `node` — no loader threads compiling modules as they are imported.
// Dependencies from node_modules stay imports, loaded by Node as they are under tsx. Development
// and the tests still run the sources (`tsx watch`, Vitest).
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { SERVER_BUILD_DIR } from "./builds.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outdir = path.join(root, SERVER_BUILD_DIR);
const serverSources = path.join(root, "apps/server/src");
const WORKSPACE_PACKAGE = /^@tousu\//;
const BARE_IMPORT = /^[^./]/;

/**
 * Bundled, a module's `import.meta.url` would be its bundle's. The workspace's modules that read
 * files beside their sources (the migrations, the poster fonts) keep their source's address, written
 * relative to the bundle so the tree can move. apps/server's own modules keep the bundle's: dist/ is
 * where src/ is, so the web builds are found alike, and the render pool starts the
 * `render-thread.mjs` beside it — the compiled render thread here, the one loading the sources
 * through tsx in src/.
 */
const sourceAddresses = {
  name: "source-addresses",
  setup(bundler) {
    bundler.onLoad({ filter: /\.ts$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`) || args.path.startsWith(serverSources))
        return undefined;
      const source = readFileSync(args.path, "utf8");
      if (!source.includes("import.meta")) return undefined;
      const fromBundle = path.relative(outdir, args.path).split(path.sep).join("/");
      const contents = source.replaceAll(
        "import.meta.url",
        `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
      );
      const unmapped = /import\.meta\.(?!url\b)\w+/.exec(contents);
      if (unmapped)
        throw new Error(
          `${path.relative(root, args.path)}: ${unmapped[0]} has no source address in the bundle`,
        );
      return { contents, loader: "ts" };
    });
  },
};

/**
 * Every dependency outside the workspace stays an import, resolved from the bundle at run time; one
 * that would resolve elsewhere from the module that imports it (a version nested under its
 * workspace package) fails the build instead of loading the wrong version.
 */
const dependenciesStayImports = {
  name: "dependencies-stay-imports",
  setup(bundler) {
    bundler.onResolve({ filter: BARE_IMPORT }, async (args) => {
      if (WORKSPACE_PACKAGE.test(args.path) || args.pluginData?.checking || args.path.startsWith("node:"))
        return undefined;
      const resolve = (resolveDir) =>
        bundler.resolve(args.path, { kind: args.kind, resolveDir, pluginData: { checking: true } });
      const [fromImporter, fromBundle] = await Promise.all([resolve(args.resolveDir), resolve(outdir)]);
      if (fromImporter.path !== fromBundle.path)
        return {
          errors: [
            {
              text: `${args.path} resolves to ${fromImporter.path} here but to ${fromBundle.path} from ${SERVER_BUILD_DIR}`,
            },
          ],
        };
      return { path: args.path, external: true };
    });
  },
};

rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    main: "apps/server/src/main.ts",
    "render-thread": "apps/server/src/render-worker.ts",
  },
  outdir,
  outExtension: { ".js": ".mjs" },
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  tsconfig: "tsconfig.node.json",
  // Stack traces name the TypeScript sources (`node --enable-source-maps`); the maps leave the
  // sources' text out, which a trace does not need and the process would hold in memory.
  sourcemap: "linked",
  sourcesContent: false,
  plugins: [sourceAddresses, dependenciesStayImports],
  logLevel: "warning",
});
console.info(`[build-server] ${SERVER_BUILD_DIR}/main.mjs and render-thread.mjs`);
