import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, loginBySms, type TestApp } from "../testing/build-test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

// Saving a draft needs a login and allows 60 calls a minute per address.
const storeDraft = (payload: string, token?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/v2/complaint/store",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload,
  });

describe("an endpoint that needs a login", () => {
  it("answers an anonymous caller 401 whatever its body", async () => {
    for (const body of ['{"id":"abc"}', "{not json", "{}"]) {
      const response = await storeDraft(body);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 401, data: null });
    }
  });

  it("spends none of its per-address budget on anonymous callers", async () => {
    for (let call = 0; call < 60; call++) expect((await storeDraft("{}")).statusCode).toBe(401);
    const token = await loginBySms(t, "13900003001");
    const response = await storeDraft("{}", token);
    expect(response.json()).toMatchObject({ code: 200 });
  });
});

describe("a route's request limit", () => {
  it("keys a logged-in caller by account, so another account at the same address is not locked out", async () => {
    const busy = await loginBySms(t, "13900003002");
    const neighbour = await loginBySms(t, "13900003003");
    // Past the drafts' own cap the answers are 400s, which count as well: the call was the caller's to make.
    for (let call = 0; call < 60; call++) expect((await storeDraft("{}", busy)).statusCode).not.toBe(429);
    const over = await storeDraft("{}", busy);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
    expect(over.json()).toMatchObject({ code: 400, msg: "操作过于频繁，请稍后再试" });
    expect((await storeDraft("{}", neighbour)).json()).toMatchObject({ code: 200 });
  });

  it("counts only the calls the caller may make, never its 403s", async () => {
    const member = await loginBySms(t, "13900003004");
    // The reply switch allows 20 calls a minute; a member may not use it.
    for (let call = 0; call < 25; call++) {
      const refused = await t.app.inject({
        method: "POST",
        url: "/api/admin/collectives/1/reply/visibility",
        headers: { authorization: `Bearer ${member}` },
        payload: { hidden: true },
      });
      expect(refused.statusCode).toBe(403);
    }
  });
});
