import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Unit tests run anywhere, those of components in a DOM ("unit*" selects both); integration tests
// need PostgreSQL (embedded by default, DATABASE_URL when set) and share one migrated template
// database. Test files share their worker's module cache rather than each importing the app afresh: on two
// cores that import was most of the run (integration 628 s → 233 s, unit 157 s → 49 s,
// 2026-12-06). A file therefore restores what it changes (mocks, clock, environment).
const isolate = false;

export default defineConfig({
  test: {
    // At least two workers: the integration suite waits on PostgreSQL as much as it computes, so
    // vitest's default of one worker per spare core leaves a two-core machine half idle.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: "unit",
          isolate,
          include: [
            "packages/*/src/**/*.test.ts",
            "apps/*/src/**/*.test.ts",
            "apps/web/app/**/*.test.ts",
            "apps/h5/app/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          exclude: ["**/*.int.test.ts", "**/node_modules/**"],
          setupFiles: ["./scripts/vitest-fail-on-console.ts"],
        },
      },
      {
        test: {
          // Component tests (*.test.tsx) run in a DOM, each file in a fresh one: a library that reads
          // the DOM when first imported (ProseMirror's view) must not find one a previous file left.
          name: "unit-dom",
          environment: "happy-dom",
          // Typing through user-event in a simulated DOM is CPU-bound: on two loaded cores a form
          // test took over 5 s, Vitest's default limit (2026-12-06).
          testTimeout: 30_000,
          include: ["apps/web/app/**/*.test.tsx", "apps/h5/app/**/*.test.tsx"],
          setupFiles: ["./scripts/vitest-fail-on-console.ts", "./scripts/vitest-dom-cleanup.ts"],
        },
      },
      {
        test: {
          name: "integration",
          isolate,
          include: ["packages/*/src/**/*.int.test.ts", "apps/*/src/**/*.int.test.ts"],
          globalSetup: ["./packages/db/src/testing/global-setup.ts"],
          setupFiles: ["./scripts/vitest-fail-on-console.ts"],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
