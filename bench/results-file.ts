import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

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
