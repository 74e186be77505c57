import { derivePiiKeys, schema } from "@tousu/db";
import { createComplaint, TEST_PII_SECRET } from "@tousu/db/testing";
import { eq } from "drizzle-orm";
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

describe("GET /v2/user/complaint/:id — what the user centre needs", () => {
  it("explains a rejection and offers the one resubmission", async () => {
    const token = await loginBySms(t, "13600001003");
    const me = (
      await t.app.inject({ url: "/api/user", headers: { authorization: `Bearer ${token}` } })
    ).json().data;
    const rejected = await createComplaint(t.db, derivePiiKeys(TEST_PII_SECRET), {
      userId: me.id,
      status: "rejected",
      dispatchedAt: null,
      rejectReason: "privacy_leak",
    });
    await t.db.insert(schema.complaintOperatorStream).values([
      { complaintId: rejected.id, actorType: "user", action: "created" },
      {
        complaintId: rejected.id,
        actorType: "platform",
        action: "rejected",
        content: "请删除他人手机号后重新提交",
        payload: { reason_code: "privacy_leak" },
        isPublic: false,
      },
      {
        complaintId: rejected.id,
        actorType: "platform",
        action: "hidden",
        content: "内部备注",
        isPublic: false,
      },
    ]);
    const data = (
      await t.app.inject({
        url: `/api/v2/user/complaint/${rejected.id}`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).json().data;
    expect(data).toMatchObject({
      status: "rejected",
      reject_reason: "privacy_leak",
      reject_reason_label: "公开了他人隐私信息",
      resubmits_left: 1,
      actions: ["resubmit", "withdraw"],
      attention: "审核未通过：公开了他人隐私信息，可修改后重新提交一次",
      is_public: false,
      info_request: null,
    });
    expect(data.stream.map((entry: { action: string }) => entry.action)).toEqual(["created", "rejected"]);
    expect(data.stream[1]).toMatchObject({
      content: "请删除他人手机号后重新提交",
      detail: { reason_label: "公开了他人隐私信息" },
    });

    await t.db
      .update(schema.complaints)
      .set({ resubmitCount: 1 })
      .where(eq(schema.complaints.id, rejected.id));
    const spent = (
      await t.app.inject({
        url: `/api/v2/user/complaint/${rejected.id}`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).json().data;
    expect(spent).toMatchObject({
      resubmits_left: 0,
      actions: ["withdraw"],
      attention: "审核未通过：公开了他人隐私信息",
    });
  });

  it("shows the question a company asked while the complaint waits on the user", async () => {
    const token = await loginBySms(t, "13600001004");
    const me = (
      await t.app.inject({ url: "/api/user", headers: { authorization: `Bearer ${token}` } })
    ).json().data;
    const waiting = await createComplaint(t.db, derivePiiKeys(TEST_PII_SECRET), {
      userId: me.id,
      status: "company_needs_info",
    });
    await t.db.insert(schema.complaintOperatorStream).values({
      complaintId: waiting.id,
      actorType: "company",
      action: "company_info_requested",
      content: "请提供订单号",
      createdAt: new Date("2026-06-02T00:00:00Z"),
    });
    const data = (
      await t.app.inject({
        url: `/api/v2/user/complaint/${waiting.id}`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).json().data;
    expect(data).toMatchObject({
      is_public: true,
      info_request: { from: "company", content: "请提供订单号", created_at: "2026-06-02T00:00:00.000Z" },
      actions: ["supply_info", "withdraw"],
      attention: "商家请您补充信息，补充后继续处理",
    });
  });
});
