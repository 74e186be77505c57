import { schema } from "@tousu/db";
import { TEST_SEED_NOW } from "@tousu/db/testing";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setUpModerationConsole } from "../../testing/moderation-console";

// Staff marking feedback handled from the console: once, logged once, and a repeat changes nothing.

const { t, call, staffActionCount, expectOneStaffAction, ids } = setUpModerationConsole();

async function storedFeedback(content: string) {
  const [row] = await t.db
    .insert(schema.feedback)
    .values({ content, createdAt: TEST_SEED_NOW })
    .returning({ id: schema.feedback.id });
  return row!.id;
}

const listed = async (id: number) =>
  (await call("GET", "/admin/feedback?page_size=50", "moderator"))
    .json()
    .data.list.find((item: { id: number }) => item.id === id);

describe("POST /admin/feedback/:id/handled", () => {
  it("marks feedback handled once and logs it; a second mark answers the same and logs nothing", async () => {
    const id = await storedFeedback("页面加载太慢，希望优化一下");
    expect(await listed(id)).toMatchObject({ handled_at: null });

    const handledAt = new Date(TEST_SEED_NOW.getTime() + 60_000);
    t.setNow(handledAt);
    const { response, action } = await expectOneStaffAction(() =>
      call("POST", `/admin/feedback/${id}/handled`, "moderator"),
    );
    const first = response.json().data;
    expect(first).toEqual({ id, handled_at: handledAt.toISOString() });
    expect(action).toMatchObject({
      staffId: ids.moderator,
      action: "feedback.handle",
      targetType: "feedback",
      targetId: String(id),
    });

    t.setNow(new Date(handledAt.getTime() + 60_000));
    const before = await staffActionCount();
    const again = await call("POST", `/admin/feedback/${id}/handled`, "admin");
    expect(again.json()).toMatchObject({ code: 200, data: first });
    expect(await staffActionCount()).toBe(before);
    const [row] = await t.db.select().from(schema.feedback).where(eq(schema.feedback.id, id));
    expect(row?.handledAt?.toISOString()).toBe(handledAt.toISOString());
    expect(await listed(id)).toMatchObject({ handled_at: handledAt.toISOString() });
  });

  it("lets moderators and admins mark it, and answers 404 for unknown feedback, logging nothing", async () => {
    for (const who of ["moderator", "admin"] as const) {
      const id = await storedFeedback(`${who}处理的反馈内容`);
      expect((await call("POST", `/admin/feedback/${id}/handled`, who)).json()).toMatchObject({ code: 200 });
    }
    const before = await staffActionCount();
    const unknown = await call("POST", "/admin/feedback/999999999/handled", "moderator");
    expect([unknown.statusCode, unknown.json().code, unknown.json().msg]).toEqual([404, 404, "反馈不存在"]);
    expect(await staffActionCount()).toBe(before);
  });

  it("refuses visitors with 401 and a user without a staff role with 403, leaving the feedback unhandled", async () => {
    const id = await storedFeedback("未处理的反馈内容示例");
    expect((await call("POST", `/admin/feedback/${id}/handled`, "visitor")).statusCode).toBe(401);
    const refused = await call("POST", `/admin/feedback/${id}/handled`, "consumer");
    expect([refused.statusCode, refused.json().msg]).toEqual([403, "需要平台审核权限"]);
    expect(await listed(id)).toMatchObject({ handled_at: null });
  });
});
