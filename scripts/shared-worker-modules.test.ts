import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Unit and integration test files share their worker's modules (decision 070). A file that
// replaces a module must import afresh (`vi.resetModules()` in its `vi.hoisted` block), or a module
// an earlier file imported stays the real one; a file that stubs a global must give it back. Only
// component tests (*.test.tsx) run isolated.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SOURCE_ROOTS = ["apps", "packages", "scripts"];
const SHARED_WORKER_TEST = /\.test\.ts$/;
const HOISTED_RESET = /vi\.hoisted\(\s*\(\)\s*=>\s*\{?\s*vi\.resetModules\(\)/;

function sharedWorkerTestFiles(): string[] {
  return SOURCE_ROOTS.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
      .filter((file) => SHARED_WORKER_TEST.test(file) && !file.split(path.sep).includes("node_modules"))
      .map((file) => path.join(folder, file)),
  );
}

function problemsOf(file: string, source: string): string[] {
  const problems: string[] = [];
  if (source.includes("vi.mock(") && !HOISTED_RESET.test(source))
    problems.push(`${file}: vi.mock without vi.resetModules() first in vi.hoisted`);
  if (source.includes("vi.stubGlobal(") && !source.includes("vi.unstubAllGlobals("))
    problems.push(`${file}: vi.stubGlobal without vi.unstubAllGlobals`);
  return problems;
}

describe("test files that share their worker's modules", () => {
  it("are found, and a file breaking the rules is named", () => {
    expect(sharedWorkerTestFiles().length).toBeGreaterThan(100);
    expect(problemsOf("a.test.ts", 'vi.mock("./x");\nvi.stubGlobal("document", {});')).toHaveLength(2);
    expect(problemsOf("b.test.ts", 'vi.hoisted(() => vi.resetModules());\nvi.mock("./x");')).toEqual([]);
  });

  it("import afresh before replacing a module, and give back the globals they stub", () => {
    const problems = sharedWorkerTestFiles().flatMap((file) =>
      problemsOf(file, readFileSync(path.join(root, file), "utf8")),
    );
    expect(problems).toEqual([]);
  });
});
