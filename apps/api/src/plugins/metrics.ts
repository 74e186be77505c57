import { createHash } from "node:crypto";
import { BlockList, isIPv4 } from "node:net";
import { poolOf } from "@tousu/db";
import type { FastifyInstance, FastifyRequest, onResponseHookHandler, RouteOptions } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { AppDeps } from "../app-deps";
import { countJobs } from "../jobs/job-queue";
import { forbidden } from "../lib/app-error";
import { isPageRenderCall } from "../lib/page-render-calls";
import { safeEqualHex } from "../lib/safe-equal-hex";

declare module "fastify" {
  interface FastifyInstance {
    /** This node's metrics, to which the server adds its own figures (render threads, rendered pages). */
    nodeMetrics: NodeMetrics;
  }
}

/** Where Prometheus reads a node's metrics: the node's own, under no service's prefix. */
const METRICS_PATH = "/metrics";

const METRICS_REFUSED = "无权读取运行指标";

/** One value of a figure, for one set of its labels. */
export interface LabelledValue {
  labels: Readonly<Record<string, string>>;
  value: number;
}

/**
 * A figure its owner keeps as it likes (a plain number, a pool's own count) and hands over when the
 * metrics are scraped, so nothing is counted for it on a request's path.
 */
export interface ScrapedFigure {
  name: string;
  help: string;
  /** `gauge`: a level now; `counter`: a total since the node started. */
  type: "gauge" | "counter";
  labelNames?: readonly string[];
  read: () => number | readonly LabelledValue[] | Promise<readonly LabelledValue[]>;
}

export interface NodeMetrics {
  expose(figure: ScrapedFigure): void;
}

/** Seconds; a cached answer takes about 0.2 ms, a page render tens of milliseconds. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const STATUS_CLASSES = ["1xx", "2xx", "3xx", "4xx", "5xx"] as const;
/** A scrape waits this long for the job counts, then answers without them. */
const JOB_COUNT_TIMEOUT_MS = 1_000;

/**
 * The node's metrics in Prometheus's text format at `GET /metrics` (decision 105), in a registry of
 * this app's own (tests build several apps in one process): Node's process figures, every request's
 * duration by method, route pattern and status class, and the figures of the read cache, the live
 * event streams, the database pool and the job queues, read when scraped. Only a scraper holding
 * METRICS_TOKEN may read them or, without one, a caller on this machine or a private network reaching
 * the node directly. Call before any route is registered: each route is timed from its registration.
 */
export function registerMetrics(
  app: FastifyInstance,
  deps: Pick<AppDeps, "config" | "db" | "cache" | "liveEvents" | "providers">,
): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  timeRequests(app, registry);
  const nodeMetrics: NodeMetrics = { expose: (figure) => exposeFigure(registry, figure) };
  app.decorate("nodeMetrics", nodeMetrics);

  nodeMetrics.expose({
    name: "tousu_read_cache_lookups_total",
    help: "Lookups of the read-through cache by outcome: hit (kept), joined (a load under way), miss (loaded).",
    type: "counter",
    labelNames: ["outcome"],
    read: () => byOutcome(deps.cache.lookups),
  });
  nodeMetrics.expose({
    name: "tousu_event_streams_open",
    help: "Server-sent event streams open on this node.",
    type: "gauge",
    read: () => deps.liveEvents.openStreamCount(),
  });
  const pool = poolOf(deps.db);
  nodeMetrics.expose({
    name: "tousu_db_pool_connections",
    help: "This node's PostgreSQL connections by state: idle or in use.",
    type: "gauge",
    labelNames: ["state"],
    read: () => [
      { labels: { state: "idle" }, value: pool.idleCount },
      { labels: { state: "in_use" }, value: pool.totalCount - pool.idleCount },
    ],
  });
  nodeMetrics.expose({
    name: "tousu_db_pool_waiting_requests",
    help: "Queries waiting for one of this node's PostgreSQL connections.",
    type: "gauge",
    read: () => pool.waitingCount,
  });
  nodeMetrics.expose({
    name: "tousu_jobs",
    help: "The platform's jobs by queue and state (due, scheduled, active, failed); the same on every node.",
    type: "gauge",
    labelNames: ["queue", "state"],
    read: async () => {
      try {
        const counts = await withinTime(
          countJobs(deps.db, deps.providers.now(), JOB_COUNT_TIMEOUT_MS),
          JOB_COUNT_TIMEOUT_MS,
        );
        return counts.map(({ queue, state, count }) => ({ labels: { queue, state }, value: count }));
      } catch (error) {
        app.log.warn({ err: error }, "metrics: the job counts were not read");
        return [];
      }
    },
  });

  app.get(
    METRICS_PATH,
    { schema: { hide: true }, onRequest: refuseOtherThanScrapers(deps.config.METRICS_TOKEN) },
    async (_request, reply) =>
      reply
        .type(registry.contentType)
        .header("cache-control", "no-store")
        .send(await registry.metrics()),
  );
}

/**
 * Times every request in one histogram. Each route gets an observer of its own when it is
 * registered, holding its label sets once made, so a request costs a lookup and the observation:
 * no label string is built from the URL, and a route is named by its pattern (`/api/complaint/:id`),
 * never its address. Requests no route matched share one name. A page render's calls to the services
 * in process are part of the page's request, timed with it, and not counted again.
 */
function timeRequests(app: FastifyInstance, registry: Registry): void {
  const histogram = new Histogram({
    name: "tousu_http_request_duration_seconds",
    help: "Requests answered by this node: duration by method, route pattern and status class.",
    labelNames: ["method", "route", "status_class"],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  type Observe = (seconds: number) => void;
  const observerOf = (route: string) => {
    const byMethod = new Map<string, Observe[]>();
    return (method: string, status: number, milliseconds: number) => {
      let byClass = byMethod.get(method);
      if (!byClass) {
        byClass = [];
        byMethod.set(method, byClass);
      }
      const index = Math.min(Math.max(Math.floor(status / 100) - 1, 0), STATUS_CLASSES.length - 1);
      let observe = byClass[index];
      if (!observe) {
        const child = histogram.labels(method, route, STATUS_CLASSES[index]!);
        observe = (seconds) => child.observe(seconds);
        byClass[index] = observe;
      }
      observe(milliseconds / 1000);
    };
  };
  app.addHook("onRoute", (route) => {
    const observe = observerOf(routeName(route));
    const timed: onResponseHookHandler = (request, reply, done) => {
      if (!isPageRenderCall(request)) observe(request.method, reply.statusCode, reply.elapsedTime);
      done();
    };
    route.onResponse = [...[route.onResponse ?? []].flat(), timed];
  });
  const unmatched = observerOf("unmatched");
  app.addHook("onResponse", (request, reply, done) => {
    if (request.is404) unmatched(request.method, reply.statusCode, reply.elapsedTime);
    done();
  });
}

/**
 * A route's pattern, but one name for the files @fastify/static serves: it registers a route per
 * file (`wildcard: false`), naming the file in the route's config, and hashed assets would make a
 * series each.
 */
function routeName(route: RouteOptions): string {
  return (route.config as { file?: unknown } | undefined)?.file === undefined ? route.url : "static file";
}

function exposeFigure(registry: Registry, { name, help, type, labelNames = [], read }: ScrapedFigure): void {
  // Read whole at each scrape: a counter is given its running total as a gauge its value.
  const refill = async (
    metric: { reset(): void },
    put: (labels: LabelledValue["labels"], value: number) => void,
  ) => {
    const value = await read();
    metric.reset();
    for (const figure of typeof value === "number" ? [{ labels: {}, value }] : value)
      put(figure.labels, figure.value);
  };
  const options = { name, help, labelNames, registers: [registry] };
  if (type === "gauge")
    new Gauge({
      ...options,
      collect() {
        return refill(this, (labels, value) => this.set(labels, value));
      },
    });
  else
    new Counter({
      ...options,
      collect() {
        return refill(this, (labels, value) => this.inc(labels, value));
      },
    });
}

/** A cache's lookups as the values of one `outcome` label. */
export function byOutcome(lookups: Readonly<Record<string, number>>): LabelledValue[] {
  return Object.entries(lookups).map(([outcome, value]) => ({ labels: { outcome }, value }));
}

/**
 * Who may read the metrics (decision 105): with METRICS_TOKEN, whoever sends it as a bearer token;
 * without, a caller whose connection comes from this machine or a private network and was not passed
 * on by a proxy (nginx forwards the internet from its private address, and says so in
 * X-Forwarded-For). The socket's address, never X-Forwarded-For's, which a caller writes. Everyone
 * else gets the 403 envelope.
 */
function refuseOtherThanScrapers(token: string | undefined) {
  const expected = token === undefined ? null : digestOf(token);
  return async (request: FastifyRequest): Promise<void> => {
    const isAdmitted =
      expected === null
        ? isDirectFromPrivateNetwork(request)
        : safeEqualHex(digestOf(bearerOf(request.headers.authorization)), expected);
    if (!isAdmitted) throw forbidden(METRICS_REFUSED);
  };
}

/** Equal lengths for a constant-time comparison, whatever was sent. */
const digestOf = (text: string) => createHash("sha256").update(text).digest("hex");

function bearerOf(authorization: string | undefined): string {
  const match = /^Bearer +(\S+)\s*$/i.exec(authorization ?? "");
  return match?.[1] ?? "";
}

/** Loopback, the private ranges (RFC 1918, RFC 4193) and link-local addresses. */
const PRIVATE_NETWORKS = new BlockList();
PRIVATE_NETWORKS.addSubnet("127.0.0.0", 8, "ipv4");
PRIVATE_NETWORKS.addSubnet("10.0.0.0", 8, "ipv4");
PRIVATE_NETWORKS.addSubnet("172.16.0.0", 12, "ipv4");
PRIVATE_NETWORKS.addSubnet("192.168.0.0", 16, "ipv4");
PRIVATE_NETWORKS.addSubnet("169.254.0.0", 16, "ipv4");
PRIVATE_NETWORKS.addAddress("::1", "ipv6");
PRIVATE_NETWORKS.addSubnet("fc00::", 7, "ipv6");
PRIVATE_NETWORKS.addSubnet("fe80::", 10, "ipv6");

function isDirectFromPrivateNetwork(request: FastifyRequest): boolean {
  if (request.headers["x-forwarded-for"] !== undefined) return false;
  const address = request.socket.remoteAddress;
  if (!address) return false;
  // An IPv4 peer of a dual-stack listener shows as ::ffff:a.b.c.d.
  const ipv4 = address.startsWith("::ffff:") && isIPv4(address.slice(7)) ? address.slice(7) : address;
  return PRIVATE_NETWORKS.check(ipv4, isIPv4(ipv4) ? "ipv4" : "ipv6");
}

/** The promise's value, or a rejection once `ms` have passed without one. */
function withinTime<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
