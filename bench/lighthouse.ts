// Lighthouse 12 (mobile preset, simulated throttling) against a running server, in Debian's
// Chromium, and each page's first-load JavaScript (bench/first-load.ts). A shared machine's other
// work depresses the performance score from run to run: each page runs RUNS times and the row is
// the median run by score; the bytes do not vary and are the figure to compare (docs/performance.md).
import { loadavg } from "node:os";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { FIRST_LOAD_BUDGET_BYTES } from "../apps/server/src/testing/first-load";
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from "../scripts/chromium";
import { measureFirstLoad } from "./first-load";

const RUNS = 3;

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
  const chrome = await launch({
    chromePath: CHROMIUM_EXECUTABLE,
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  const rows: Record<string, string | number>[] = [];
  try {
    for (const path of paths) {
      const firstLoad = await measureFirstLoad(baseUrl, path);
      const runs: Record<string, string | number>[] = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${baseUrl}${path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        });
        const categories = result?.lhr.categories ?? {};
        const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
        const audits = result?.lhr.audits ?? {};
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
        ...runs[Math.floor(runs.length / 2)],
        "performance (runs)": runs.map((run) => run.performance).join("/"),
        load: loadavg()[0]?.toFixed(1) ?? "",
      });
    }
  } finally {
    chrome.kill();
  }
  return rows;
}
