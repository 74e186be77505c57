import { derivePiiKeys } from "@tousu/db";
import { createComplaint, TEST_PII_SECRET } from "@tousu/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, loginBySms, type TestApp } from "../../testing/build-test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("GET /v2/user/complaint/:id", () => {
  it("shows the author their complaint as stored, and nobody else", async () => {
    const token = await loginBySms(t, "13600001001");
    const me = (
      await t.app.inject({ url: "/api/user", headers: { authorization: `Bearer ${token}` } })
    ).json().data;
    const complaint = await createComplaint(t.db, derivePiiKeys(TEST_PII_SECRET), {
      userId: me.id,
      title: "净化器异响要求退款",
      content: "使用两周后出现异响，客服推诿。",
    });

    const mine = await t.app.inject({
      url: `/api/v2/user/complaint/${complaint.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(mine.json()).toMatchObject({
      code: 200,
      data: { id: complaint.id, title: "净化器异响要求退款", content: "使用两周后出现异响，客服推诿。" },
    });
    expect(JSON.stringify(mine.json().data)).not.toMatch(/1[3-9]\d{9}/);

    const stranger = await loginBySms(t, "13600001002");
    const theirs = await t.app.inject({
      url: `/api/v2/user/complaint/${complaint.id}`,
      headers: { authorization: `Bearer ${stranger}` },
    });
    expect(theirs.statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/v2/user/complaint/${complaint.id}` })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          url: "/api/v2/user/complaint/abc",
          headers: { authorization: `Bearer ${token}` },
        })
      ).json(),
    ).toMatchObject({ code: 400 });
  });
});
