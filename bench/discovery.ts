// Discovery at scale: the read paths visitors use to find complaints and brands, measured
// at two database sizes so the table shows how cost grows. Each size keeps its seeded data under
// data/bench-<size>, so only the first run pays for seeding (about 12 minutes at a million).
//
//   npm run bench -- discovery                      100,000 and 1,000,000 complaints
//   BENCH_SIZES=20000,100000 npm run bench -- discovery
//   BENCH_SECONDS=10 …                              a longer window per measurement
//   BENCH_WARMUP_SECONDS=0 …                        measure a fresh server (default: 20 s of pages first)
//   BENCH_ROWS=H5 …                                 only the rows whose name contains this (here the H5 site's)
//   PORT=3401 EMBEDDED_PG_PORT=54461 …               the first size's ports, off the usual ones
import path from "node:path";
import { sampleContentIds, topUpContentRows } from "./content-rows";
import { getJson } from "./get-json";
import { driveLoad, type LoadResult, type LoadSample, runLoad, summarize } from "./load";
import { machineSpeed } from "./machine";
import { writeResults } from "./results-file";
import { type BenchServer, readIntoBuffers, startBenchServer } from "./server";

// The first size's ports; each further size takes the next ones.
const PORT = Number(process.env.PORT || 3301);
const EMBEDDED_PG_PORT = Number(process.env.EMBEDDED_PG_PORT || 54361);
const COMMON_WORDS = ["退款", "客服", "商家"];
const RARE_WORDS = ["电冰箱", "器材", "拉链"];
// In 1–2 % of complaints: too many matches to rank them all cheaply, too few for the newest 1,001
// to be near the top of the list (decision 032).
const MIDDLING_WORDS = ["蓝牙", "破损"];
const BRAND_PINYIN = "yunshan";
const PUBLISHED_CAMPAIGN = "act2024315";
const COMING_CAMPAIGN = "act2027315";
const DETAIL_SAMPLE = 2000;
// Complaint pages rendered before measuring, of complaints outside the measured sample: enough that
// none comes round again within the origin's 5 s reuse of a render.
const WARMUP_SAMPLE = 5000;
const warmupMs = Number(process.env.BENCH_WARMUP_SECONDS ?? 20) * 1000;
// Complaints read again within the cache's 10 s: what most reads of a popular complaint are.
const RECENTLY_READ = 200;
const LIST_DEPTH = 500;
const SLICE_MS = 1000;
// Before every slice but a row's first: new connections, and a second's pause of the server.
const SLICE_WARMUP_MS = 200;
const VISITORS = 5000;

interface Target {
  name: string;
  kind: "api" | "page";
  urls: string[];
  /** Measured in this pass only (both when unset). */
  cache?: "on" | "off";
}

interface Measurement {
  target: string;
  kind: "api" | "page";
  cache: "on" | "off";
  concurrency: number;
  result: LoadResult;
}

const sizes = (process.env.BENCH_SIZES ?? "100000,1000000").split(",").map(Number);
const windowMs = Number(process.env.BENCH_SECONDS ?? 5) * 1000;
const onlyRows = process.env.BENCH_ROWS;

/** Follows the list's cursors to the given page, the way a visitor paging on would. */
async function cursorOfPage(baseUrl: string, query: string, page: number): Promise<string> {
  let cursor: string | null = null;
  for (let current = 1; current < page; current++) {
    const after: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : "";
    const data: { next_cursor: string | null } = await getJson(
      `${baseUrl}/api/complaint/list?${query}${after}`,
    );
    if (!data.next_cursor) throw new Error(`the list ends before page ${page}`);
    cursor = data.next_cursor;
  }
  if (!cursor) throw new Error("page must be above 1");
  return cursor;
}

/** Complaint ids spread over the whole history, so the detail rows are not one hot page. */
async function sampleComplaintIds(baseUrl: string, count: number): Promise<number[]> {
  const ids = new Set<number>();
  for (let round = 0; ids.size < count && round < 200; round++) {
    // Each page is a sample of its own (the server reuses a page's sample for a few seconds).
    const batch = await getJson<{ id: number }[]>(
      `${baseUrl}/api/random/complaint?page=${round + 1}&page_size=100`,
    );
    for (const { id } of batch) ids.add(id);
  }
  return [...ids].slice(0, count);
}

async function discoverTargets(
  baseUrl: string,
  ids: number[],
  content: { articles: number[]; questions: number[] },
): Promise<Target[]> {
  const hotBrands = await getJson<{ id: number; name: string }[]>(`${baseUrl}/api/brand/hotList?limit=1`);
  const brand = hotBrands[0];
  if (!brand) throw new Error("no brand to measure");
  const listCursor = await cursorOfPage(baseUrl, "page_size=20", LIST_DEPTH);
  const api = (name: string, ...paths: string[]): Target => ({
    name,
    kind: "api",
    urls: paths.map((p) => `${baseUrl}/api${p}`),
  });
  const page = (name: string, ...paths: string[]): Target => ({
    name,
    kind: "page",
    urls: paths.map((p) => `${baseUrl}${p}`),
  });
  const search = (word: string) => `/complaint/search?key=${encodeURIComponent(word)}`;
  const detailPaths = (some: number[]) => some.map((id) => `/v2/complaint/${id}`);
  const h5ComplaintPaths = (some: number[]) => some.map((id) => `/h5/pages/complaint/details?id=${id}`);
  return [
    api("list, first page", "/complaint/list"),
    api(`list, page ${LIST_DEPTH} (cursor)`, `/complaint/list?cursor=${encodeURIComponent(listCursor)}`),
    api("a brand's list", `/complaint/list?brand_id=${brand.id}`),
    ...COMMON_WORDS.map((word) => api(`search, common: ${word}`, search(word))),
    ...RARE_WORDS.map((word) => api(`search, rare: ${word}`, search(word))),
    ...MIDDLING_WORDS.map((word) => api(`search, middling: ${word}`, search(word))),
    api(`brand search, pinyin: ${BRAND_PINYIN}`, `/brand/search?key=${BRAND_PINYIN}`),
    // With the cache on, 2,000 complaints mix a first pass of misses with hits, and which one p95
    // lands in flips between runs. So the cache-on pass measures reads of recently read complaints
    // and the cache-off pass first reads, each at both concurrencies.
    {
      ...api(
        `complaint detail, recently read (${RECENTLY_READ} ids)`,
        ...detailPaths(ids.slice(0, RECENTLY_READ)),
      ),
      cache: "on",
    },
    { ...api(`complaint detail, first reads (${ids.length} ids)`, ...detailPaths(ids)), cache: "off" },
    page("page /tousu", "/tousu"),
    page(`page /tousu/{id} (${ids.length} ids)`, ...ids.map((id) => `/tousu/${id}`)),
    page("page /brands/{id}", `/brands/${brand.id}`),
    page(
      `page /article/{id} (${content.articles.length} ids)`,
      ...content.articles.map((id) => `/article/${id}`),
    ),
    page(`page /qa/{id} (${content.questions.length} ids)`, ...content.questions.map((id) => `/qa/${id}`)),
    page(`page /search?key=${COMMON_WORDS[0]}`, `/search?key=${encodeURIComponent(COMMON_WORDS[0] ?? "")}`),
    // The demo seed's campaigns (decision 096): one with its results published, and the coming one,
    // whose page also ranks brands in two data lists and shows consumers' stories.
    page(`page /activity/${PUBLISHED_CAMPAIGN} (results published)`, `/activity/${PUBLISHED_CAMPAIGN}`),
    page(`page /activity/${COMING_CAMPAIGN} (coming, data lists)`, `/activity/${COMING_CAMPAIGN}`),
    // The H5 site (decision 078) under /h5, as a server without MOBILE_ORIGIN serves it, held to the
    // PC pages' targets. One address per row is a cached page (the origin reuses a render for 5 s)
    // in the cache-on pass and a first render in the cache-off pass, as /tousu above.
    page("H5 page /h5 (home)", "/h5"),
    page("H5 page /h5/tousu", "/h5/tousu"),
    page(`H5 page /h5/pages/complaint/details (${ids.length} ids)`, ...h5ComplaintPaths(ids)),
    {
      ...page(
        `H5 page /h5/pages/complaint/details, recently read (${RECENTLY_READ} ids)`,
        ...h5ComplaintPaths(ids.slice(0, RECENTLY_READ)),
      ),
      cache: "on",
    },
  ];
}

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/**
 * Measures a server that has been up a while, as reading the database into its buffers does for
 * the data: V8 optimises the render threads' code over the first few thousand pages (a fresh server
 * renders complaint pages at about 55 % of its later rate), and the brands' shared reads are cached.
 * The pages are of other complaints than the measured ones, so none of those is cached; every
 * fourth is the H5 site's, whose code warms up apart from the PC site's.
 */
async function warmUp(baseUrl: string, ids: number[]): Promise<void> {
  if (warmupMs <= 0) return;
  const result = await runLoad(
    ids.map((id, index) =>
      index % 4 === 3 ? `${baseUrl}/h5/pages/complaint/details?id=${id}` : `${baseUrl}/tousu/${id}`,
    ),
    { concurrency: 8, durationMs: warmupMs, warmupMs: 0, visitors: VISITORS },
  );
  console.info(`  warm-up: ${result.throughput.toFixed(0)} complaint pages/s over ${warmupMs / 1000} s`);
}

interface SizedServer {
  size: number;
  server: BenchServer;
  targets: Target[];
}

async function startSizedServer(size: number, index: number, cache: "on" | "off"): Promise<SizedServer> {
  const dataDir = path.resolve(`data/bench-${size}`);
  console.info(`\n# ${size.toLocaleString("en")} complaints, cache ${cache} (${dataDir})`);
  const server = await startBenchServer({
    port: PORT + index,
    embeddedPgPort: EMBEDDED_PG_PORT + index,
    dataDir,
    seedSize: size,
    env: cache === "off" ? { CACHE_DRIVER: "none" } : {},
  });
  try {
    // After the start, which seeds a new database.
    await topUpContentRows(dataDir, EMBEDDED_PG_PORT + index, size);
    await readIntoBuffers(dataDir, EMBEDDED_PG_PORT + index);
    const ids = await sampleComplaintIds(server.baseUrl, DETAIL_SAMPLE + WARMUP_SAMPLE);
    await warmUp(server.baseUrl, ids.slice(DETAIL_SAMPLE));
    const content = await sampleContentIds(dataDir, EMBEDDED_PG_PORT + index, DETAIL_SAMPLE);
    return {
      size,
      server,
      targets: await discoverTargets(server.baseUrl, ids.slice(0, DETAIL_SAMPLE), content),
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/**
 * Every size's server runs through the pass, and each row is measured in one-second slices that
 * alternate between the sizes: this machine's speed drifts by half within minutes, sometimes within
 * seconds (docs/performance.md), so sizes measured apart would compare two machines. Idle servers
 * wait on a socket.
 */
async function measurePass(cache: "on" | "off", bySize: Map<number, Measurement[]>): Promise<void> {
  const servers: SizedServer[] = [];
  try {
    for (const [index, size] of sizes.entries()) servers.push(await startSizedServer(size, index, cache));
    const slices = Math.max(1, Math.round(windowMs / SLICE_MS));
    for (const [targetIndex, target] of (servers[0]?.targets ?? []).entries()) {
      if (target.cache !== undefined && target.cache !== cache) continue;
      if (onlyRows && !target.name.includes(onlyRows)) continue;
      const levels =
        cache === "off" && target.cache === undefined ? [1] : target.kind === "api" ? [1, 32] : [1, 8, 32];
      for (const concurrency of levels) {
        // A fresh order each run: a rotating set starts where no earlier run left pages cached.
        const runs = servers.map(({ size, targets }) => ({
          size,
          urls: shuffled((targets[targetIndex] as Target).urls),
          samples: [] as LoadSample[],
          nextSequence: 0,
        }));
        for (let slice = 0; slice < slices; slice++) {
          for (const run of slice % 2 === 0 ? runs : [...runs].reverse()) {
            const sample = await driveLoad(run.urls, {
              concurrency,
              durationMs: windowMs / slices,
              warmupMs: slice === 0 ? 1000 : SLICE_WARMUP_MS,
              visitors: VISITORS,
              startAt: run.nextSequence,
            });
            run.samples.push(sample);
            run.nextSequence = sample.nextSequence;
          }
        }
        for (const { size, samples } of runs) {
          const result = summarize(samples);
          bySize.get(size)?.push({ target: target.name, kind: target.kind, cache, concurrency, result });
          console.info(
            `  ${target.name} · ${size.toLocaleString("en")} · cache ${cache} · c${concurrency}: p95 ${result.p95.toFixed(1)} ms, ${result.throughput.toFixed(0)}/s${result.errors ? `, ${result.errors} errors` : ""}`,
          );
        }
      }
    }
  } finally {
    for (const { server } of servers) await server.stop();
  }
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : "–");

/**
 * One row per target × cache × concurrency, each size's figures side by side, and two ratios of the
 * largest size to the smallest: of p95, and of cost per request (the smallest size's throughput over
 * the largest's: at concurrency 1 that is the ratio of mean times, and with the cores saturated
 * the ratio of the work each request takes). At concurrency 1 a p95 is one request in twenty, and
 * in a 2 ms row it moves by a millisecond between runs; the cost ratio is what every request pays.
 */
function toTable(bySize: Map<number, Measurement[]>): Record<string, string>[] {
  const [first, last] = [sizes[0] as number, sizes.at(-1) as number];
  const key = (m: Measurement) => `${m.target}|${m.cache}|${m.concurrency}`;
  const lastByKey = new Map((bySize.get(last) ?? []).map((m) => [key(m), m]));
  return (bySize.get(first) ?? []).map((m) => {
    const row: Record<string, string> = {
      target: m.target,
      cache: m.cache,
      conc: String(m.concurrency),
    };
    for (const size of sizes) {
      const at = (bySize.get(size) ?? []).find((other) => key(other) === key(m));
      const label = size >= 1_000_000 ? `${size / 1_000_000}M` : `${size / 1000}k`;
      row[`${label} p50`] = at ? ms(at.result.p50) : "–";
      row[`${label} p95`] = at ? ms(at.result.p95) : "–";
      row[`${label} p99`] = at ? ms(at.result.p99) : "–";
      row[`${label} req/s`] = at ? at.result.throughput.toFixed(0) : "–";
    }
    const grown = lastByKey.get(key(m));
    if (first !== last && grown) {
      row["p95 ratio"] = (grown.result.p95 / m.result.p95).toFixed(2);
      row["cost ratio"] = (m.result.throughput / grown.result.throughput).toFixed(2);
    }
    return row;
  });
}

export async function runDiscovery(): Promise<Record<string, string>[]> {
  const bySize = new Map(sizes.map((size): [number, Measurement[]] => [size, []]));
  const speedBefore = machineSpeed();
  for (const cache of ["on", "off"] as const) await measurePass(cache, bySize);
  const speed = `machine ${speedBefore.toFixed(0)} → ${machineSpeed().toFixed(0)} ms`;
  const rows = toTable(bySize);
  writeResults("discovery", `sizes ${sizes.join(", ")} · ${windowMs / 1000} s per row · ${speed}`, rows);
  return rows;
}
