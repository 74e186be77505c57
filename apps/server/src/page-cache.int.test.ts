import { createHash } from "node:crypto";
import { createServer } from "node:net";
import { parseExposition, type Sample, sampleSum } from "@tousu/api/testing";
import { type Database, schema } from "@tousu/db";
import { WEB_TOKEN_COOKIE } from "@tousu/domain";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestServer, type TestServer } from "./testing/test-server";

// The whole server (API, redirects, SSR of the real web build) on a free port, once rendering on a
// render thread whose loaders call back in (as in production) and once on the server's own thread.
const DESKTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36";

describe.each(["1", "0"])("SSR_WORKERS=%s", (renderThreads) => {
  let app: FastifyInstance;
  let origin: string;
  let closeAll = async () => {};
  let sms: TestServer["sms"];
  let db: Database;

  async function freePort(): Promise<number> {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const address = probe.address();
    await new Promise((resolve) => probe.close(resolve));
    if (address === null || typeof address === "string") throw new Error("no port");
    return address.port;
  }

  beforeAll(async () => {
    const port = await freePort();
    const server = await startTestServer({
      HOST: "127.0.0.1",
      PORT: String(port),
      // Phones are redirected, so shared pages must vary on User-Agent.
      MOBILE_ORIGIN: "https://m.tousu.example",
      SSR_WORKERS: renderThreads,
    });
    ({ app, db, sms } = server);
    await app.listen({ host: server.config.HOST, port });
    origin = `http://127.0.0.1:${port}`;
    closeAll = server.close;
  });

  afterAll(() => closeAll());

  function get(pathname: string, headers: Record<string, string> = {}, method = "GET") {
    return fetch(`${origin}${pathname}`, {
      method,
      redirect: "manual",
      headers: { "user-agent": DESKTOP, ...headers },
    });
  }

  async function login(phone: string): Promise<string> {
    const post = (url: string, body: object) =>
      fetch(`${origin}${url}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      }).then((response) => response.json() as Promise<{ code: number; data: { token: string } }>);
    await post("/api/auth/send_sms", { phone });
    const code = sms.sent.findLast((message) => message.phone === phone)?.code;
    const answer = await post("/api/auth/login_sms", { phone, code });
    expect(answer.code).toBe(200);
    return answer.data.token;
  }

  /** Every inline script of the page, as the browser hashes it for the CSP. */
  function inlineScriptHashes(html: string): string[] {
    return [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)]
      .map(([, body = ""]) => body)
      .filter((body) => body !== "")
      .map((body) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }

  function scriptSources(policy: string | null): string[] {
    const directive = (policy ?? "").split("; ").find((part) => part.startsWith("script-src "));
    return directive?.split(" ").slice(1) ?? [];
  }

  async function expectPrivate(response: Response) {
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("etag")).toBeNull();
    await response.arrayBuffer();
  }

  describe("anonymous public pages", () => {
    it("are public for a CDN, with a weak ETag and the right Vary", async () => {
      const response = await get("/ranking");
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe(
        "public, max-age=0, s-maxage=300, stale-while-revalidate=600",
      );
      expect(response.headers.get("etag")).toMatch(/^W\/"[\w-]{27}"$/);
      expect(response.headers.get("vary")).toBe("cookie, user-agent, accept-encoding");
      await response.arrayBuffer();
    });

    it("answer If-None-Match with 304 and no body, and HEAD with the same ETag", async () => {
      const first = await get("/ranking");
      const etag = first.headers.get("etag") ?? "";
      await first.arrayBuffer();

      const revalidated = await get("/ranking", { "if-none-match": etag });
      expect(revalidated.status).toBe(304);
      expect(await revalidated.text()).toBe("");
      expect(revalidated.headers.get("etag")).toBe(etag);
      expect(revalidated.headers.get("cache-control")).toContain("s-maxage=300");

      const head = await get("/ranking", {}, "HEAD");
      expect(head.status).toBe(200);
      expect(head.headers.get("etag")).toBe(etag);

      const otherTag = await get("/ranking", { "if-none-match": 'W/"something-else"' });
      expect(otherTag.status).toBe(200);
      await otherTag.arrayBuffer();
    });

    it("get a new ETag when the page changes", async () => {
      const before = await get("/ranking");
      const etag = before.headers.get("etag") ?? "";
      expect(await before.text()).not.toContain("缓存测试行业");
      // The ranking's sector tabs are the brands' industries.
      const [brand] = await db.select({ id: schema.brands.id }).from(schema.brands).limit(1);
      await db
        .update(schema.brands)
        .set({ industry: "缓存测试行业" })
        .where(eq(schema.brands.id, brand?.id ?? 0));

      const after = await get("/ranking", { "if-none-match": etag });
      expect(after.status).toBe(200);
      expect(after.headers.get("etag")).not.toBe(etag);
      expect(await after.text()).toContain("缓存测试行业");
    });

    it("include a campaign's page and the campaign list, kept as long as a list", async () => {
      for (const path of ["/activity", "/activity/act2024315"]) {
        const response = await get(path);
        expect(response.status).toBe(200);
        expect(response.headers.get("cache-control")).toBe(
          "public, max-age=0, s-maxage=30, stale-while-revalidate=60",
        );
        await response.arrayBuffer();
      }
    });

    it("allow exactly their own inline scripts by hash, with no nonce left", async () => {
      const response = await get("/tousu");
      const html = await response.text();
      const allowed = scriptSources(response.headers.get("content-security-policy"));
      const hashes = inlineScriptHashes(html);
      expect(hashes.length).toBeGreaterThan(2);
      expect(allowed).toEqual(["'self'", ...new Set(hashes)]);
      expect(html).not.toContain("nonce=");
    });

    it("keep lists shorter than details", async () => {
      const list = (await (await get("/api/complaint/list?page=1&page_size=1")).json()) as {
        data: { list: Array<{ id: number }> };
      };
      const id = list.data.list[0]?.id;
      const detail = await get(`/tousu/${id}`);
      expect(detail.status).toBe(200);
      expect(detail.headers.get("cache-control")).toBe(
        "public, max-age=0, s-maxage=60, stale-while-revalidate=300",
      );
      await detail.arrayBuffer();
      const tousu = await get("/tousu");
      expect(tousu.headers.get("cache-control")).toBe(
        "public, max-age=0, s-maxage=30, stale-while-revalidate=60",
      );
      await tousu.arrayBuffer();
    });
  });

  describe("the node's metrics", () => {
    const scrape = async () => parseExposition(await (await get("/metrics")).text());
    const requests = "tousu_http_request_duration_seconds_count";
    const apiCalls = (samples: Sample[]) =>
      samples
        .filter((sample) => sample.name === requests && sample.labels.route?.startsWith("/api"))
        .reduce((sum, sample) => sum + sample.value, 0);

    it("time a page as one request of the pages' route, its loaders' calls in process not counted again", async () => {
      const before = await scrape();
      const page = await get("/ranking");
      expect(page.status).toBe(200);
      const asset = /\/assets\/[\w.-]+\.js/.exec(await page.text())?.[0];
      const script = await get(asset ?? "/assets/none.js");
      expect(script.status).toBe(200);
      await script.arrayBuffer();
      // A request is timed when its response finishes, which the server may hear just after this
      // client has read the last byte.
      let after: Sample[] = [];
      const grown = (labels: Record<string, string>) =>
        sampleSum(after, requests, labels) - sampleSum(before, requests, labels);
      await expect
        .poll(async () => {
          after = await scrape();
          return [
            grown({ method: "GET", route: "/*", status_class: "2xx" }),
            grown({ route: "static file", status_class: "2xx" }),
          ];
        })
        .toEqual([1, 1]);
      expect(apiCalls(after)).toBe(apiCalls(before));
      expect(after.some((sample) => sample.labels.route?.startsWith("/assets/"))).toBe(false);
      expect(sampleSum(after, "tousu_rendered_page_lookups_total", { outcome: "miss" })).toBeGreaterThan(0);
      expect(after.some((sample) => sample.name === "tousu_renders_refused_total")).toBe(true);
      expect(sampleSum(after, "tousu_render_threads")).toBe(Number(renderThreads));
    });
  });

  describe("pages no shared cache may keep", () => {
    it("a logged-in visitor's page is private and streams under a fresh nonce", async () => {
      const token = await login("13800000991");
      const response = await get("/tousu", { cookie: `${WEB_TOKEN_COOKIE}=${token}` });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(response.headers.get("etag")).toBeNull();
      const [nonceSource] = scriptSources(response.headers.get("content-security-policy")).slice(1);
      const nonce = /^'nonce-(.+)'$/.exec(nonceSource ?? "")?.[1];
      expect(nonce).toBeDefined();
      expect(html).toContain(`nonce="${nonce}"`);

      const userCentre = await get("/user", { cookie: `${WEB_TOKEN_COOKIE}=${token}` });
      expect(userCentre.status).toBe(200);
      await expectPrivate(userCentre);
    });

    it("the user centre, the console, errors, redirects and stale tokens are private", async () => {
      const anonymousUserCentre = await get("/user");
      expect(anonymousUserCentre.status).toBe(302);
      await expectPrivate(anonymousUserCentre);
      await expectPrivate(await get("/admin"));
      await expectPrivate(await get("/company"));

      const missing = await get("/tousu/987654321");
      expect(missing.status).toBe(404);
      await expectPrivate(missing);
      const unknown = await get("/no-such-page");
      expect(unknown.status).toBe(404);
      await expectPrivate(unknown);

      const staleToken = await get("/tousu", { cookie: `${WEB_TOKEN_COOKIE}=expired` });
      expect(staleToken.headers.get("set-cookie")).toContain(`${WEB_TOKEN_COOKIE}=;`);
      await expectPrivate(staleToken);

      // React Router answers a POST to a page without an action with 405 (and logs a line).
      vi.spyOn(console, "warn").mockImplementationOnce(() => {});
      const post = await get("/tousu", {}, "POST");
      expect(post.status).toBe(405);
      await expectPrivate(post);
    });

    it("phones get a private redirect; old URLs a cacheable 301", async () => {
      const phone = await get("/tousu/1", {
        "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148",
      });
      expect(phone.status).toBe(302);
      expect(phone.headers.get("vary")).toBe("user-agent, cookie");
      await expectPrivate(phone);

      const old = await get("/complaints/42");
      expect(old.status).toBe(301);
      expect(old.headers.get("cache-control")).toBe("public, max-age=86400");
    });
  });
});
