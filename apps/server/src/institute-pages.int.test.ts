import { schema } from "@tousu/db";
import { asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "./testing/test-server";

// The institute's pages rendered by the server from the real web build: the site's pages hydrate,
// the printable static ones carry no script at all and draw their charts as SVG.
const DESKTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36";

let app: FastifyInstance;
let reportId: number;
let closeAll = async () => {};

beforeAll(async () => {
  const server = await startTestServer({ SSR_WORKERS: "0" });
  app = server.app;
  closeAll = server.close;
  const [report] = await server.db
    .select({ id: schema.instituteReports.id })
    .from(schema.instituteReports)
    .where(eq(schema.instituteReports.status, "published"))
    .orderBy(asc(schema.instituteReports.id))
    .limit(1);
  if (!report) throw new Error("the seed published no institute report");
  reportId = report.id;
});

afterAll(() => closeAll());

const get = (url: string) => app.inject({ url, headers: { "user-agent": DESKTOP } });

describe("the institute's pages", () => {
  it("hydrate on the site", async () => {
    for (const url of ["/institute", `/institute/${reportId}`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain("<script");
    }
  });

  it("are plain HTML on the static pages: no script, SVG charts, the same policy and a shared copy", async () => {
    for (const url of ["/static/institute", `/static/institute/${reportId}.html`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain("<script");
      expect(response.headers["content-security-policy"], url).toContain("script-src 'self'");
      expect(response.headers["cache-control"], url).toContain("s-maxage");
    }
    const report = await get(`/static/institute/${reportId}.html`);
    expect(report.body.match(/<svg\b/g)?.length).toBeGreaterThanOrEqual(2);
    expect(report.body).toContain("单方陈述");
  });

  it("answer 404 for an address that names no published report", async () => {
    for (const url of ["/institute/99999999", "/static/institute/99999999.html", "/static/institute/abc"]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});
