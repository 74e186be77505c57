import { schema } from "@tousu/db";
import { createComplaint } from "@tousu/db/testing";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { piiKeys, setUpModerationConsole } from "../../testing/moderation-console";

const { t, ids, call, lastStaffAction } = setUpModerationConsole();

describe("the staff log", () => {
  it("lists newest first and filters by complaint and staff member", async () => {
    const complaint = await createComplaint(t.db, piiKeys);
    await call("POST", `/admin/complaints/${complaint.id}/hide`, "moderator", { reason: "先隐藏" });
    await call("POST", `/admin/complaints/${complaint.id}/restore`, "moderator", { reason: "再恢复" });
    const log = (await call("GET", `/admin/staff-actions?complaint_id=${complaint.id}`, "admin")).json().data;
    expect(log.list.map((entry: { action: string }) => entry.action)).toEqual([
      "complaint.restore",
      "complaint.hide",
    ]);
    expect(log.list[0]).toMatchObject({
      staff: { id: ids.moderator, name: "测试moderator" },
      complaint_id: complaint.id,
      complaint_sn: complaint.sn,
    });
    // The console's filter takes the number people read (投诉编号).
    const bySn = (await call("GET", `/admin/staff-actions?complaint_sn=${complaint.sn}`, "admin")).json()
      .data;
    expect(bySn.list.map((entry: { id: number }) => entry.id)).toEqual(
      log.list.map((entry: { id: number }) => entry.id),
    );
    expect((await call("GET", "/admin/staff-actions?complaint_sn=12345", "admin")).json()).toMatchObject({
      code: 400,
      msg: "无效的投诉编号",
    });
    // The editor's own entry among the moderator's: the filter keeps it and only it.
    await call("POST", "/admin/sensitive-words", "editor", { word: "日志筛选词", level: "review" });
    const mine = (
      await call("GET", `/admin/staff-actions?staff_id=${ids.editor}&page_size=100`, "admin")
    ).json().data;
    expect(mine.list).toEqual([expect.objectContaining({ action: "sensitive_word.add" })]);
    expect(mine.list.every((entry: { staff: { id: number } }) => entry.staff.id === ids.editor)).toBe(true);
    const detail = (await call("GET", `/admin/complaints/${complaint.id}`, "moderator")).json().data;
    expect(detail.staff_actions).toHaveLength(2);
    expect((await call("GET", "/admin/staff-actions?staff_id=x", "admin")).json()).toMatchObject({
      code: 400,
    });
  });

  it("cannot be edited or deleted, even with SQL", async () => {
    const entry = await lastStaffAction();
    const refusal = (error: unknown) => String((error as Error & { cause?: Error }).cause?.message);
    const where = eq(schema.staffActions.id, entry!.id);
    expect(
      refusal(
        await t.db
          .update(schema.staffActions)
          .set({ action: "forged" })
          .where(where)
          .catch((error) => error),
      ),
    ).toMatch(/append-only/);
    expect(
      refusal(
        await t.db
          .delete(schema.staffActions)
          .where(where)
          .catch((error) => error),
      ),
    ).toMatch(/append-only/);
    expect(await lastStaffAction()).toEqual(entry);
  });
});
