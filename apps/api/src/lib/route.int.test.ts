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
