import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { createProxyTrust } from "./proxy-trust";

/** The client address Fastify derives for a request from `remoteAddress` carrying `forwardedFor`. */
async function clientIp(rule: false | number | string[], remoteAddress: string, forwardedFor?: string) {
  const app = Fastify({ trustProxy: createProxyTrust(rule) });
  app.get("/", async (request) => ({ ip: request.ip }));
  const response = await app.inject({
    url: "/",
    remoteAddress,
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
  });
  await app.close();
  return response.json().ip as string;
}

describe("proxy trust", () => {
  it("takes the visitor's address from our own SSR on loopback, whatever TRUST_PROXY says", async () => {
    expect(await clientIp(false, "127.0.0.1", "203.0.113.9")).toBe("203.0.113.9");
    expect(await clientIp(false, "::1", "203.0.113.9")).toBe("203.0.113.9");
    expect(await clientIp(1, "::ffff:127.0.0.1", "203.0.113.9")).toBe("203.0.113.9");
  });

  it("never trusts a forged loopback address further down the chain", async () => {
    expect(await clientIp(false, "198.51.100.4", "127.0.0.1")).toBe("198.51.100.4");
    expect(await clientIp(1, "10.0.0.2", "203.0.113.9, 127.0.0.1")).toBe("127.0.0.1");
    expect(await clientIp(false, "127.0.0.1", "203.0.113.9, 127.0.0.1")).toBe("127.0.0.1");
  });

  it("applies the configured hop count or address list to the other hops", async () => {
    expect(await clientIp(false, "10.0.0.2", "203.0.113.9")).toBe("10.0.0.2");
    expect(await clientIp(1, "10.0.0.2", "198.51.100.1, 203.0.113.9")).toBe("203.0.113.9");
    expect(await clientIp(["10.0.0.0/8"], "10.0.0.2", "203.0.113.9")).toBe("203.0.113.9");
    expect(await clientIp(["10.0.0.0/8"], "192.0.2.1", "203.0.113.9")).toBe("192.0.2.1");
    expect(await clientIp(["192.0.2.1"], "192.0.2.1", "203.0.113.9")).toBe("203.0.113.9");
  });
});
