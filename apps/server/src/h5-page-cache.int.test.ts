import { type Database, schema } from "@tousu/db";
import { WEB_TOKEN_COOKIE } from "@tousu/domain";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { WECHAT_JSSDK_ORIGIN } from "./content-security-policy";
import { DESKTOP, IPHONE, MOBILE_HOST, startH5TestServer } from "./testing/h5-site";
import { startTestServer, type TestServer } from "./testing/test-server";

// The H5 site's anonymous pages in the shared cache (decision 085): CDN headers and ETags as their
// PC twins get, and this node's reuse of renders (CACHE_DRIVER=memory turns it on) keyed by site,
// since `/` and `/tousu` are different pages on the PC site and on the mobile host.
const LISTS = "public, max-age=0, s-maxage=30, stale-while-revalidate=60";
const DETAILS = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

async function newestPublicComplaintId(db: Database): Promise<number> {
  const [row] = await db
    .select({ id: schema.complaints.id })
    .from(schema.complaints)
    .where(schema.publicComplaintCondition(schema.complaints))
    .limit(1);
  if (!row) throw new Error("the seed has no public complaint");
  return row.id;
}

function expectPrivate(response: LightMyRequestResponse) {
  expect(response.headers["cache-control"]).toBe("private, no-store");
  expect(response.headers.etag).toBeUndefined();
}

/** The H5 build's scripts and none of the PC build's, or the other way round. */
const isH5Page = (html: string) => html.includes('"/h5-assets/') && !html.includes('"/assets/');
const isPcPage = (html: string) => html.includes('"/assets/') && !html.includes('"/h5-assets/');

async function login(server: TestServer, phone: string): Promise<string> {
  const post = async (url: string, payload: object) =>
    (await server.app.inject({ method: "POST", url, payload })).json() as {
      code: number;
      data: { token: string };
    };
  await post("/api/auth/send_sms", { phone });
  const code = server.sms.sent.findLast((message) => message.phone === phone)?.code;
  const answer = await post("/api/auth/login_sms", { phone, code });
  expect(answer.code).toBe(200);
  return answer.data.token;
}

describe("on the mobile origin's host, beside the PC site (SSR_WORKERS=0)", () => {
  let server: TestServer;
  let app: FastifyInstance;
  let complaintId: number;

  beforeAll(async () => {
    server = await startH5TestServer({ CACHE_DRIVER: "memory" });
    app = server.app;
    complaintId = await newestPublicComplaintId(server.db);
  });
  afterAll(() => server.close());

  const onMobile = (
    url: string,
    headers: Record<string, string> = {},
    method: "GET" | "HEAD" | "POST" = "GET",
  ) => app.inject({ method, url, headers: { host: MOBILE_HOST, "user-agent": IPHONE, ...headers } });
  const onPc = (url: string) => app.inject({ url, headers: { "user-agent": DESKTOP } });

  it("shares the anonymous home, list and complaint page with a CDN, varying on no device", async () => {
    for (const [url, cacheControl] of [
      ["/", LISTS],
      ["/tousu", LISTS],
      [`/pages/complaint/details?id=${complaintId}`, DETAILS],
    ] as const) {
      const response = await onMobile(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe(cacheControl);
      expect(response.headers.etag).toMatch(/^W\/"[\w-]{27}"$/);
      expect(response.headers.vary).toBe("cookie, accept-encoding");
      // Its inline scripts by hash, and WeChat's JS-SDK as on the H5 site's private pages.
      const scriptSources = String(response.headers["content-security-policy"]);
      expect(scriptSources).toMatch(/script-src 'self' 'sha256-/);
      expect(scriptSources).toContain(WECHAT_JSSDK_ORIGIN);
      expect(response.body).not.toContain("nonce=");
    }
  });

  it("answers If-None-Match with 304, and a data request like its page", async () => {
    const url = `/pages/complaint/details?id=${complaintId}`;
    const first = await onMobile(url);
    const etag = String(first.headers.etag);
    const revalidated = await onMobile(url, { "if-none-match": etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe("");
    const head = await onMobile(url, {}, "HEAD");
    expect(head.headers.etag).toBe(etag);

    const data = await onMobile(`/pages/complaint/details.data?id=${complaintId}`);
    expect(data.statusCode).toBe(200);
    expect(data.headers["cache-control"]).toBe(DETAILS);
  });

  it("never hands one site's render of a path to the other within the reuse window", async () => {
    // PC first, then H5, of the same path and query: each its own render.
    const pcHome = await onPc("/");
    const h5Home = await onMobile("/");
    expect(isPcPage(pcHome.body)).toBe(true);
    expect(isH5Page(h5Home.body)).toBe(true);
    expect(h5Home.headers.etag).not.toBe(pcHome.headers.etag);
    // And the other way round.
    const h5List = await onMobile("/tousu?page=2");
    const pcList = await onPc("/tousu?page=2");
    expect(isH5Page(h5List.body)).toBe(true);
    expect(isPcPage(pcList.body)).toBe(true);
    // The PC page still varies on the device, phones being sent to the mobile site.
    expect(pcList.headers.vary).toBe("cookie, user-agent, accept-encoding");
  });

  it("reuses an anonymous render for a few seconds, as on the PC site", async () => {
    // The render's loaders call the API through inject (SSR_WORKERS=0); a reused render calls nothing.
    const injectCallsFor = async (url: string) => {
      const inject = vi.spyOn(app, "inject");
      try {
        await onMobile(url);
        return inject.mock.calls.length;
      } finally {
        inject.mockRestore();
      }
    };
    const url = `/pages/complaint/details?id=${complaintId}&from=reuse`;
    expect(await injectCallsFor(url)).toBeGreaterThan(1);
    expect(await injectCallsFor(url)).toBe(1);
  });

  it("keeps logged-in visitors' pages, stale tokens, writes and the user's pages private", async () => {
    const token = await login(server, "13800000881");
    const loggedIn = await onMobile("/tousu", { cookie: `${WEB_TOKEN_COOKIE}=${token}` });
    expect(loggedIn.statusCode).toBe(200);
    expectPrivate(loggedIn);
    expect(String(loggedIn.headers["content-security-policy"])).toMatch(/'nonce-/);

    const staleToken = await onMobile("/tousu", { cookie: `${WEB_TOKEN_COOKIE}=expired` });
    expect(String(staleToken.headers["set-cookie"])).toContain(`${WEB_TOKEN_COOKIE}=;`);
    expectPrivate(staleToken);

    for (const url of ["/pages/login", "/complaint/create", "/user", `/complaint/comment/${complaintId}`]) {
      expectPrivate(await onMobile(url));
    }
    const support = await app.inject({
      method: "POST",
      url: `/pages/complaint/details?id=${complaintId}`,
      headers: { host: MOBILE_HOST, "content-type": "application/x-www-form-urlencoded" },
      payload: "intent=support",
    });
    expectPrivate(support);
    const missing = await onMobile("/pages/complaint/details?id=2147483000");
    expect(missing.statusCode).toBe(404);
    expectPrivate(missing);
  });
});

describe("under /h5 on the main origin, without a mobile origin (SSR_WORKERS=0)", () => {
  let server: TestServer;
  let complaintId: number;

  beforeAll(async () => {
    server = await startTestServer({ SSR_WORKERS: "0", CACHE_DRIVER: "memory" });
    complaintId = await newestPublicComplaintId(server.db);
  });
  afterAll(() => server.close());

  const get = (url: string) => server.app.inject({ url, headers: { "user-agent": IPHONE } });

  it("shares the home, list and complaint page, each apart from its PC twin", async () => {
    for (const [url, cacheControl] of [
      ["/h5", LISTS],
      ["/h5/tousu", LISTS],
      [`/h5/pages/complaint/details?id=${complaintId}`, DETAILS],
      ["/h5/_root.data", LISTS],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe(cacheControl);
      expect(response.headers.etag).toMatch(/^W\/"[\w-]{27}"$/);
      expect(response.headers.vary).toBe("cookie, accept-encoding");
    }
    expect(isH5Page((await get("/h5/tousu")).body)).toBe(true);
    expect(isPcPage((await get("/tousu")).body)).toBe(true);
    expectPrivate(await get("/h5/user"));
  });
});
