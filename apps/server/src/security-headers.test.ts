import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { helmetHeaders, registerSecurityHeaders } from "./security-headers";

describe("security headers", () => {
  it("are helmet's for the options, with no Content-Security-Policy of their own", () => {
    const headers = Object.fromEntries(
      helmetHeaders({ contentSecurityPolicy: false, frameguard: { action: "deny" } }).map(([name, value]) => [
        name.toLowerCase(),
        value,
      ]),
    );
    expect(headers).toMatchObject({ "x-frame-options": "DENY", "x-content-type-options": "nosniff" });
    expect(headers).not.toHaveProperty("content-security-policy");
  });

  it("go out on every answer: a route's, a refusal and an address nobody serves", async () => {
    const app = Fastify();
    registerSecurityHeaders(app);
    app.get("/ok", async () => ({ ok: true }));
    app.get("/refused", async (_request, reply) => reply.code(403).send({ ok: false }));
    for (const url of ["/ok", "/refused", "/nowhere"]) {
      const response = await app.inject({ url });
      expect(response.headers).toMatchObject({
        "x-frame-options": "DENY",
        "x-content-type-options": "nosniff",
        "referrer-policy": "same-origin",
        "strict-transport-security": "max-age=31536000; includeSubDomains",
        "cross-origin-opener-policy": "same-origin",
      });
      expect(response.headers).not.toHaveProperty("content-security-policy");
      expect(response.headers).not.toHaveProperty("cross-origin-embedder-policy");
    }
    await app.close();
  });
});
