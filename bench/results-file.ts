import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { LoadResult } from "./load";

/** A benchmark's rows as a Markdown table under a comment saying how and when they were measured. */
export function writeResults(name: string, how: string, rows: Record<string, string>[]): void {
  const columns = Object.keys(rows[0] ?? {});
  const file = path.resolve(`bench/results/${name}.md`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(
    file,
    [
      `<!-- npm run bench -- ${name} · ${new Date().toISOString()} · ${how} -->`,
      "",
      `| ${columns.join(" | ")} |`,
      `| ${columns.map(() => "---").join(" | ")} |`,
      ...rows.map((row) => `| ${columns.map((column) => row[column] ?? "").join(" | ")} |`),
      "",
    ].join("\n"),
  );
  console.info(`\nwritten to ${path.relative(process.cwd(), file)}`);
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** One load run as a table row: what was measured, at what concurrency, and how it went. */
export const resultRow = (target: string, concurrency: number, result: LoadResult) => ({
  target,
  conc: String(concurrency),
  requests: String(result.requests),
  errors: String(result.errors),
  p50: ms(result.p50),
  p95: ms(result.p95),
  p99: ms(result.p99),
  "req/s": result.throughput.toFixed(1),
});
