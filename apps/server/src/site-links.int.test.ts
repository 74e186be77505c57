import { DEMO_PHONES } from "@tousu/db/seed";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crawlSite, type LinkException } from "./testing/link-crawler";
import { startTestServer, type TestServer } from "./testing/test-server";

// Every internal link a visitor can reach from the home page answers: the whole server (API, redirects,
// the real web build) on the seeded database, walked in process. Phones are sent to the mobile site,
// so the crawl is a desktop browser's.
const DESKTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36";

/**
 * Pages the site links to that are not built yet, each with what will build it. An entry must still
 * answer 404 and still be linked to, or the test fails: the list only shrinks.
 */
const NOT_BUILT_YET: readonly LinkException[] = [];

let server: TestServer;
let app: FastifyInstance;
let closeAll = async () => {};

beforeAll(async () => {
  server = await startTestServer({ SSR_WORKERS: "0", PAGE_RENDERS_PER_MINUTE_PER_IP: "100000" });
  app = server.app;
  closeAll = server.close;
});

async function login(phone: string): Promise<string> {
  await app.inject({ method: "POST", url: "/api/auth/send_sms", payload: { phone } });
  const code = server.sms.sent.findLast((message) => message.phone === phone)?.code;
  return app
    .inject({ method: "POST", url: "/api/auth/login_sms", payload: { phone, code } })
    .then((response) => response.json().data.token as string);
}

function crawlAs(cookie: string | undefined, exceptions: readonly LinkException[]) {
  return crawlSite({
    depth: 2,
    perShape: 2,
    maxVisits: 400,
    exceptions,
    fetchPage: async (address) => {
      const headers = { "user-agent": DESKTOP, ...(cookie ? { cookie } : {}) };
      const response = await app.inject({ url: address, headers });
      const location = response.headers.location;
      return {
        status: response.statusCode,
        location: typeof location === "string" ? location : undefined,
        html: response.body,
      };
    },
  });
}

afterAll(() => closeAll());

describe("the site's links", () => {
  it("answer neither 404 nor 5xx, two levels from the home page and from every header and footer link", async () => {
    const report = await crawlAs(undefined, NOT_BUILT_YET);
    expect(report.headerLinks.length).toBeGreaterThan(3);
    expect(report.footerLinks.length).toBeGreaterThan(3);
    // The walk reached the pages behind the lists, not just the lists.
    const visited = [...report.visited.keys()];
    expect(visited.some((address) => /^\/tousu\/\d+$/.test(address))).toBe(true);
    expect(visited.some((address) => /^\/brands\/\d+$/.test(address))).toBe(true);
    expect(report.problems).toEqual([]);
  }, 300_000);

  it("answer for a logged-in consumer too, whose header leads into the user centre", async () => {
    const token = await login(DEMO_PHONES.consumer);
    const report = await crawlAs(`web-token=${encodeURIComponent(token)}`, NOT_BUILT_YET);
    expect([...report.visited.keys()]).toContain("/user");
    expect(report.problems).toEqual([]);
  }, 300_000);
});
