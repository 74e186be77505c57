import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, IPHONE, MOBILE_ORIGIN } from "./testing/h5-site";
import { startTestServer, type TestServer } from "./testing/test-server";

// The company SaaS site and the lawyer site on origins of their own (decision 084), served by the
// same process from the PC build, told apart by Host.
const SITE_ORIGIN = "https://www.tousu.example";
const SAAS_ORIGIN = "https://saas.tousu.example";
const LAWYER_SITE_ORIGIN = "https://lawyer.tousu.example";

let server: TestServer;
let app: FastifyInstance;

beforeAll(async () => {
  server = await startTestServer({ SITE_ORIGIN, SAAS_ORIGIN, LAWYER_SITE_ORIGIN, MOBILE_ORIGIN });
  app = server.app;
});
afterAll(() => server.close());

const visit = (origin: string, url: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { host: new URL(origin).host, "user-agent": DESKTOP, ...headers } });

describe("the company SaaS site on SAAS_ORIGIN", () => {
  it("shows /saas as its landing page, linking to the portal on the same origin", async () => {
    const root = await visit(SAAS_ORIGIN, "/");
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe("/saas");
    const landing = await visit(SAAS_ORIGIN, "/saas");
    expect(landing.statusCode).toBe(200);
    expect(landing.body).toContain("进入企业工作台");
    expect(landing.body).toContain('href="/company"');
  });

  it("serves the portal, and keeps a phone there: the portal is a desktop tool", async () => {
    for (const headers of [{ "user-agent": DESKTOP }, { "user-agent": IPHONE }]) {
      const portal = await visit(SAAS_ORIGIN, "/company/complaints", headers);
      expect(portal.statusCode).toBe(200);
      expect(portal.body).toContain("企业工作台加载中");
    }
    expect((await visit(SAAS_ORIGIN, "/saas", { "user-agent": IPHONE })).statusCode).toBe(200);
  });

  it("logs a company agent in on its own origin: the API answers there as anywhere", async () => {
    const phone = "13800138084";
    const host = new URL(SAAS_ORIGIN).host;
    const sent = await app.inject({
      method: "POST",
      url: "/api/auth/send_sms",
      headers: { host },
      payload: { phone },
    });
    expect(sent.statusCode).toBe(200);
    const code = server.sms.sent.findLast((message) => message.phone === phone)?.code;
    const login = await app.inject({
      method: "POST",
      url: "/api/auth/login_sms",
      headers: { host },
      payload: { phone, code },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.token).toEqual(expect.any(String));
  });

  it("sends every other page to where it lives, query kept", async () => {
    const list = await visit(SAAS_ORIGIN, "/tousu?sort=hot");
    expect(list.statusCode).toBe(302);
    expect(list.headers.location).toBe(`${SITE_ORIGIN}/tousu?sort=hot`);
    const lawyer = await visit(SAAS_ORIGIN, "/lawyer-site/apply");
    expect(lawyer.headers.location).toBe(`${LAWYER_SITE_ORIGIN}/lawyer-site/apply`);
  });

  it("moves /saas and the portal off the PC origin, from the PC and the mobile site alike", async () => {
    const landing = await visit(SITE_ORIGIN, "/saas");
    expect(landing.statusCode).toBe(302);
    expect(landing.headers.location).toBe(`${SAAS_ORIGIN}/saas`);
    const portal = await visit(SITE_ORIGIN, "/company/members?page=2");
    expect(portal.headers.location).toBe(`${SAAS_ORIGIN}/company/members?page=2`);
    const fromMobile = await visit(MOBILE_ORIGIN, "/company", { "user-agent": IPHONE });
    expect(fromMobile.statusCode).toBe(302);
    expect(fromMobile.headers.location).toBe(`${SAAS_ORIGIN}/company`);
  });

  it("has the mobile site's SaaS page link to the portal and name its page on the SaaS origin", async () => {
    const page = await visit(MOBILE_ORIGIN, "/saas", { "user-agent": IPHONE });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`href="${SAAS_ORIGIN}/company"`);
    expect(page.body).toContain(`<link rel="canonical" href="${SAAS_ORIGIN}/saas"/>`);
  });
});

describe("the lawyer site on LAWYER_SITE_ORIGIN", () => {
  it("shows its landing page at the root and its pages there; the PC origin sends them over", async () => {
    const root = await visit(LAWYER_SITE_ORIGIN, "/");
    expect(root.headers.location).toBe("/lawyer-site");
    const landing = await visit(LAWYER_SITE_ORIGIN, "/lawyer-site");
    expect(landing.statusCode).toBe(200);
    const fromPc = await visit(SITE_ORIGIN, "/lawyer-site/apply");
    expect(fromPc.statusCode).toBe(302);
    expect(fromPc.headers.location).toBe(`${LAWYER_SITE_ORIGIN}/lawyer-site/apply`);
    const question = await visit(LAWYER_SITE_ORIGIN, "/qa/1");
    expect(question.headers.location).toBe(`${SITE_ORIGIN}/qa/1`);
  });
});
