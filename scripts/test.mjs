#!/usr/bin/env node
// `npm test`: typecheck, lint, unit, integration (real PostgreSQL) and end-to-end
// (Chromium), in that order, then the failed tests by name (CI shows only the end of the output)
// and one closing line "N passed, N failed".
// `npm test -- --only integration,e2e` runs a subset (CI's PostgreSQL pass uses it).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { staleBuildCommand } from "./builds.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const reports = path.join(root, "node_modules/.cache/test-reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const onlyIndex = process.argv.indexOf("--only");
const only = onlyIndex === -1 ? null : new Set(process.argv[onlyIndex + 1]?.split(","));

function run(command, args, env = {}) {
  console.info(`\n▶ ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
}

const firstLine = (text) => (text ?? "").split("\n").find((line) => line.trim() !== "") ?? "";
const relative = (file) => path.relative(root, file);

function vitestCounts(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, "utf8"));
  const failures = report.testResults.flatMap((suite) => {
    const tests = suite.assertionResults.filter((test) => test.status === "failed");
    if (tests.length === 0 && suite.status === "failed")
      return [`${relative(suite.name)}: ${firstLine(suite.message)}`];
    return tests.map(
      (test) => `${relative(suite.name)} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
    );
  });
  // Failed tests, and files that failed without one (an import or a hook): the report's own count of
  // failed suites counts each describe block around a failed test again.
  return { passed: report.numPassedTests, failed: failures.length, failures };
}

function playwrightFailures(suite, titles = []) {
  const titlePath = suite.title ? [...titles, suite.title] : titles;
  return [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === "unexpected")
        .map((test) => {
          const error = test.results.at(-1)?.error?.message;
          return `${spec.file}:${spec.line} › ${[...titlePath.slice(1), spec.title].join(" › ")}: ${firstLine(error)}`;
        }),
    ),
    ...(suite.suites ?? []).flatMap((child) => playwrightFailures(child, titlePath)),
  ];
}

function playwrightCounts(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, "utf8"));
  const { stats } = report;
  return {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    failures: report.suites.flatMap((suite) => playwrightFailures(suite)),
  };
}

const npx = process.platform === "win32" ? "npx.cmd" : "npx";
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

const steps = [
  { name: "typecheck", run: () => ({ ok: run(npm, ["run", "--silent", "typecheck"]) }) },
  { name: "lint", run: () => ({ ok: run(npx, ["biome", "check", "."]) }) },
  ...[
    { name: "unit", projects: "unit*" },
    { name: "integration", projects: "integration" },
  ].map(({ name: project, projects }) => ({
    name: project,
    run: () => {
      const output = path.join(reports, `${project}.json`);
      // The server's integration tests render pages from the web build and start the compiled
      // server: this tree's, built first unless it is already (CI's second pass on PostgreSQL 15
      // reuses the first pass's).
      const buildCommand = project === "integration" ? staleBuildCommand(root) : null;
      if (buildCommand && !run(npm, ["--silent", ...buildCommand])) return { ok: false, counts: null };
      const ok = run(npx, [
        "vitest",
        "run",
        "--project",
        projects,
        "--reporter=default",
        "--reporter=json",
        `--outputFile.json=${output}`,
      ]);
      return { ok, counts: vitestCounts(output) };
    },
  })),
  {
    name: "e2e",
    run: () => {
      const output = path.join(reports, "e2e.json");
      const ok = run(npx, ["playwright", "test", "--reporter=list,json"], {
        PLAYWRIGHT_JSON_OUTPUT_NAME: output,
      });
      return { ok, counts: playwrightCounts(output) };
    },
  },
];

let passed = 0;
let failed = 0;
const summary = [];
const failures = [];
for (const step of steps) {
  if (only && !only.has(step.name)) continue;
  const started = Date.now();
  const { ok, counts } = step.run();
  const seconds = Math.round((Date.now() - started) / 1000);
  // A step without per-test counts (typecheck, lint, a runner that crashed) counts as one test.
  const stepPassed = counts ? counts.passed : ok ? 1 : 0;
  const stepFailed = counts ? Math.max(counts.failed, ok ? 0 : 1) : ok ? 0 : 1;
  passed += stepPassed;
  failed += stepFailed;
  summary.push(`  ${ok ? "✔" : "✘"} ${step.name}: ${stepPassed} passed, ${stepFailed} failed (${seconds} s)`);
  for (const failure of counts?.failures ?? []) failures.push(`  ✘ ${step.name}: ${failure.slice(0, 400)}`);
}

if (failures.length > 0) console.info(`\nFailed:\n${failures.join("\n")}`);
console.info(`\n${summary.join("\n")}\n`);
console.info(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
