import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "./testing/test-server";

// The server owns pages under `/*`; each service owns every path under its prefix, so a wrong path
// or method there answers the API's envelope, never the HTML page. Pages with an id no row can have
// answer the 404 page, never a 500.
let app: FastifyInstance;
let closeAll = async () => {};

beforeAll(async () => {
  const server = await startTestServer({ SSR_WORKERS: "0" });
  app = server.app;
  closeAll = server.close;
});

afterAll(() => closeAll());

describe("service paths", () => {
  it.each([
    ["GET", "/api/nope"],
    ["GET", "/api/nope/deeper"],
    ["POST", "/api/nope/deeper"],
    ["GET", "/mall/x"],
    ["GET", "/life/x/y"],
    ["PUT", "/data/x"],
    ["GET", "/api"],
    ["GET", "/api/"],
    ["POST", "/api"],
    ["GET", "/mall"],
    ["GET", "/life"],
    ["GET", "/data"],
    ["GET", "/data/"],
  ] as const)("answers %s %s with the 404 envelope", async (method, url) => {
    const answer = await app.inject({ method, url });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ code: 404, msg: `接口不存在：${method} ${url}`, data: null });
  });

  it.each([
    ["DELETE", "/api/brand/1"],
    ["PATCH", "/api/complaint/list"],
  ] as const)("answers %s %s, a known path, with the 405 envelope", async (method, url) => {
    const answer = await app.inject({ method, url });
    expect(answer.statusCode).toBe(405);
    expect(answer.json()).toMatchObject({ code: 400, data: null });
  });
});

describe("services this process does not run", () => {
  let mainOnly: FastifyInstance;
  let closeMainOnly = async () => {};

  beforeAll(async () => {
    const server = await startTestServer({ SSR_WORKERS: "0", SERVICES: "main" });
    mainOnly = server.app;
    closeMainOnly = server.close;
  });

  afterAll(() => closeMainOnly());

  it.each(["/data/health", "/data/event", "/mall", "/life/x"])(
    "answers GET %s with the 404 envelope",
    async (url) => {
      const answer = await mainOnly.inject({ method: "GET", url });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ code: 404, msg: `接口不存在：GET ${url}`, data: null });
    },
  );

  it("still serves its own service", async () => {
    const answer = await mainOnly.inject({ method: "GET", url: "/api/health" });
    expect(answer.json()).toMatchObject({ code: 200, data: { service: "main" } });
  });
});

describe("pages with impossible ids", () => {
  it.each([
    "/brands/2147483648",
    "/enterprise/2147483648",
    "/complaint/2147483648",
    "/complaint/comment/2147483648",
    "/complaint/tags/2147483648",
    "/tousu/collective/99999999999",
    "/brands/0x10",
  ])("shows %s as the 404 page", async (url) => {
    const answer = await app.inject({ method: "GET", url });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers["content-type"]).toMatch(/^text\/html/);
  });

  it.each([
    "/tousu?brand_id=99999999999",
    "/tousu?subtype_id=2147483648",
    "/search?key=a%00b",
    "/complaints/a%00b",
  ])("answers %s as a bad request page, not a server error", async (url) => {
    const answer = await app.inject({ method: "GET", url });
    expect(answer.statusCode).toBe(400);
    expect(answer.headers["content-type"]).toMatch(/^text\/html/);
  });
});
