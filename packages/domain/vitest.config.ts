import { defineConfig } from "vitest/config";

// The domain package's own unit tests alone, for mutation testing (stryker.config.json); the root
// configuration runs them too, in its unit project.
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
  },
});
