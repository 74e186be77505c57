import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing/build-test-app";
import { openTestStream } from "../testing/event-stream-client";
import { parseExposition, sampleSum } from "../testing/prometheus-text";

describe("GET /metrics without METRICS_TOKEN", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ CACHE_DRIVER: "memory" });
  });
  afterAll(async () => {
    t.app.server.closeAllConnections();
    await t.close();
  });

  const scrape = (remoteAddress = "127.0.0.1", headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url: "/metrics", remoteAddress, headers });

  it("answers Prometheus's text format, parseable, with Node's process figures", async () => {
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; version=0.0.4; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-store");
    const samples = parseExposition(response.body);
    for (const name of [
      "process_cpu_seconds_total",
      "process_resident_memory_bytes",
      "nodejs_heap_size_used_bytes",
      "nodejs_eventloop_lag_p99_seconds",
      "tousu_db_pool_waiting_requests",
      "tousu_event_streams_open",
    ])
      expect(samples.some((sample) => sample.name === name)).toBe(true);
    expect(response.body).toContain("# TYPE nodejs_gc_duration_seconds histogram");
    expect(sampleSum(samples, "tousu_db_pool_connections", { state: "idle" })).toBeGreaterThan(0);
    // The template books the complaints' deadlines: jobs waiting for their time.
    expect(sampleSum(samples, "tousu_jobs", { state: "scheduled" })).toBeGreaterThan(0);
  });

  it("times requests by route pattern, never by address, and counts the read cache's lookups", async () => {
    for (const id of ["1", "1", "2", "999999"])
      expect((await t.app.inject({ method: "GET", url: `/api/brand/${id}` })).statusCode).toBeLessThan(500);
    await t.app.inject({ method: "GET", url: "/api/no/such/endpoint" });
    await t.app.inject({ method: "GET", url: "/nowhere" });
    const samples = parseExposition((await scrape()).body);
    const requests = "tousu_http_request_duration_seconds_count";
    expect(sampleSum(samples, requests, { method: "GET", route: "/api/brand/:id" })).toBe(4);
    expect(sampleSum(samples, requests, { route: "/api/brand/:id", status_class: "2xx" })).toBeGreaterThan(0);
    expect(sampleSum(samples, requests, { route: "/api/*", status_class: "4xx" })).toBe(1);
    expect(sampleSum(samples, requests, { route: "unmatched", status_class: "4xx" })).toBe(1);
    const routes = new Set(samples.filter((sample) => sample.name === requests).map((s) => s.labels.route));
    for (const route of routes) expect(route).not.toMatch(/brand\/\d|no\/such|nowhere/);
    const buckets = samples.filter(
      (sample) =>
        sample.name === "tousu_http_request_duration_seconds_bucket" &&
        sample.labels.route === "/api/brand/:id" &&
        sample.labels.le === "+Inf",
    );
    expect(buckets.reduce((sum, sample) => sum + sample.value, 0)).toBe(4);
    expect(sampleSum(samples, "tousu_read_cache_lookups_total", { outcome: "hit" })).toBeGreaterThan(0);
    expect(sampleSum(samples, "tousu_read_cache_lookups_total", { outcome: "miss" })).toBeGreaterThan(0);
  });

  it("counts the event streams open on this node", async () => {
    const stream = await openTestStream(t.app, "/event/public-stream?campaign=1");
    expect(stream.status).toBe(200);
    const open = () =>
      scrape().then((response) => sampleSum(parseExposition(response.body), "tousu_event_streams_open"));
    expect(await open()).toBe(1);
    stream.close();
    await expect.poll(open).toBe(0);
  });

  it("admits a private network's address reached directly, refuses the internet and proxied requests", async () => {
    for (const address of ["10.1.2.3", "172.20.0.9", "192.168.7.1", "::1", "::ffff:192.168.7.1", "fd00::5"])
      expect((await scrape(address)).statusCode, address).toBe(200);
    const refusals = [
      await scrape("203.0.113.7"),
      await scrape("::ffff:203.0.113.7"),
      await scrape("2001:db8::1"),
      // Through nginx: its own address is private, the caller's is anyone's.
      await scrape("10.0.0.10", { "x-forwarded-for": "203.0.113.7" }),
      await scrape("10.0.0.10", { "x-forwarded-for": "10.0.0.11" }),
    ];
    for (const refusal of refusals) {
      expect(refusal.statusCode).toBe(403);
      expect(refusal.json()).toEqual({ code: 403, msg: "无权读取运行指标", data: null });
    }
  });
});

describe("GET /metrics with METRICS_TOKEN", () => {
  const token = "scrape-token-of-the-test-0123456789";
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ METRICS_TOKEN: token });
  });
  afterAll(() => t.close());

  const scrape = (remoteAddress: string, authorization?: string) =>
    t.app.inject({
      method: "GET",
      url: "/metrics",
      remoteAddress,
      headers: authorization ? { authorization } : {},
    });

  it("admits the token's holder from anywhere and no one else, loopback included", async () => {
    expect((await scrape("203.0.113.7", `Bearer ${token}`)).statusCode).toBe(200);
    expect((await scrape("10.0.0.3", `bearer ${token}`)).statusCode).toBe(200);
    for (const authorization of [undefined, "Bearer wrong", `Bearer ${token}x`, `Basic ${token}`, token]) {
      const refusal = await scrape("127.0.0.1", authorization);
      expect(refusal.statusCode, authorization).toBe(403);
      expect(refusal.json()).toEqual({ code: 403, msg: "无权读取运行指标", data: null });
    }
  });
});
