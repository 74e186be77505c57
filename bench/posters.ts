// Share posters (decisions 043, 047): a first render (satori and resvg on the API's thread, about a
// second of CPU) and a stored poster's answer (its content, then a stat of object storage), on a
// fresh demo seed, the smallest there is.
//
//   npm run bench -- posters
//   BENCH_SECONDS=10 …      a longer window for the stored posters
import { rmSync } from "node:fs";
import path from "node:path";
import { getJson } from "./get-json";
import { type LoadResult, runLoad, summarize } from "./load";
import { machineSpeed } from "./machine";
import { resultRow, writeResults } from "./results-file";
import { startBenchServer } from "./server";

const PORT = 3303;
const EMBEDDED_PG_PORT = 54363;
const FIRST_RENDERS = 20;
const VISITORS = 5000;
const windowMs = Number(process.env.BENCH_SECONDS ?? 5) * 1000;

/** Each poster drawn once, one after another: what the first visitor of each waits. */
async function firstRenders(urls: string[]): Promise<LoadResult> {
  const latencies: number[] = [];
  const start = performance.now();
  for (const url of urls) {
    const sentAt = performance.now();
    await getJson(url);
    latencies.push(performance.now() - sentAt);
  }
  return summarize([{ latencies, errors: 0, nextSequence: 0, durationMs: performance.now() - start }]);
}

export async function runPosters(): Promise<Record<string, string>[]> {
  const dataDir = path.resolve("data/bench-posters");
  rmSync(dataDir, { recursive: true, force: true });
  const speedBefore = machineSpeed();
  const server = await startBenchServer({
    port: PORT,
    embeddedPgPort: EMBEDDED_PG_PORT,
    dataDir,
    // One load generator is every visitor's first render here; the limits have tests of their own.
    env: { POSTER_RENDERS_PER_MINUTE_PER_IP: "1000000" },
  });
  try {
    const complaints = await getJson<{ id: number }[]>(
      `${server.baseUrl}/api/random/complaint?page=1&page_size=${FIRST_RENDERS}`,
    );
    const urls = complaints.map(({ id }) => `${server.baseUrl}/api/poster/tousu/${id}`);
    // The fonts are read and the renderer compiled by the first poster: a brand's, not measured.
    const [brand] = await getJson<{ id: number }[]>(`${server.baseUrl}/api/brand/hotList?limit=1`);
    if (!brand) throw new Error("no brand to draw");
    await getJson(`${server.baseUrl}/api/poster/brand/${brand.id}`);
    const rows = [resultRow(`first render (${urls.length} complaints)`, 1, await firstRenders(urls))];
    for (const concurrency of [1, 8]) {
      const stored = await runLoad(urls, {
        concurrency,
        durationMs: windowMs,
        warmupMs: 1000,
        visitors: VISITORS,
      });
      rows.push(resultRow(`stored poster (${urls.length} complaints)`, concurrency, stored));
    }
    const speed = `machine ${speedBefore.toFixed(0)} → ${machineSpeed().toFixed(0)} ms`;
    writeResults("posters", `${windowMs / 1000} s per stored row · ${speed}`, rows);
    return rows;
  } finally {
    await server.stop();
  }
}
