import { decryptPii, schema } from "@tousu/db";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { piiKeys, setUpModerationConsole } from "../../testing/moderation-console";

const { t, ids, call, staffActionCount, expectOneStaffAction } = setUpModerationConsole();

const VALID = {
  category: "gambling_fraud",
  content_url: "https://bbs.example.net/thread/123",
  description: "帖子冒充客服收取“解冻费”，留下的是诈骗电话。",
};

function file(payload: object, remoteAddress = "203.0.113.7", token?: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/report/harmful",
    remoteAddress,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload,
  });
}

async function reportRows() {
  const [row] = await t.db.select({ value: count() }).from(schema.harmfulContentReports);
  return row!.value;
}

describe("POST /report/harmful", () => {
  it("files a visitor's report and keeps the contact encrypted", async () => {
    const response = await file({ ...VALID, contact: "  13912345678  " });
    expect(response.json()).toMatchObject({ code: 200, data: { id: expect.any(Number) } });
    const [row] = await t.db
      .select()
      .from(schema.harmfulContentReports)
      .where(eq(schema.harmfulContentReports.id, response.json().data.id));
    expect(row).toMatchObject({ category: "gambling_fraud", status: "pending", reporterId: null });
    expect(row!.contactCipher).not.toContain("13912345678");
    expect(decryptPii(row!.contactCipher!, piiKeys.encryptionKey)).toBe("13912345678");
    const sitePath = await file({ ...VALID, content_url: "/tousu/1", contact: "" });
    expect(sitePath.json().code).toBe(200);
  });

  it("refuses bad input with the field's message in Chinese and stores nothing", async () => {
    const before = await reportRows();
    const cases: [object, string][] = [
      [{ ...VALID, category: undefined }, "请选择举报类别"],
      [{ ...VALID, category: "spam" }, "请选择举报类别"],
      [{ ...VALID, content_url: "" }, "请填写内容所在的网址（以 http://、https:// 或本站路径 / 开头）"],
      [
        { ...VALID, content_url: "javascript:alert(1)" },
        "请填写内容所在的网址（以 http://、https:// 或本站路径 / 开头）",
      ],
      [
        { ...VALID, content_url: "//evil.example/x" },
        "请填写内容所在的网址（以 http://、https:// 或本站路径 / 开头）",
      ],
      [{ ...VALID, content_url: `https://a.example/${"x".repeat(2048)}` }, "网址不能超过2048个字符"],
      [{ ...VALID, description: "太坏了" }, "问题描述至少10个字"],
      [{ ...VALID, description: "长".repeat(1001) }, "问题描述不能超过1000个字"],
      [{ ...VALID, contact: "电".repeat(101) }, "联系方式不能超过100个字"],
    ];
    for (const [payload, message] of cases) {
      const response = await file(payload, "203.0.113.8");
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().msg, JSON.stringify(payload).slice(0, 80)).toBe(message);
    }
    expect(await reportRows()).toBe(before);
  });

  it("takes at most ten reports an hour from one address", async () => {
    for (let index = 0; index < 10; index++) {
      expect((await file(VALID, "198.51.100.20")).statusCode).toBe(200);
    }
    const limited = await file(VALID, "198.51.100.20");
    expect(limited.statusCode).toBe(429);
    expect((await file(VALID, "198.51.100.21")).statusCode).toBe(200);
  });
});

describe("the console's harmful-content reports", () => {
  it("shows moderators the report with its contact, and handling it is logged once", async () => {
    const filed = (await file({ ...VALID, contact: "wx: reporter_01" }, "203.0.113.30")).json().data;
    const listed = (await call("GET", "/admin/harmful-reports?page_size=100", "moderator")).json().data;
    expect(listed.list).toContainEqual(
      expect.objectContaining({
        id: filed.id,
        category: "赌博、诈骗",
        content_url: VALID.content_url,
        contact: "wx: reporter_01",
        status: "pending",
      }),
    );
    expect((await call("GET", "/admin/harmful-reports", "consumer")).statusCode).toBe(403);
    expect((await call("GET", "/admin/harmful-reports", "visitor")).statusCode).toBe(401);

    const { response, action } = await expectOneStaffAction(() =>
      call("POST", `/admin/harmful-reports/${filed.id}/resolve`, "moderator", {
        action: "handle",
        note: "已删除",
      }),
    );
    expect(response.json().data).toEqual({ id: filed.id, status: "approved" });
    expect(action).toMatchObject({
      staffId: ids.moderator,
      action: "harmful_report.handle",
      targetType: "harmful_report",
      targetId: String(filed.id),
    });
    const before = await staffActionCount();
    const again = await call("POST", `/admin/harmful-reports/${filed.id}/resolve`, "moderator", {
      action: "dismiss",
    });
    expect(again.json()).toMatchObject({ code: 400, msg: "该举报已处理" });
    expect(await staffActionCount()).toBe(before);
    const handled = (await call("GET", "/admin/harmful-reports?status=approved", "moderator")).json().data;
    expect(handled.list[0]).toMatchObject({ id: filed.id, handling_note: "已删除" });
  });
});
