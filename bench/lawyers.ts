// Finding a lawyer (decision 050): the /law directory, a filtered directory, lawyers' public profiles
// and the directory's API, with a complaint page on the same seed for scale. A fresh demo seed has
// the 40 verified lawyers a real platform's first cities would; the directory's reads grow with
// lawyers and their entrustments, not with complaints.
//
//   npm run bench -- lawyers
//   BENCH_SECONDS=10 …      a longer window per row
import { rmSync } from "node:fs";
import path from "node:path";
import { getJson } from "./get-json";
import { runLoad } from "./load";
import { machineSpeed } from "./machine";
import { resultRow, writeResults } from "./results-file";
import { startBenchServer } from "./server";

const PORT = 3304;
const EMBEDDED_PG_PORT = 54364;
const VISITORS = 5000;
const COMPLAINT_SAMPLE = 100;
const windowMs = Number(process.env.BENCH_SECONDS ?? 5) * 1000;

/** Every verified lawyer's id, as the directory lists them. */
async function lawyerIds(baseUrl: string): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const data = await getJson<{ list: { id: number }[]; total: number }>(
      `${baseUrl}/lawyer/lawyers?page=${page}&page_size=50`,
    );
    ids.push(...data.list.map((lawyer) => lawyer.id));
    if (data.list.length === 0 || ids.length >= data.total) return ids;
  }
}

/** Every row at one and eight visitors, on a server started with the data cache and page reuse on or off. */
async function measure(dataDir: string, cache: "on" | "off") {
  const server = await startBenchServer({
    port: PORT,
    embeddedPgPort: EMBEDDED_PG_PORT,
    dataDir,
    env: cache === "off" ? { CACHE_DRIVER: "none" } : {},
  });
  try {
    const base = server.baseUrl;
    const lawyers = await lawyerIds(base);
    if (lawyers.length === 0) throw new Error("the seed has no verified lawyer");
    const complaints = await getJson<{ id: number }[]>(
      `${base}/api/random/complaint?page=1&page_size=${COMPLAINT_SAMPLE}`,
    );
    const targets: [string, string[]][] = [
      ["page /law", [`${base}/law`]],
      ["page /law?area=consumer", [`${base}/law?area=consumer`]],
      [`page /law/lawyer/{id} (${lawyers.length} ids)`, lawyers.map((id) => `${base}/law/lawyer/${id}`)],
      ["api /lawyer/lawyers", [`${base}/lawyer/lawyers`]],
      [`page /tousu/{id} (${complaints.length} ids)`, complaints.map(({ id }) => `${base}/tousu/${id}`)],
    ];
    const rows: Record<string, string>[] = [];
    for (const [target, urls] of targets) {
      for (const concurrency of [1, 8]) {
        const result = await runLoad(urls, {
          concurrency,
          durationMs: windowMs,
          warmupMs: 1000,
          visitors: VISITORS,
        });
        rows.push({ ...resultRow(target, concurrency, result), cache });
      }
    }
    return rows;
  } finally {
    await server.stop();
  }
}

export async function runLawyers(): Promise<Record<string, string>[]> {
  const dataDir = path.resolve("data/bench-lawyers");
  rmSync(dataDir, { recursive: true, force: true });
  const speedBefore = machineSpeed();
  // Cache on is what visitors get; cache off renders and queries every request, a first visit's cost.
  const rows = [...(await measure(dataDir, "on")), ...(await measure(dataDir, "off"))];
  const speed = `machine ${speedBefore.toFixed(0)} → ${machineSpeed().toFixed(0)} ms`;
  writeResults("lawyers", `fresh demo seed · ${windowMs / 1000} s per row · ${speed}`, rows);
  return rows;
}
