import { schema } from "@tousu/db";
import { createUser } from "@tousu/db/testing";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loginBySms } from "../../testing/build-test-app";
import { piiKeys, setUpModerationConsole } from "../../testing/moderation-console";

const { t, ids, call, staffMember, staffActionCount, expectOneStaffAction } = setUpModerationConsole();

describe("users", () => {
  it("finds a user by exact phone with the phone masked", async () => {
    const user = await createUser(t.db, piiKeys, { nickname: "查找目标用户" });
    const found = (await call("GET", `/admin/users?phone=${user.phone}`, "admin")).json().data;
    expect(found.list).toEqual([
      expect.objectContaining({ id: user.id, nickname: "查找目标用户", status: "active", roles: [] }),
    ]);
    expect(found.list[0].phone_masked).toBe(`${user.phone.slice(0, 3)}****${user.phone.slice(7)}`);
    expect(JSON.stringify(found)).not.toContain(user.phone);
    const byName = (
      await call("GET", `/admin/users?keyword=${encodeURIComponent("查找目标")}`, "admin")
    ).json().data;
    expect(byName.list.map((item: { id: number }) => item.id)).toEqual([user.id]);
    expect((await call("GET", "/admin/users?phone=123", "admin")).json()).toMatchObject({
      code: 400,
      msg: "请输入正确的11位手机号",
    });
  });

  it("a ban ends the user's sessions at once; unban reactivates the account", async () => {
    const user = await createUser(t.db, piiKeys);
    const token = await loginBySms(t, user.phone);
    const me = () => t.app.inject({ url: "/api/user", headers: { authorization: `Bearer ${token}` } });
    expect((await me()).json()).toMatchObject({ code: 200 });

    const { action } = await expectOneStaffAction(() =>
      call("POST", `/admin/users/${user.id}/ban`, "admin", { reason: "发布广告" }),
    );
    expect(action).toMatchObject({
      action: "user.ban",
      targetId: String(user.id),
      detail: { reason: "发布广告", revoked_sessions: 1 },
    });
    expect((await me()).statusCode).toBe(401);
    const sessions = await t.db.select().from(schema.sessions).where(eq(schema.sessions.userId, user.id));
    expect(sessions.every((session) => session.revokedAt !== null)).toBe(true);
    expect(
      (await call("POST", `/admin/users/${user.id}/ban`, "admin", { reason: "再次封禁" })).json(),
    ).toMatchObject({
      code: 400,
      msg: "该用户已被封禁",
    });

    await expectOneStaffAction(() =>
      call("POST", `/admin/users/${user.id}/unban`, "admin", { reason: "申诉通过" }),
    );
    expect((await me()).statusCode).toBe(401);
    // Lifting the ban does not bring the revoked sessions back: the user logs in afresh.
    const [unbanned] = await t.db.select().from(schema.users).where(eq(schema.users.id, user.id));
    expect(unbanned?.status).toBe("active");
  });

  it("refuses to ban yourself or an admin", async () => {
    const otherAdmin = await staffMember("admin");
    const before = await staffActionCount();
    expect(
      (await call("POST", `/admin/users/${ids.admin}/ban`, "admin", { reason: "自我封禁" })).json(),
    ).toMatchObject({
      code: 403,
      msg: "不能封禁自己的账号",
    });
    expect(
      (await call("POST", `/admin/users/${otherAdmin.id}/ban`, "admin", { reason: "封禁管理员" })).json(),
    ).toMatchObject({ code: 403, msg: "不能封禁管理员账号" });
    expect((await call("POST", "/admin/users/999999999/ban", "admin", { reason: "不存在" })).statusCode).toBe(
      404,
    );
    expect(await staffActionCount()).toBe(before);
  });
});
