import { defineConfig } from "vitest/config";

// Two projects: pure unit tests run anywhere; integration tests need PostgreSQL
// (embedded by default, DATABASE_URL when set) and share one migrated template database.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          // Component tests (*.test.tsx) run in a DOM: each names it with `// @vitest-environment happy-dom`.
          include: [
            "packages/*/src/**/*.test.ts",
            "apps/*/src/**/*.test.ts",
            "apps/web/app/**/*.test.ts",
            "apps/web/app/**/*.test.tsx",
            "scripts/**/*.test.ts",
          ],
          exclude: ["**/*.int.test.ts", "**/node_modules/**"],
          setupFiles: ["./scripts/vitest-fail-on-console.ts", "./scripts/vitest-dom-cleanup.ts"],
        },
      },
      {
        test: {
          name: "integration",
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
