import { schema } from "@tousu/db";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestServer, type TestServer } from "./testing/test-server";

// The whole server on a real socket, behind a proxy it trusts on loopback (each test picks its
// visitor's address), with the page cache on and pages rendered on a render thread.
const DESKTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36";
const PAGE_RENDERS_PER_MINUTE = 70;

let server: TestServer;
let app: FastifyInstance;
let origin: string;

beforeAll(async () => {
  server = await startTestServer({
    SSR_WORKERS: "1",
    CACHE_DRIVER: "memory",
    TRUST_PROXY: "127.0.0.1",
    PAGE_RENDERS_PER_MINUTE_PER_IP: String(PAGE_RENDERS_PER_MINUTE),
  });
  app = server.app;
  origin = await app.listen({ host: "127.0.0.1", port: 0 });
});
afterAll(() => server.close());

function get(pathname: string, visitor: string, headers: Record<string, string> = {}, method = "GET") {
  return fetch(`${origin}${pathname}`, {
    method,
    redirect: "manual",
    headers: { "user-agent": DESKTOP, "x-forwarded-for": visitor, ...headers },
  });
}

/** How many calls page renders made to the API meanwhile (they are answered by inject). */
async function apiCallsDuring(action: () => Promise<void>): Promise<number> {
  const inject = vi.spyOn(app, "inject");
  try {
    await action();
    return inject.mock.calls.length;
  } finally {
    inject.mockRestore();
  }
}

describe("a page's own API calls", () => {
  it("are made as the visitor: what the API counts per address sees them", async () => {
    const searched = async () =>
      (
        await server.db
          .select({ count: schema.searchKeywords.searchCount })
          .from(schema.searchKeywords)
          .where(eq(schema.searchKeywords.keyword, "退款"))
      )[0]?.count ?? 0;
    const before = await searched();
    // Three renders (three addresses of the page), two visitors: a search counts once per visitor.
    for (const [pathname, visitor] of [
      ["/search?key=退款", "203.0.113.20"],
      ["/search?key=退款&tab=complaint", "203.0.113.20"],
      ["/search?key=退款&page=1", "203.0.113.21"],
    ] as const)
      expect((await get(encodeURI(pathname), visitor)).status).toBe(200);
    await app.flushCounters();
    expect((await searched()) - before).toBe(2);
  });

  it("are not held to the API's per-address limits: a busy reader's search pages keep working", async () => {
    // Each brand tab render searches brands twice; the API lets a browser search brands 120 times a minute.
    const statuses = new Set<number>();
    for (let page = 0; page < 61; page++)
      statuses.add(
        (await get(`/search?key=${encodeURIComponent(`品牌${page}`)}&tab=brand`, "203.0.113.30")).status,
      );
    expect([...statuses]).toEqual([200]);
  });

  it("while the API still limits the same calls from a browser", async () => {
    const statuses: number[] = [];
    for (let call = 0; call < 121; call++)
      statuses.push((await get(`/api/brand/search?key=${call}`, "203.0.113.31")).status);
    expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true);
    expect(statuses[120]).toBe(429);
  });
});

describe("the renders one address may have", () => {
  it("are limited with a small 429 page, which cached pages do not count towards", async () => {
    expect((await get("/ranking", "203.0.113.40")).status).toBe(200);
    const visitor = "203.0.113.41";
    for (let render = 0; render < PAGE_RENDERS_PER_MINUTE; render++)
      expect((await get(`/no-such-page-${render}`, visitor)).status).toBe(404);

    const limited = await get("/no-such-page", visitor);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.text()).toContain("访问过于频繁");
    // A page the cache holds costs no render, and other visitors are unaffected.
    expect((await get("/ranking", "203.0.113.40")).status).toBe(200);
    expect((await get("/ranking", visitor)).status).toBe(200);
    expect((await get("/no-such-page", "203.0.113.42")).status).toBe(404);
  });
});

describe("a web-token cookie that is no session", () => {
  it("gets the shared page, without a render, and loses the cookie", async () => {
    const anonymous = await get("/tousu", "203.0.113.50");
    const shared = await anonymous.text();
    expect(anonymous.headers.get("cache-control")).toContain("public");

    // Not a token's shape, too long, or well-formed but no session's.
    for (const token of ["junk", "x".repeat(5000), "A".repeat(43)]) {
      let response: Response | undefined;
      const calls = await apiCallsDuring(async () => {
        response = await get("/tousu", "203.0.113.51", { cookie: `theme=dark; web-token=${token}` });
      });
      expect(calls).toBe(0);
      expect(response?.status).toBe(200);
      expect(await response?.text()).toBe(shared);
      expect(response?.headers.get("set-cookie")).toContain("web-token=;");
      expect(response?.headers.get("cache-control")).toBe("private, no-store");
    }
  });

  it("unlike a live session, whose page is rendered for its member", async () => {
    const post = (url: string, body: object) =>
      fetch(`${origin}${url}`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.52" },
        body: JSON.stringify(body),
      }).then((response) => response.json() as Promise<{ data: { token: string } }>);
    await post("/api/auth/send_sms", { phone: "13900004001" });
    const code = server.sms.sent.findLast((message) => message.phone === "13900004001")?.code;
    const { token } = (await post("/api/auth/login_sms", { phone: "13900004001", code })).data;

    const calls = await apiCallsDuring(async () => {
      const response = await get("/tousu", "203.0.113.52", { cookie: `web-token=${token}` });
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      await response.text();
    });
    expect(calls).toBeGreaterThan(0);
  });
});

describe("a method a page does not take", () => {
  it("answers a 405 page that says which it takes", async () => {
    const response = await get("/tousu", "203.0.113.60", { "content-type": "text/plain" }, "POST");
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(await response.text()).toContain("该页面不支持这种请求方式");
  });
});
