import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing/build-test-app";

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(() => t.close());

describe("paths no service has", () => {
  it.each([
    ["GET", "/api/nope"],
    ["GET", "/api/nope/deeper"],
    ["POST", "/api/nope/deeper?x=1"],
    ["GET", "/mall/x"],
    ["DELETE", "/life/x/y"],
    ["GET", "/data/nope"],
  ] as const)("answers %s %s with the 404 envelope", async (method, url) => {
    const answer = await t.app.inject({ method, url });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers["content-type"]).toMatch(/^application\/json/);
    expect(answer.json()).toEqual({ code: 404, msg: `接口不存在：${method} ${url}`, data: null });
  });
});

describe("known paths asked with another method", () => {
  it.each([
    ["DELETE", "/api/brand/1", "GET, HEAD"],
    ["POST", "/api/brand/1", "GET, HEAD"],
    ["PUT", "/api/auth/login_sms", "POST"],
    ["GET", "/data/api/v1/log/track", "POST"],
  ] as const)("answers %s %s with a 405 envelope naming the allowed methods", async (method, url, allow) => {
    const answer = await t.app.inject({ method, url });
    expect(answer.statusCode).toBe(405);
    expect(answer.headers.allow).toBe(allow);
    expect(answer.json()).toEqual({ code: 400, msg: `接口不支持${method}请求`, data: null });
  });

  it("still serves the known method", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/brand/1" })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "HEAD", url: "/api/brand/1" })).statusCode).toBe(200);
  });
});
