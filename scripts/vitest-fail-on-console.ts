import { afterEach, vi } from "vitest";

// A console.error during a test is a bug we have not noticed yet (CODE_STYLE.md).
const consoleErrors: unknown[][] = [];
vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
  consoleErrors.push(args);
});

afterEach(() => {
  if (consoleErrors.length > 0) {
    const messages = consoleErrors.map((args) => args.map(String).join(" ")).join("\n");
    consoleErrors.length = 0;
    throw new Error(`console.error was called during the test:\n${messages}`);
  }
});
