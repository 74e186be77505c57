import { REPORT_REASONS } from "@tousu/contracts";
import { derivePiiKeys, schema } from "@tousu/db";
import { createComplaint, TEST_PII_SECRET } from "@tousu/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { signInNewMember } from "../../testing/sign-in-member";

const piiKeys = derivePiiKeys(TEST_PII_SECRET);
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const newMember = () => signInNewMember(t);
function report(token: string | null, payload: Record<string, unknown>) {
  return t.app.inject({
    method: "POST",
    url: "/api/complaint/report",
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload,
  });
}
async function reportsOn(targetId: number) {
  return t.db.select().from(schema.contentReports).where(eq(schema.contentReports.targetId, targetId));
}

describe("GET /complaint/report", () => {
  it("lists the report reasons, for complaints and comments alike", async () => {
    const reasons = REPORT_REASONS.map(({ code, label }) => ({ code, label }));
    expect((await t.app.inject({ url: "/api/complaint/report" })).json()).toEqual({
      code: 200,
      msg: "ok",
      data: { reasons },
    });
    expect(reasons.map((reason) => reason.label)).toEqual([
      "虚假不实",
      "辱骂攻击",
      "泄露隐私",
      "广告营销",
      "违法违规",
      "其他",
    ]);
    expect(
      (await t.app.inject({ url: "/api/complaint/report?target_type=comment" })).json().data.reasons,
    ).toEqual(reasons);
    expect((await t.app.inject({ url: "/api/complaint/report?target_type=brand" })).json().code).toBe(400);
  });
});

describe("POST /complaint/report", () => {
  it("files one open report per reader and target", async () => {
    const reader = await newMember();
    const complaint = await createComplaint(t.db, piiKeys);
    const body = {
      target_type: "complaint",
      target_id: complaint.id,
      reason: "false_info",
      detail: "内容与事实不符",
    };
    const first = await report(reader.token, body);
    expect(first.json()).toMatchObject({ code: 200, data: { id: expect.any(Number) } });
    const second = await report(reader.token, { ...body, reason: "abuse" });
    expect(second.statusCode).toBe(400);
    expect(second.json().msg).toBe("您已举报过该内容，我们会尽快处理");
    expect(await reportsOn(complaint.id)).toEqual([
      expect.objectContaining({
        targetType: "complaint",
        reporterId: reader.id,
        reason: "false_info",
        detail: "内容与事实不符",
        status: "pending",
      }),
    ]);

    // Once a moderator has handled it, the reader may report again.
    await t.db
      .update(schema.contentReports)
      .set({ status: "refused" })
      .where(eq(schema.contentReports.targetId, complaint.id));
    expect((await report(reader.token, body)).json().code).toBe(200);
    // Someone else may report the same target.
    expect((await report((await newMember()).token, body)).json().code).toBe(200);
  });

  it("reports a public comment, never one's own content or content that is not public", async () => {
    const [writer, reader] = [await newMember(), await newMember()];
    const complaint = await createComplaint(t.db, piiKeys, { userId: writer.id });
    const comment = (
      await t.app.inject({
        method: "POST",
        url: "/api/user/complaint/comment",
        headers: { authorization: `Bearer ${writer.token}` },
        payload: { complaint_id: complaint.id, content: "这是一条会被举报的评论" },
      })
    ).json().data;
    expect(
      (
        await report(reader.token, { target_type: "comment", target_id: comment.id, reason: "advertising" })
      ).json().code,
    ).toBe(200);

    const own = await report(writer.token, {
      target_type: "complaint",
      target_id: complaint.id,
      reason: "abuse",
    });
    expect(own.json()).toMatchObject({ code: 400, msg: "不能举报自己发布的内容" });

    const hidden = await createComplaint(t.db, piiKeys, { isHidden: true });
    const pending = await createComplaint(t.db, piiKeys, { status: "pending_review", dispatchedAt: null });
    for (const target of [hidden.id, pending.id, 999_999_999]) {
      const response = await report(reader.token, {
        target_type: "complaint",
        target_id: target,
        reason: "abuse",
      });
      expect(response.json()).toMatchObject({ code: 400, msg: "举报的内容不存在或已删除" });
    }
    await t.db
      .update(schema.comments)
      .set({ deletedAt: new Date() })
      .where(eq(schema.comments.id, comment.id));
    const other = await newMember();
    expect(
      (await report(other.token, { target_type: "comment", target_id: comment.id, reason: "abuse" })).json()
        .code,
    ).toBe(400);
    expect(await reportsOn(hidden.id)).toEqual([]);
  });

  it("validates the body and requires login", async () => {
    const reader = await newMember();
    const complaint = await createComplaint(t.db, piiKeys);
    const base = { target_type: "complaint", target_id: complaint.id };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base }, "请选择举报理由"],
      [{ ...base, reason: "spam" }, "请选择举报理由"],
      [{ ...base, reason: "other" }, "选择“其他”时请填写至少5个字的说明"],
      [{ ...base, reason: "other", detail: "  太差  " }, "选择“其他”时请填写至少5个字的说明"],
      [{ ...base, reason: "abuse", detail: "长".repeat(201) }, "补充说明不能超过200个字"],
      [{ target_type: "user", target_id: complaint.id, reason: "abuse" }, "无效的举报对象"],
      [{ target_type: "complaint", target_id: 0, reason: "abuse" }, "无效的举报对象"],
    ];
    for (const [payload, message] of cases) {
      const response = await report(reader.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().msg, JSON.stringify(payload)).toBe(message);
    }
    expect((await report(null, { ...base, reason: "abuse" })).statusCode).toBe(401);
    expect(await reportsOn(complaint.id)).toEqual([]);

    const other = await report(reader.token, { ...base, reason: "other", detail: "标题里有别人的电话" });
    expect(other.json().code).toBe(200);
  });
});
