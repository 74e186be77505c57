import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  hasRedisServer,
  openTestStream,
  parseExposition,
  type StreamMessage,
  sampleSum,
  startTestRedis,
  type TestRedis,
  untilExpiry,
} from "@tousu/api/testing";
import { createTrackPageTokens } from "@tousu/api/track-page-tokens";
import { connectDatabase, type DatabaseConnection, derivePiiKeys, schema } from "@tousu/db";
import {
  createComplaint,
  createTestDatabase,
  createUser,
  findFreePort,
  TEST_PII_SECRET,
  type TestDatabase,
} from "@tousu/db/testing";
import { encryptContent } from "@tousu/domain/content-cipher";
import { like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RENDERED_PAGE_TTL_MS } from "./rendered-page-cache";
import { COMPILED_SERVER_ARGS } from "./testing/compiled-server";
import { BROTLI_MODULE, type GuideNginx, NGINX_BINARY, startGuideNginx } from "./testing/guide-nginx";

// Two nodes of the built server (`npm run build`), each its own process as `npm start` runs it, on
// one PostgreSQL and one redis-server, behind a real nginx running the deployment guide's
// configuration without its TLS lines (docs/deploy.md, decision 104). CI installs nginx and sets
// TOUSU_REQUIRE_NGINX (.ci/run), so there a missing nginx fails rather than skips.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const nginxRequired = process.env.TOUSU_REQUIRE_NGINX === "1";
const PASSWORD = "test-only-s3cret";
const CONTENT_AES_KEY = "tousu-dev-aeskey";
const DESKTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36";
const piiKeys = derivePiiKeys(TEST_PII_SECRET);

/** The API's envelope, with what these tests read of its data. */
const envelope = async (response: Response) =>
  (await response.json()) as { code: number; data: { token: string; id: number } };

interface Node {
  port: number;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
}

function startNode(port: number, env: Record<string, string>): Node {
  const dataDir = mkdtempSync(path.join(tmpdir(), "tousu-node-"));
  const child = spawn(process.execPath, COMPILED_SERVER_ARGS, {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", ...env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  return { port, dataDir, process: child, output: () => output };
}

async function stopProcess(child: ChildProcess | undefined, signal: NodeJS.Signals = "SIGTERM") {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill(signal);
  await exited;
}

/** Until `url` answers 200; a process that exits first fails at once, with what it said. */
async function waitUntilAnswering(
  url: string,
  child: ChildProcess,
  what: () => string,
  timeoutMs = 150_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
    const status = await fetch(url)
      .then((response) => response.status)
      .catch(() => 0);
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer:\n${what()}`);
}

/** A stand-in for Aliyun CDN's API: records each purge's addresses. */
async function startCdnStandIn(): Promise<{ server: Server; url: string; purged: string[][] }> {
  const purged: string[][] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      purged.push((new URLSearchParams(body).get("ObjectPath") ?? "").split("\n"));
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify({ RequestId: "stand-in", RefreshTaskId: String(purged.length) }));
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  return { server, url: `http://127.0.0.1:${port}`, purged };
}

const skipReason = !hasRedisServer
  ? " (skipped: redis-server is not installed)"
  : !NGINX_BINARY && !nginxRequired
    ? " (skipped: nginx is not installed; apt-get install nginx libnginx-mod-http-brotli-filter)"
    : "";

describe.skipIf(skipReason !== "")(`two nodes behind nginx${skipReason}`, () => {
  let redis: TestRedis;
  let database: TestDatabase;
  let connection: DatabaseConnection;
  let cdn: Awaited<ReturnType<typeof startCdnStandIn>>;
  let a: Node;
  let b: Node;
  let nginx: GuideNginx | undefined;
  let site: string;
  const nodeUrl = (node: Node) => `http://127.0.0.1:${node.port}`;

  beforeAll(async () => {
    if (!NGINX_BINARY || (nginxRequired && !existsSync(BROTLI_MODULE)))
      throw new Error(
        "nginx or its brotli module is not installed, and TOUSU_REQUIRE_NGINX says this run needs them",
      );
    const [redisStarted, databaseMade, cdnStarted, portA, portB, sitePort] = await Promise.all([
      startTestRedis(PASSWORD),
      createTestDatabase(),
      startCdnStandIn(),
      findFreePort(),
      findFreePort(),
      findFreePort(),
    ]);
    [redis, database, cdn] = [redisStarted, databaseMade, cdnStarted];
    connection = connectDatabase(database.url, { max: 2 });
    site = `http://127.0.0.1:${sitePort}`;
    const env = {
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      PII_SECRET: TEST_PII_SECRET,
      CONTENT_AES_KEY,
      DATABASE_URL: database.url,
      REDIS_URL: redis.url(0),
      NODE_COUNT: "2",
      CACHE_DRIVER: "memory",
      TRUST_PROXY: "127.0.0.1",
      SITE_ORIGIN: site,
      SSR_WORKERS: "0",
      // Jobs run when the test moves each node's clock (`/api/testing/clock`), both at once.
      JOB_POLL_INTERVAL_MS: "0",
      SMS_CAPTCHA_AFTER_PER_IP: "1000",
      PAGE_RENDERS_PER_MINUTE_PER_IP: "100000",
      CDN_PURGE_DRIVER: "aliyun",
      CDN_SITE_ORIGIN: site,
      ALIYUN_CDN_ACCESS_KEY_ID: "stand-in",
      ALIYUN_CDN_ACCESS_KEY_SECRET: "stand-in",
      ALIYUN_CDN_ENDPOINT: cdn.url,
    };
    a = startNode(portA, env);
    b = startNode(portB, env);

    nginx = startGuideNginx({ port: sitePort, nodes: [`127.0.0.1:${portA}`, `127.0.0.1:${portB}`] });
    await Promise.all([
      waitUntilAnswering(`${nodeUrl(a)}/api/health`, a.process, a.output),
      waitUntilAnswering(`${nodeUrl(b)}/api/health`, b.process, b.output),
    ]);
    await waitUntilAnswering(`${site}/api/health`, nginx.process, nginx.output, 10_000);
  }, 180_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all([stopProcess(a?.process), stopProcess(b?.process)]);
    await connection?.close();
    await database?.drop();
    await redis?.stop();
    cdn?.server.close();
    for (const dir of [a?.dataDir, b?.dataDir]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const call = (node: Node | string, url: string, init: RequestInit & { from?: string } = {}) =>
    fetch(`${typeof node === "string" ? node : nodeUrl(node)}${url}`, {
      ...init,
      headers: {
        "user-agent": DESKTOP,
        ...(init.body ? { "content-type": "application/json" } : {}),
        ...(init.from ? { "x-forwarded-for": init.from } : {}),
        ...init.headers,
      },
    });

  async function loginThroughA(phone: string, from: string): Promise<string> {
    const sent = await call(a, "/api/auth/send_sms", {
      method: "POST",
      from,
      body: JSON.stringify({ phone }),
    });
    expect((await envelope(sent)).code).toBe(200);
    const outbox = readFileSync(path.join(a.dataDir, "sms-outbox.log"), "utf8").trim().split("\n");
    const code = outbox
      .map((line) => JSON.parse(line) as { phone: string; code?: string })
      .findLast((message) => message.phone === phone)?.code;
    const login = await call(a, "/api/auth/login_sms", {
      method: "POST",
      from,
      body: JSON.stringify({ phone, code }),
    });
    const body = await envelope(login);
    expect(body.code).toBe(200);
    return body.data.token;
  }

  it("serves pages compressed by nginx and the hashed assets immutable, pre-compressed by the build", async () => {
    const page = await call(site, "/", { headers: { "accept-encoding": "br, gzip" } });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-encoding")).toBe(existsSync(BROTLI_MODULE) ? "br" : "gzip");
    const asset = /\/assets\/[\w.-]+\.js/.exec(await page.text())?.[0];
    expect(asset).toBeDefined();
    const answer = await call(site, asset ?? "", { headers: { "accept-encoding": "br" } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(answer.headers.get("content-encoding")).toBe("br");
  });

  it("lets each node be scraped directly for its metrics, and never through nginx", async () => {
    for (const node of [a, b]) {
      const scrape = await call(node, "/metrics");
      expect(scrape.status).toBe(200);
      const samples = parseExposition(await scrape.text());
      // Each was asked for its health until it answered.
      const health = { route: "/api/health", status_class: "2xx" };
      expect(sampleSum(samples, "tousu_http_request_duration_seconds_count", health)).toBeGreaterThan(0);
      expect(sampleSum(samples, "process_resident_memory_bytes")).toBeGreaterThan(0);
    }
    const throughNginx = await call(site, "/metrics");
    expect(throughNginx.status).toBe(404);
    await throughNginx.arrayBuffer();
  });

  it("honours on node B a session opened through node A", async () => {
    const user = await createUser(connection.db, piiKeys);
    const token = await loginThroughA(user.phone, "198.51.100.21");
    const me = await call(b, "/api/user", { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect((await envelope(me)).data.id).toBe(user.id);
  });

  it("counts a route's limit once over both nodes: 60 captchas a minute per address in all", async () => {
    const from = "203.0.113.60";
    const statuses: number[] = [];
    for (const node of [a, b])
      for (let index = 0; index < 40; index++)
        statuses.push((await call(node, "/api/auth/captcha", { from })).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(60);
    expect(statuses.slice(60).every((status) => status === 429)).toBe(true);
  });

  it("drops from node B before its copies expire a complaint a moderator hid through node A: its page, list, search and sitemap", async () => {
    const db = connection.db;
    const complaint = await createComplaint(db, piiKeys);
    const moderator = await createUser(db, piiKeys);
    await db.insert(schema.userRoles).values({ userId: moderator.id, role: "moderator" });
    const token = await loginThroughA(moderator.phone, "198.51.100.22");
    const views = {
      page: `/tousu/${complaint.id}`,
      list: `/brands/${complaint.brandId}`,
      search: `/search?key=${encodeURIComponent(complaint.title)}`,
      sitemap: "/sitemap/complaints-1.xml",
    };
    // A link to the complaint (a page, a list entry, a sitemap's <loc>); the search page repeats its
    // query, the title, whatever it finds.
    const link = new RegExp(`/tousu/${complaint.id}["<]`);
    const shows = async (url: string) => {
      const response = await call(b, url);
      return response.status === 200 && link.test(await response.text());
    };
    // B reads each once, so it holds its copies when the hide happens.
    const heldSince = Date.now();
    for (const url of Object.values(views)) expect(await shows(url), url).toBe(true);

    const hidden = await call(a, `/api/admin/complaints/${complaint.id}/hide`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: JSON.stringify({ reason: "包含他人隐私" }),
    });
    expect((await envelope(hidden)).code).toBe(200);
    await Promise.all(
      Object.entries(views).map(([view, url]) =>
        expect
          .poll(() => shows(url), {
            message: `${view} on B`,
            timeout: untilExpiry(heldSince, RENDERED_PAGE_TTL_MS),
            interval: 20,
          })
          .toBe(false),
      ),
    );

    // The hide purged the CDN at once (A) and booked one more purge; both nodes run the jobs that
    // fall due at the same moment, and that purge is sent once.
    const purgesOfPage = () => cdn.purged.filter((urls) => urls.includes(`${site}${views.page}`)).length;
    expect(purgesOfPage()).toBe(1);
    // The jobs each node booked at its start are not under test: only the hide's stays due.
    await connection.db.execute(sql`delete from pgboss.job where state < 'active' and name <> 'cdn.repurge'`);
    const moved = await Promise.all(
      [a, b].map((node) =>
        call(node, "/api/testing/clock", { method: "POST", body: JSON.stringify({ days: 0.01 }) }),
      ),
    );
    expect(moved.map((response) => response.status)).toEqual([200, 200]);
    expect(purgesOfPage()).toBe(2);
  });

  it("carries an event caused through node A to a stream on node B and to one through nginx", async () => {
    const token = await loginThroughA("13900000771", "203.0.113.77");
    const auth = { authorization: `Bearer ${token}` };
    const isUnread = (message: StreamMessage) => message.event === "unread";
    const onB = await openTestStream(nodeUrl(b), "/event/stream", auth);
    const throughNginx = await openTestStream(site, "/event/stream", auth);
    try {
      expect([onB.status, throughNginx.status]).toEqual([200, 200]);
      await Promise.all([onB.next(isUnread), throughNginx.next(isUnread)]);
      // Reading the messages through A rings the account's count on every node.
      const read = await call(a, "/api/user/push/read/0", { method: "PUT", headers: auth });
      expect((await envelope(read)).code).toBe(200);
      await Promise.all(
        [onB, throughNginx].map((stream) => stream.next(() => stream.messages.filter(isUnread).length === 2)),
      );
    } finally {
      onB.close();
      throughNginx.close();
    }
  });

  it("loses no acknowledged write when node A is killed under load, and node B keeps serving", async () => {
    const run = `load-${Date.now()}`;
    const trackToken = createTrackPageTokens(TEST_PII_SECRET).issue("PC", new Date());
    const write = (index: number) =>
      call(site, "/data/api/v1/log/track", {
        method: "POST",
        body: JSON.stringify({
          code: encryptContent(
            JSON.stringify({
              v: "9.1.6",
              event: "page_view",
              t: Math.floor(Date.now() / 1000),
              platform: "PC",
              url: `/${run}/${index}`,
              domain: "127.0.0.1",
            }),
            CONTENT_AES_KEY,
          ),
          token: trackToken,
        }),
      })
        .then(async (response) => ({
          index,
          ok: response.status === 200 && (await envelope(response)).code === 200,
        }))
        .catch(() => ({ index, ok: false }));

    // Four writers at once through nginx, 100 writes (the route allows 120 a minute per address);
    // node A is killed once 30 are acknowledged, with writes in flight.
    const results: { index: number; ok: boolean; afterKill: boolean }[] = [];
    let next = 0;
    let killed = false;
    const writer = async () => {
      while (next < 100) {
        const result = await write(next++);
        results.push({ ...result, afterKill: killed });
        if (!killed && results.filter((entry) => entry.ok).length >= 30) {
          killed = true;
          a.process.kill("SIGKILL");
        }
      }
    };
    await Promise.all([writer(), writer(), writer(), writer()]);

    const stored = await connection.db
      .select({ path: schema.trackEvents.path })
      .from(schema.trackEvents)
      .where(like(schema.trackEvents.path, `/${run}/%`));
    const storedUrls = new Set(stored.map((row) => row.path));
    const acknowledged = results.filter((entry) => entry.ok);
    expect(acknowledged.filter((entry) => !storedUrls.has(`/${run}/${entry.index}`))).toEqual([]);
    // Only writes under way on A when it died may fail; every later one is served by B.
    expect(results.filter((entry) => !entry.ok).length).toBeLessThanOrEqual(4);
    expect(results.filter((entry) => entry.afterKill && entry.ok).length).toBeGreaterThan(50);
    // Reads through nginx keep answering: a read A would have taken goes to B.
    for (let index = 0; index < 10; index++) expect((await call(site, "/api/health")).status).toBe(200);
  });
});
