import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";

// A module that throws while it loads (a pattern that no longer compiles, a table built wrong) fails
// every test file importing it before any test runs, with no test failed. Loading each module inside
// a test makes that a failed test (docs/testing.md, Mutation testing).
describe("the domain modules", () => {
  it("each load without throwing", async () => {
    const modules = readdirSync(import.meta.dirname).filter(
      (name) => name.endsWith(".ts") && !name.endsWith(".test.ts"),
    );
    expect(modules).toContain("personal-data.ts");
    const failures: string[] = [];
    for (const name of modules) {
      try {
        await import(`./${name}`);
      } catch (error) {
        failures.push(`${name}: ${String(error)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
