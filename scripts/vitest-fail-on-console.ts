import { afterAll, afterEach, vi } from "vitest";

// A console.error during a test is a bug we have not noticed yet (CODE_STYLE.md, Tests).
const consoleErrors: unknown[][] = [];
vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
  consoleErrors.push(args);
});

// So is a deprecation warning: it names code that stops working with a dependency's next version
// (pg's "client is already executing a query" among them). Other process warnings (a library's
// notice of the Node versions it will support) say nothing of our code.
const processWarnings: Error[] = [];
process.on("warning", (warning) => {
  if (warning.name === "DeprecationWarning") processWarnings.push(warning);
});

function failOnWhatWasReported() {
  const reported = [
    ...consoleErrors.map((args) => `console.error: ${args.map(String).join(" ")}`),
    ...processWarnings.map((warning) => `${warning.name}: ${warning.message}`),
  ];
  consoleErrors.length = 0;
  processWarnings.length = 0;
  if (reported.length > 0) throw new Error(`reported during the test:\n${reported.join("\n")}`);
}

afterEach(failOnWhatWasReported);
// A warning of the last test's hooks arrives on a later tick.
afterAll(async () => {
  await new Promise((resolve) => setImmediate(resolve));
  failOnWhatWasReported();
});
