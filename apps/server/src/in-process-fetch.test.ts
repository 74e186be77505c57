import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { createInProcessFetch } from "./in-process-fetch";

const OWN_ORIGIN = "http://127.0.0.1:3999";
const VISITOR = "203.0.113.9";

// Trusting one proxy hop, as behind a load balancer: a forwarding header would win over the address.
const app = Fastify({ trustProxy: (_address, hop) => hop < 1 });
app.post("/api/echo", async (request, reply) => {
  reply.header("set-cookie", ["a=1", "b=2"]).header("x-seen-ip", request.ip);
  return { query: request.query, body: request.body, source: request.headers.source };
});
app.get("/api/empty", async (_request, reply) => reply.status(204).send());
afterAll(() => app.close());

// The app never listens: whatever answers came through inject, not a socket.
const inProcessFetch = createInProcessFetch(app, OWN_ORIGIN)(VISITOR);

describe("createInProcessFetch", () => {
  it("hands this server's own requests to its routes, with method, query, headers and body", async () => {
    const response = await inProcessFetch(`${OWN_ORIGIN}/api/echo?page=2`, {
      method: "POST",
      headers: { "content-type": "application/json", source: "pc" },
      body: JSON.stringify({ title: "标题" }),
    });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ query: { page: "2" }, body: { title: "标题" }, source: "pc" });
    expect(response.headers.getSetCookie()).toEqual(["a=1", "b=2"]);
  });

  it("gives the API the visitor's address as the caller's, which no header can change", async () => {
    const response = await inProcessFetch(`${OWN_ORIGIN}/api/echo`, {
      method: "POST",
      headers: { "x-forwarded-for": "198.51.100.7" },
    });
    expect(response.headers.get("x-seen-ip")).toBe(VISITOR);
  });

  it("answers a bodiless status without a body", async () => {
    const response = await inProcessFetch(`${OWN_ORIGIN}/api/empty`);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
  });

  it("sends other origins, and bodies that are not text, over the network", async () => {
    await expect(inProcessFetch("http://127.0.0.1:1/api/echo")).rejects.toThrow();
    // Nothing listens on the own origin: only inject could have answered.
    const form = new FormData();
    form.set("file", "x");
    await expect(inProcessFetch(`${OWN_ORIGIN}/api/echo`, { method: "POST", body: form })).rejects.toThrow();
  });

  it("refuses a call whose caller already gave up", async () => {
    const aborted = AbortSignal.abort();
    await expect(inProcessFetch(`${OWN_ORIGIN}/api/empty`, { signal: aborted })).rejects.toThrow();
  });
});
