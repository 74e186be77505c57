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
  /** Completed requests per second over the measured window. */
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

/** Drives `url` (or a rotating set of urls) and reports latency percentiles in milliseconds. */
export async function runLoad(urls: string[], options: LoadOptions): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const targets = urls.map((url) => new URL(url));
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
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
      const doneAt = performance.now();
      if (sentAt < measureFrom || doneAt > stopAt) continue;
      if (ok) latencies.push(doneAt - sentAt);
      else errors++;
    }
  }

  await Promise.all(Array.from({ length: options.concurrency }, client));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    throughput: latencies.length / (options.durationMs / 1000),
  };
}
