import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Every end-to-end test's title starts with its area in brackets ("[COMPLAINT][FILE] …"), so a run
// can pick an area with `npx playwright test --grep "\[LAWYER\]"` (docs/testing.md#end-to-end-tags).

const e2e = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../e2e");
const TEST_CALL = /\btest\(\s*(["'`])/g;
const TAG = /^\[[A-Z0-9][A-Z0-9 -]*\]/;

/** The start of each test title in `source` (as written: a literal or a template). */
function titleStarts(source: string): string[] {
  return [...source.matchAll(TEST_CALL)].map((match) =>
    source.slice((match.index ?? 0) + match[0].length, (match.index ?? 0) + match[0].length + 40),
  );
}

describe("end-to-end test titles", () => {
  const specs = readdirSync(e2e).filter((name) => name.endsWith(".spec.ts"));

  it("are found, written either way", () => {
    expect(specs.length).toBeGreaterThan(10);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the text is a spec's source, which writes a template title
    const starts = titleStarts('test("[A] one", () => {});\ntest(\n  `[B] ${name}`, () => {});');
    expect(starts.map((title) => title.slice(0, 3))).toEqual(["[A]", "[B]"]);
  });

  it.each(specs)("in %s each start with an area tag", (spec) => {
    const untagged = titleStarts(readFileSync(path.join(e2e, spec), "utf8")).filter(
      (title) => !TAG.test(title),
    );
    expect(untagged).toEqual([]);
  });
});
