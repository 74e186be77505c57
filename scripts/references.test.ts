import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Every reference a reader may follow resolves: a path under docs/ names a file or folder that
// exists (and a heading of it, after #), a path under apps/, packages/, scripts/, e2e/ or bench/ a
// file or folder (or a build output git ignores), "decision NNN" a record in docs/decisions, a
// Markdown link a file and heading, and no section sign cites a numbered document we do not have. The product
// contract (docs/product) is cited by file and heading; only outside standards (RFC 9110 and the
// like) keep their section numbers.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DECISIONS = "docs/decisions";
const SECTION_SIGN = "\u00a7";

// This file is skipped too: its examples are broken references on purpose.
const SKIPPED = [
  /(^|\/)node_modules\//,
  /(^|\/)package-lock\.json$/,
  /(^|\/)drizzle\/meta\//,
  /^scripts\/references\.test\.ts$/,
];
const BINARY = /\.(png|jpe?g|gif|webp|avif|ico|woff2?|ttf|otf|pdf|zip|gz|br)$/i;

/** Tracked files and new ones not ignored, so a reference is checked before its commit too. */
function repositoryFiles(): string[] {
  const output = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], {
    cwd: root,
    encoding: "utf8",
  });
  return output
    .split("\0")
    .filter((file) => file && !BINARY.test(file) && !SKIPPED.some((pattern) => pattern.test(file)))
    .filter((file) => existsSync(path.join(root, file)));
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, each space a hyphen. */
function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

const anchorsByFile = new Map<string, Set<string>>();

function anchorsOf(file: string): Set<string> {
  let anchors = anchorsByFile.get(file);
  if (anchors) return anchors;
  anchors = new Set();
  const seen = new Map<string, number>();
  let inFence = false;
  for (const line of readFileSync(path.join(root, file), "utf8").split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const heading = inFence ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const anchor = headingAnchor(heading[1]);
    const count = seen.get(anchor) ?? 0;
    seen.set(anchor, count + 1);
    anchors.add(count === 0 ? anchor : `${anchor}-${count}`);
  }
  anchorsByFile.set(file, anchors);
  return anchors;
}

const decisionFiles = readdirSync(path.join(root, DECISIONS));

function decisionExists(number: string): boolean {
  return decisionFiles.some((name) => name.startsWith(`${number}-`) && name.endsWith(".md"));
}

/** Why `target` (a repository path, maybe with #anchor) does not resolve, or null when it does. */
function unresolved(target: string): string | null {
  const [file = "", anchor] = target.split("#");
  const record = new RegExp(`^${DECISIONS}/(\\d{3})$`).exec(file);
  if (record?.[1]) return decisionExists(record[1]) ? null : "no such decision record";
  if (!existsSync(path.join(root, file))) return "no such file";
  if (anchor === undefined) return null;
  if (statSync(path.join(root, file)).isDirectory() || !file.endsWith(".md"))
    return "an anchor on a non-Markdown file";
  return anchorsOf(file).has(anchor) ? null : "no such heading";
}

/** Build outputs and results (apps/web/build, bench/results) are named before they exist. */
function isIgnoredByGit(file: string): boolean {
  try {
    execFileSync("git", ["check-ignore", "-q", "--no-index", file], { cwd: root });
    return true;
  } catch {
    return false;
  }
}

const codePathResolves = new Map<string, boolean>();

function codePathExists(file: string): boolean {
  let exists = codePathResolves.get(file);
  if (exists === undefined) {
    // "bench/results/" in .gitignore ignores the folder only when named as one.
    exists = existsSync(path.join(root, file)) || isIgnoredByGit(file) || isIgnoredByGit(`${file}/`);
    codePathResolves.set(file, exists);
  }
  return exists;
}

// A docs/ path starts a word (so /api/docs/json, a URL, is no reference) and loses a sentence's full stop.
const DOCS_PATH = /(?<![\w./-])docs(?:\/[\w.-]+)*\/?(?:#[\p{L}\p{N}_-]+)?/gu;
// A path from the repository's root; a glob or a template (`apps/*/src`, `{id}`) is left alone.
const CODE_PATH = /(?<![\w./@-])(?:apps|packages|scripts|e2e|bench)\/[\w.$/-]*(?![\w.$/*{<-])/g;
const DECISION_NUMBERS = /\bdecisions?\s+(\d{3}(?:(?:,\s*|,?\s+and\s+)\d{3})*)/gi;
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;
const STANDARD_SECTION = new RegExp(`\\b(?:RFC|ISO|ECMA-?)\\s?\\d+\\s${SECTION_SIGN}`);

type Problem = `${string}:${number}: ${string}`;

function referenceProblems(file: string, text: string): Problem[] {
  const problems: Problem[] = [];
  text.split("\n").forEach((line, index) => {
    const at = `${file}:${index + 1}` as const;
    for (const [match] of line.matchAll(DOCS_PATH)) {
      const target = match.replace(/\.+$/, "");
      const why = unresolved(target.replace(/\/$/, ""));
      if (why) problems.push(`${at}: ${target} (${why})`);
    }
    for (const [match] of line.matchAll(CODE_PATH)) {
      const target = match.replace(/[./]+$/, "");
      if (!codePathExists(target)) problems.push(`${at}: ${target} (no such file)`);
    }
    for (const [, numbers = ""] of line.matchAll(DECISION_NUMBERS)) {
      for (const [number] of numbers.matchAll(/\d{3}/g)) {
        if (!decisionExists(number)) problems.push(`${at}: decision ${number} (no such decision record)`);
      }
    }
    if (file.endsWith(".md")) {
      for (const [, link = ""] of line.matchAll(MARKDOWN_LINK)) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(link)) continue;
        const [linked = "", anchor] = link.split("#");
        const target =
          linked === "" ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), linked));
        const why = unresolved(anchor === undefined ? target : `${target}#${anchor}`);
        if (why) problems.push(`${at}: link ${link} (${why})`);
      }
    }
    const sections = line.split(SECTION_SIGN).length - 1;
    const standards = line.match(new RegExp(STANDARD_SECTION.source, "g"))?.length ?? 0;
    if (sections > standards) {
      problems.push(
        `${at}: a ${SECTION_SIGN} section number (cite docs/product/<file>.md#<heading> instead)`,
      );
    }
  });
  return problems;
}

describe("references in the repository", () => {
  it("every docs/ and code path, decision number, Markdown link and section sign resolves", () => {
    const problems = repositoryFiles().flatMap((file) => {
      const text = readFileSync(path.join(root, file), "utf8");
      return text.includes("\0") ? [] : referenceProblems(file, text);
    });
    expect(problems).toEqual([]);
  });

  it("reports a missing file, heading, code path, decision and a bare section number", () => {
    const text = [
      "see docs/product/errors.md#body-codes and docs/decisions/011.",
      "see docs/product/no-such-file.md and docs/product/errors.md#no-such-heading",
      "see packages/domain/src/routing.ts, apps/web/build/client and apps/web/app/no-such-file.ts.",
      `decision 999; spec ${SECTION_SIGN}8; RFC 9110 ${SECTION_SIGN}13.1.2`,
    ].join("\n");
    expect(referenceProblems("example.ts", text)).toEqual([
      "example.ts:2: docs/product/no-such-file.md (no such file)",
      "example.ts:2: docs/product/errors.md#no-such-heading (no such heading)",
      "example.ts:3: apps/web/app/no-such-file.ts (no such file)",
      "example.ts:4: decision 999 (no such decision record)",
      `example.ts:4: a ${SECTION_SIGN} section number (cite docs/product/<file>.md#<heading> instead)`,
    ]);
  });

  it("follows a Markdown link from the folder of the file it is in", () => {
    const text =
      "[fine](routes.md#landing-pages), [here](#body-codes), [gone](routes.md#nowhere), [web](https://x.cn)";
    expect(referenceProblems("docs/product/errors.md", text)).toEqual([
      "docs/product/errors.md:1: link routes.md#nowhere (no such heading)",
    ]);
  });
});
