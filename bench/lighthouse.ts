// Lighthouse 12 (mobile preset, simulated throttling) against a running server, in Debian's
// Chromium, and each page's first-load JavaScript (bench/first-load.ts). A shared machine's other
// work depresses the performance score from run to run: each page runs RUNS times and the row is
// the median run by score; the bytes do not vary and are the figure to compare (docs/performance.md).
import { spawnSync } from "node:child_process";
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { FIRST_LOAD_BUDGET_BYTES } from "../apps/server/src/testing/first-load";
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from "../scripts/chromium";
import { measureFirstLoad } from "./first-load";

const RUNS = 3;
/** Chromium at real-time priority loses a trace's navigation start now and then (NO_NAVSTART). */
const ATTEMPTS = 3 * RUNS;
const METRICS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "speed-index",
  "cumulative-layout-shift",
];

/**
 * Lighthouse's simulated throttling multiplies the main-thread time it observes, so on two cores
 * shared with the server under test, Lighthouse's own driver and whatever else runs, every time
 * slice another process takes from the page's main thread is scored as the page's work, four times
 * over. Where the bench may (root or CAP_SYS_NICE), Chromium runs at real-time round-robin priority
 * so that nothing outside the browser preempts it (docs/decisions/089); otherwise at normal
 * priority, and the rows say which.
 */
function chromiumForLighthouse(): { path: string; priority: "real-time" | "normal" } {
  const permitted = spawnSync("chrt", ["--rr", "10", "true"]).status === 0;
  return permitted
    ? { path: fileURLToPath(new URL("./realtime-chromium.sh", import.meta.url)), priority: "real-time" }
    : { path: CHROMIUM_EXECUTABLE, priority: "normal" };
}

/**
 * The public pages the first-load budget holds for: one of each kind, with ids the seed made, and
 * the mobile site's home, list and complaint page (under /h5, as a server without MOBILE_ORIGIN
 * serves it).
 */
export async function publicPages(baseUrl: string): Promise<string[]> {
  const firstLink = async (listPath: string, pattern: RegExp) => {
    const html = await (await fetch(`${baseUrl}${listPath}`)).text();
    const match = html.match(pattern);
    if (!match) throw new Error(`${listPath} links to no page like ${pattern}`);
    return match[0].slice('href="'.length);
  };
  const complaint = await firstLink("/tousu", /href="\/tousu\/\d+/);
  return [
    "/",
    complaint,
    await firstLink("/article", /href="\/article\/\d+/),
    await firstLink("/qa", /href="\/qa\/\d+/),
    "/law",
    "/h5",
    "/h5/tousu",
    `/h5/pages/complaint/details?id=${complaint.slice("/tousu/".length)}`,
  ];
}

const kilobytes = (bytes: number) => Number((bytes / 1024).toFixed(1));

export async function runLighthouse(
  baseUrl: string,
  paths: string[],
): Promise<Record<string, string | number>[]> {
  const chromium = chromiumForLighthouse();
  const chrome = await launch({
    chromePath: chromium.path,
    envVars: { ...process.env, CHROMIUM: CHROMIUM_EXECUTABLE },
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  const rows: Record<string, string | number>[] = [];
  try {
    for (const path of paths) {
      const firstLoad = await measureFirstLoad(baseUrl, path);
      const runs: Record<string, string | number>[] = [];
      let failedRuns = 0;
      // A run that measured nothing is tried again, up to ATTEMPTS in all.
      for (let run = 0; runs.length < RUNS && run < ATTEMPTS; run++) {
        const result = await lighthouse(`${baseUrl}${path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        });
        const categories = result?.lhr.categories ?? {};
        const audits = result?.lhr.audits ?? {};
        // A run whose trace lacked a metric has no performance score: it measured nothing, so it is
        // named in the row and left out of the median rather than counted as 0.
        if (typeof categories.performance?.score !== "number") {
          const reason =
            result?.lhr.runtimeError?.message ??
            METRICS.map((id) => audits[id]?.errorMessage).find((message) => message) ??
            "no performance score";
          console.warn(`  ${path}: run ${run + 1} measured nothing: ${reason}`);
          failedRuns++;
          continue;
        }
        const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
        const metric = (id: string) => Math.round(audits[id]?.numericValue ?? 0);
        runs.push({
          performance: score("performance"),
          accessibility: score("accessibility"),
          "best-practices": score("best-practices"),
          seo: score("seo"),
          "FCP ms": metric("first-contentful-paint"),
          "LCP ms": metric("largest-contentful-paint"),
          "TBT ms": metric("total-blocking-time"),
          CLS: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
        });
      }
      runs.sort((a, b) => Number(a.performance) - Number(b.performance));
      rows.push({
        page: path,
        "first-load JS KB (br)": kilobytes(firstLoad.bytes),
        files: firstLoad.files,
        budget:
          firstLoad.bytes <= FIRST_LOAD_BUDGET_BYTES ? "ok" : `OVER ${kilobytes(FIRST_LOAD_BUDGET_BYTES)} KB`,
        ...(runs[Math.floor(runs.length / 2)] ?? { performance: "no run measured" }),
        "performance (runs)": [...runs.map((run) => run.performance), ...Array(failedRuns).fill("✗")].join(
          "/",
        ),
        load: loadavg()[0]?.toFixed(1) ?? "",
        chromium: chromium.priority,
      });
    }
  } finally {
    chrome.kill();
  }
  return rows;
}
