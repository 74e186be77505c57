// A closed-loop load generator on loopback: `concurrency` clients each send a request, wait for
// the whole response, and send the next, for a fixed time. Plain node:http with keep-alive, so
// the generator's own cost per request stays far below the server's.
import http from "node:http";

export interface LoadResult {
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  /** Requests sent (and answered) per second of the measured window. */
  throughput: number;
}

export interface LoadOptions {
  concurrency: number;
  durationMs: number;
  /** Requests before the window are sent but not recorded (JIT, caches, connection setup). */
  warmupMs: number;
  /**
   * Sends each request as one of this many visitors (X-Forwarded-For; the server must trust the
   * loopback proxy), so per-visitor limits and counters see a crowd, not one address.
   */
  visitors?: number;
  /** Continues a rotating set of urls, and its visitors, where an earlier drive stopped. */
  startAt?: number;
}

/** The n-th visitor's address, in the 10.0.0.0/8 private range. */
const visitorAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

function requestOnce(agent: http.Agent, url: URL, visitor: string | null): Promise<number> {
  const headers: Record<string, string> = { "accept-encoding": "identity" };
  if (visitor) headers["x-forwarded-for"] = visitor;
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

/** What one drive of the load recorded: latencies of the measured window, in milliseconds. */
export interface LoadSample {
  latencies: number[];
  errors: number;
  /** Where the rotating set of urls (and visitors) stopped: the next drive's `startAt`. */
  nextSequence: number;
  durationMs: number;
}

/** Drives a rotating set of urls and records the measured window. */
export async function driveLoad(urls: string[], options: LoadOptions): Promise<LoadSample> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const targets = urls.map((url) => new URL(url));
  const latencies: number[] = [];
  let errors = 0;
  let next = options.startAt ?? 0;
  const start = performance.now();
  const measureFrom = start + options.warmupMs;
  const stopAt = measureFrom + options.durationMs;

  async function client(): Promise<void> {
    while (performance.now() < stopAt) {
      const sequence = next++;
      const target = targets[sequence % targets.length] as URL;
      const visitor = options.visitors ? visitorAddress(sequence % options.visitors) : null;
      const sentAt = performance.now();
      let ok = false;
      try {
        const status = await requestOnce(agent, target, visitor);
        ok = status >= 200 && status < 400;
      } catch {
        ok = false;
      }
      // Every request sent in the window counts, however late it ends: dropping the ones that end
      // after it would drop the slowest, the more so the shorter the window.
      if (sentAt < measureFrom) continue;
      if (ok) latencies.push(performance.now() - sentAt);
      else errors++;
    }
  }

  await Promise.all(Array.from({ length: options.concurrency }, client));
  agent.destroy();
  return { latencies, errors, nextSequence: next, durationMs: options.durationMs };
}

/** Percentiles and throughput over one or more samples of the same load. */
export function summarize(samples: LoadSample[]): LoadResult {
  const latencies = samples.flatMap((sample) => sample.latencies).sort((a, b) => a - b);
  const durationMs = samples.reduce((total, sample) => total + sample.durationMs, 0);
  return {
    requests: latencies.length,
    errors: samples.reduce((total, sample) => total + sample.errors, 0),
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    throughput: latencies.length / (durationMs / 1000),
  };
}

/** Drives `url` (or a rotating set of urls) and reports latency percentiles in milliseconds. */
export async function runLoad(urls: string[], options: LoadOptions): Promise<LoadResult> {
  return summarize([await driveLoad(urls, options)]);
}
