// A mixed load on the real server in production mode: the public reads a storm brings (complaint
// pages, the home page and lists, brand pages, the list API) beside what logged-in people do at the
// same time (their own complaints, SMS logins, comments, filings), `BENCH_CONCURRENCY` at once for
// `BENCH_SECONDS`, on one node, then on two nodes sharing its PostgreSQL and a Redis behind the
// deployment guide's nginx (docs/deploy.md). Every answer must be a success: a refusal or an error
// fails the run. Each node's resident memory is sampled throughout, and its CPU time counted. First, the one node's cached
// complaint page and list API against nginx serving the same bytes (`versus-nginx.ts`).
//
//   npm run bench -- load
//   BENCH_SECONDS=60 BENCH_CONCURRENCY=16 …   shorter, lighter
//   BENCH_NODES=1 …   one node only (two needs nginx and redis-server from Debian)
//
// SMS codes go through the Aliyun provider to a local endpoint that answers as Aliyun does and keeps
// the codes, so logins take the production path.
import { readdirSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { schema } from "@tousu/db";
import { encryptContent } from "@tousu/domain/content-cipher";
import { sql } from "drizzle-orm";
import { startTestRedis } from "../apps/api/src/testing/redis-server";
import {
  findSubmittableForm,
  SUBMITTED_CONTENT,
  submittableBody,
  TEST_CONTENT_AES_KEY,
} from "../apps/api/src/testing/submittable-form";
import { APPLICATION_PASSWORD_FILE, APPLICATION_ROLE } from "../apps/server/src/database";
import { COMPILED_SERVER_ENTRY } from "../apps/server/src/testing/compiled-server";
import { startGuideNginx } from "../apps/server/src/testing/guide-nginx";
import { signedInAccounts } from "./accounts";
import { hideAcrossNodes } from "./hide-across-nodes";
import { machineSpeed } from "./machine";
import { writeResults } from "./results-file";
import { startBenchServer, superuserPool, waitForServer } from "./server";
import { versusNginx } from "./versus-nginx";

const PORT = Number(process.env.PORT || 3307);
const EMBEDDED_PG_PORT = Number(process.env.EMBEDDED_PG_PORT || 54367);
const SECOND_NODE_PORT = PORT + 1;
const NGINX_PORT = PORT + 2;
const SMS_PORT = PORT + 100;
const NODE_COUNTS = (process.env.BENCH_NODES ?? "1,2").split(",").map(Number);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 32);
const SECONDS = Number(process.env.BENCH_SECONDS || 300);
const ACCOUNTS = 3000;
/** A node's resident memory after the load (docs/performance.md). */
const MEMORY_TARGET_MB = 800;

interface Demo {
  complaints: number[];
  /** Visible complaints the load never reads, for the moderator's hides on two nodes. */
  spareComplaints: number[];
  moderatorToken: string;
  brands: number[];
  tokens: string[];
  form: Awaited<ReturnType<typeof findSubmittableForm>>;
}

/** Aliyun's SendSms as the provider calls it (a signed form POST), answering OK and keeping each phone's code. */
function startSmsEndpoint(codes: Map<string, string>): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      const form = new URLSearchParams(body);
      const phone = form.get("PhoneNumbers");
      const code = JSON.parse(form.get("TemplateParam") ?? "{}").code as string | undefined;
      if (phone && code) codes.set(phone, code);
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify({ Code: "OK", Message: "OK", RequestId: "bench", BizId: "bench" }));
    });
  });
  return new Promise((resolve) => server.listen(SMS_PORT, "127.0.0.1", () => resolve(server)));
}

async function prepare(dataDir: string): Promise<Demo> {
  const { db, close } = superuserPool(dataDir, EMBEDDED_PG_PORT);
  try {
    const complaints = await db
      .execute<{ id: number }>(
        sql`select id from complaints where dispatched_at is not null and not is_hidden order by id desc limit 520`,
      )
      .then((result) => result.rows.map((row) => Number(row.id)));
    const brands = await db.select({ id: schema.brands.id }).from(schema.brands).limit(100);
    const tokens = await signedInAccounts(db, ACCOUNTS, new Date());
    const [moderatorToken] = await signedInAccounts(db, 1, new Date(), "moderator");
    return {
      complaints: complaints.slice(0, 500),
      spareComplaints: complaints.slice(500),
      moderatorToken: moderatorToken ?? "",
      brands: brands.map((row) => row.id),
      tokens,
      form: await findSubmittableForm(db),
    };
  } finally {
    await close();
  }
}

/** The pid of the server listening on `port` (scripts/start.mjs runs it as its child). */
function serverPid(port: number): number {
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const command = readFileSync(`/proc/${entry}/cmdline`, "utf8");
      const environment = readFileSync(`/proc/${entry}/environ`, "utf8").split("\0");
      if (command.includes(COMPILED_SERVER_ENTRY) && environment.includes(`PORT=${port}`))
        return Number(entry);
    } catch {
      // A process that ended while we looked.
    }
  }
  throw new Error(`no server process listens on ${port}`);
}

const residentMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

/** CPU seconds the process has used, all its threads (`utime` and `stime`, at Linux's 100 ticks a second). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** One kind of request of the mix: its share, and how to send it as the n-th of its kind. */
interface Kind {
  name: string;
  weight: number;
  send: (n: number) => Promise<Response>;
}

/** `run` tells one run's logins and filings from another's (phones, and filings' brands and orders). */
function mix(baseUrl: string, demo: Demo, codes: Map<string, string>, run: number): Kind[] {
  // Every request comes from its own visitor's address: per-address limits see a crowd, as in a storm.
  let visitors = 0;
  const visitor = () => {
    visitors += 1;
    return `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`;
  };
  const pick = <T>(list: T[], n: number) => list[n % list.length] as T;
  const get = (url: string, token?: string) =>
    fetch(baseUrl + url, {
      headers: { "x-forwarded-for": visitor(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  const post = (url: string, body: unknown, token?: string, address = visitor()) =>
    fetch(baseUrl + url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": address,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
  // Writers take the accounts in turn, so none meets its own per-minute limits.
  let writer = 0;
  const nextWriter = () => pick(demo.tokens, writer++);
  let phones = 0;
  return [
    { name: "complaint page", weight: 30, send: (n) => get(`/tousu/${pick(demo.complaints, n * 7)}`) },
    { name: "home page", weight: 6, send: () => get("/") },
    { name: "complaint list page", weight: 6, send: (n) => get(`/tousu?page=${1 + (n % 5)}`) },
    { name: "brand page", weight: 6, send: (n) => get(`/brands/${pick(demo.brands, n)}`) },
    { name: "list API", weight: 20, send: (n) => get(`/api/complaint/list?page=${1 + (n % 5)}`) },
    {
      name: "own complaints",
      weight: 16,
      send: (n) => get("/api/complaint/mylist?status=all", pick(demo.tokens, n * 13)),
    },
    {
      name: "SMS login",
      weight: 2,
      send: async () => {
        phones += 1;
        const phone = `19${9 - run}${String(phones).padStart(8, "0")}`;
        const address = visitor();
        const sent = await post("/api/auth/send_sms", { phone }, undefined, address);
        if (!sent.ok || ((await sent.clone().json()) as { code: number }).code !== 200) return sent;
        return post("/api/auth/login_sms", { phone, code: codes.get(phone) }, undefined, address);
      },
    },
    {
      name: "comment",
      weight: 10,
      send: (n) =>
        post(
          "/api/user/complaint/comment",
          {
            complaint_id: pick(demo.complaints, n * 3),
            content: `同样遇到这个问题，客服一直没有答复，第${n}次跟进。`,
          },
          nextWriter(),
        ),
    },
    {
      name: "filing",
      weight: 4,
      // A filing like another of the same account and brand within a day is refused as a duplicate
      // (decision 008): each names its own brand and order. The runs walk the writers in the same
      // order, so each run starts on another brand (37 apart).
      send: (n) =>
        post(
          "/api/v2/complaint/submit",
          submittableBody(demo.form, {
            brand_id: pick(demo.brands, n + run * 37),
            title: `第${run}-${n}号订单退款迟迟不到账`,
            content: encryptContent(`订单${run}-${n}：${SUBMITTED_CONTENT}`, TEST_CONTENT_AES_KEY),
          }),
          nextWriter(),
        ),
    },
  ];
}

/** A success: 2xx, and for the API's envelope, code 200. */
async function isSuccess(response: Response): Promise<boolean> {
  const body = await response.text();
  if (!response.ok) return false;
  if (!(response.headers.get("content-type") ?? "").includes("json")) return true;
  return (JSON.parse(body) as { code: number }).code === 200;
}

const percentile = (sorted: number[], share: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN);

/** Drives the mix through `baseUrl` and reports each kind, the whole, and each node's memory and CPU. */
async function drive(
  baseUrl: string,
  demo: Demo,
  codes: Map<string, string>,
  run: number,
  nodePorts: number[],
): Promise<Record<string, string>[]> {
  const pids = nodePorts.map(serverPid);
  const kinds = mix(baseUrl, demo, codes, run);
  // Each kind as many times as its weight; the run walks it in a fixed, interleaved order.
  const schedule = kinds.flatMap((kind) => Array.from({ length: kind.weight }, () => kind));
  const latencies = new Map(kinds.map((kind) => [kind.name, [] as number[]]));
  const failures = new Map<string, number>();
  const sentOfKind = new Map(kinds.map((kind) => [kind.name, 0]));
  const memory = pids.map((pid) => [residentMb(pid)]);
  const cpuBefore = pids.map(cpuSeconds);
  const sample = () => {
    for (const [index, pid] of pids.entries()) memory[index]?.push(residentMb(pid));
  };
  const sampler = setInterval(sample, 5_000);
  const endAt = performance.now() + SECONDS * 1000;
  let sequence = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < endAt) {
        const kind = schedule[(sequence++ * 7919) % schedule.length] as Kind;
        const n = sentOfKind.get(kind.name) ?? 0;
        sentOfKind.set(kind.name, n + 1);
        const started = performance.now();
        const succeeded = await kind.send(n).then(isSuccess, () => false);
        latencies.get(kind.name)?.push(performance.now() - started);
        if (!succeeded) failures.set(kind.name, (failures.get(kind.name) ?? 0) + 1);
      }
    }),
  );
  clearInterval(sampler);
  sample();
  const cpuUsed = pids.map((pid, index) => cpuSeconds(pid) - (cpuBefore[index] ?? 0));
  const nodes = `${nodePorts.length} node${nodePorts.length > 1 ? "s behind nginx" : ""}`;
  const rows = kinds.map((kind) => {
    const sorted = (latencies.get(kind.name) ?? []).sort((a, b) => a - b);
    return {
      nodes,
      request: kind.name,
      requests: String(sorted.length),
      "per second": (sorted.length / SECONDS).toFixed(1),
      p50: `${percentile(sorted, 0.5).toFixed(1)} ms`,
      p99: `${percentile(sorted, 0.99).toFixed(1)} ms`,
      errors: String(failures.get(kind.name) ?? 0),
    };
  });
  const all = [...latencies.values()].flat().sort((a, b) => a - b);
  const errors = [...failures.values()].reduce((sum, count) => sum + count, 0);
  rows.push({
    nodes,
    request: `all, c${CONCURRENCY} for ${SECONDS} s`,
    requests: String(all.length),
    "per second": (all.length / SECONDS).toFixed(1),
    p50: `${percentile(all, 0.5).toFixed(1)} ms`,
    p99: `${percentile(all, 0.99).toFixed(1)} ms`,
    errors: `${errors} (must be 0)`,
  });
  for (const [index, samples] of memory.entries()) {
    const after = samples.at(-1) ?? 0;
    rows.push({
      nodes,
      request: `node ${index + 1}'s resident memory`,
      requests: `start ${samples[0]?.toFixed(0)} MB`,
      "per second": `peak ${Math.max(...samples).toFixed(0)} MB`,
      p50: `after ${after.toFixed(0)} MB`,
      p99: `target ≤ ${MEMORY_TARGET_MB} MB`,
      errors: after <= MEMORY_TARGET_MB ? "met" : "missed",
    });
  }
  // CPU time per answer does not fall with the rate when others load the machine, so steps can be
  // compared on a shared one.
  for (const [index, seconds] of cpuUsed.entries())
    rows.push({
      nodes,
      request: `node ${index + 1}'s CPU`,
      requests: `${seconds.toFixed(0)} s`,
      "per second": `${((seconds / SECONDS) * 100).toFixed(0)} % of a core`,
      p50: `${((seconds * 1000) / Math.max(1, all.length / nodePorts.length)).toFixed(1)} ms a request`,
      p99: nodePorts.length > 1 ? "requests taken as shared evenly" : "",
      errors: "",
    });
  if (errors > 0) console.error(`failed requests by kind (${nodes}): ${JSON.stringify([...failures])}`);
  return rows;
}

/** The embedded database's owner role (apps/server/src/database.ts), as a second node connects. */
function applicationDatabaseUrl(dataDir: string): string {
  const password = readFileSync(path.join(dataDir, "postgres", APPLICATION_PASSWORD_FILE), "utf8").trim();
  return `postgres://${APPLICATION_ROLE}:${encodeURIComponent(password)}@127.0.0.1:${EMBEDDED_PG_PORT}/tousu`;
}

async function driveTwoNodes(
  dataDir: string,
  demo: Demo,
  codes: Map<string, string>,
  settings: NodeSettings,
) {
  const redis = await startTestRedis("benchmark-only-redis");
  // nginx passes on the address each visitor named (as behind a CDN): two proxies to trust.
  const shared = { ...settings.env, REDIS_URL: redis.url(0), TRUST_PROXY: "2" };
  const first = await startBenchServer({ ...settings, env: shared });
  const secondDir = `${dataDir}-second-node`;
  rmSync(secondDir, { recursive: true, force: true });
  const second = await startBenchServer({
    ...settings,
    port: SECOND_NODE_PORT,
    dataDir: secondDir,
    env: { ...shared, DATABASE_URL: applicationDatabaseUrl(dataDir) },
  }).catch(async (error: unknown) => {
    await first.stop();
    throw error;
  });
  const nginx = startGuideNginx({
    port: NGINX_PORT,
    nodes: [`127.0.0.1:${PORT}`, `127.0.0.1:${SECOND_NODE_PORT}`],
    forwardedBy: true,
  });
  try {
    await waitForServer(
      `http://127.0.0.1:${NGINX_PORT}/api/health`,
      10_000,
      () => nginx.process.exitCode !== null,
    );
    const [rows, hides] = await Promise.all([
      drive(`http://127.0.0.1:${NGINX_PORT}`, demo, codes, 2, [PORT, SECOND_NODE_PORT]),
      hideAcrossNodes({
        first: first.baseUrl,
        second: second.baseUrl,
        moderatorToken: demo.moderatorToken,
        complaints: demo.spareComplaints,
        nodes: "2 nodes behind nginx",
      }),
    ]);
    return [...rows, hides];
  } finally {
    await nginx.stop();
    await second.stop();
    await first.stop();
    await redis.stop();
    rmSync(secondDir, { recursive: true, force: true });
  }
}

type NodeSettings = Parameters<typeof startBenchServer>[0];

export async function runMixedLoad(): Promise<Record<string, string>[]> {
  const dataDir = path.resolve(process.env.BENCH_DATA_DIR || "data/bench-load");
  rmSync(dataDir, { recursive: true, force: true });
  const codes = new Map<string, string>();
  const smsEndpoint = await startSmsEndpoint(codes);
  const settings: NodeSettings = {
    port: PORT,
    embeddedPgPort: EMBEDDED_PG_PORT,
    dataDir,
    env: { ALIYUN_SMS_ENDPOINT: `http://127.0.0.1:${SMS_PORT}` },
  };
  try {
    // A node in production never seeds: the nodes measured start on the data a first start seeded,
    // so the seed's memory is not counted as a node's.
    const seeding = await startBenchServer({ ...settings, seedSize: 2000 });
    let demo: Demo;
    try {
      demo = await prepare(dataDir);
    } finally {
      await seeding.stop();
    }
    const speedBefore = machineSpeed();
    const rows: Record<string, string>[] = [];
    if (NODE_COUNTS.includes(1)) {
      const node = await startBenchServer(settings);
      try {
        const sideBySide = await versusNginx(node.baseUrl, NGINX_PORT, [
          { name: "cached complaint page", path: `/tousu/${demo.complaints[0]}` },
          { name: "cached list API", path: "/api/complaint/list?page=1" },
        ]);
        rows.push(...sideBySide.map((row) => ({ nodes: "1 node", ...row })));
        rows.push(...(await drive(node.baseUrl, demo, codes, 1, [PORT])));
      } finally {
        await node.stop();
      }
    }
    if (NODE_COUNTS.includes(2)) rows.push(...(await driveTwoNodes(dataDir, demo, codes, settings)));
    const speed = `machine ${speedBefore.toFixed(0)} → ${machineSpeed().toFixed(0)} ms`;
    writeResults("load", `c${CONCURRENCY}, ${SECONDS} s per run · ${speed}`, rows);
    return rows;
  } finally {
    smsEndpoint.close();
  }
}
