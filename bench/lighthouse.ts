// Lighthouse 12 (mobile preset) against a running server, in Debian's Chromium.
// Usage: npm run bench -- lighthouse [baseUrl] [path…]   (default http://127.0.0.1:3000 /)
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from "../scripts/chromium";

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
      const result = await lighthouse(`${baseUrl}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      const categories = result?.lhr.categories ?? {};
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const audits = result?.lhr.audits ?? {};
      rows.push({
        page: path,
        performance: score("performance"),
        accessibility: score("accessibility"),
        "best-practices": score("best-practices"),
        seo: score("seo"),
        "FCP ms": Math.round(audits["first-contentful-paint"]?.numericValue ?? 0),
        "LCP ms": Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
        CLS: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
      });
    }
  } finally {
    chrome.kill();
  }
  return rows;
}
