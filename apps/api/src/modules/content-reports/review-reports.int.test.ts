import { schema } from "@tousu/db";
import { createComplaint, createUser } from "@tousu/db/testing";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { piiKeys, setUpModerationConsole } from "../../testing/moderation-console";

const { t, ids, call, staffActionCount, expectOneStaffAction } = setUpModerationConsole();

describe("reports", () => {
  it("hiding resolves every open report of the same content in one logged action", async () => {
    const complaint = await createComplaint(t.db, piiKeys);
    const reporters = [await createUser(t.db, piiKeys), await createUser(t.db, piiKeys)];
    const reports = await t.db
      .insert(schema.contentReports)
      .values(
        reporters.map((reporter) => ({
          targetType: "complaint" as const,
          targetId: complaint.id,
          reporterId: reporter.id,
          reason: "privacy",
        })),
      )
      .returning();
    const listed = (await call("GET", "/admin/reports?page_size=100", "moderator")).json().data;
    expect(listed.list).toContainEqual(
      expect.objectContaining({
        id: reports[0]!.id,
        reason: "泄露隐私",
        target: { preview: complaint.title, complaint_id: complaint.id, is_hidden: false },
      }),
    );

    const purgedBefore = t.purgedPaths.length;
    const { response, action } = await expectOneStaffAction(() =>
      call("POST", `/admin/reports/${reports[0]!.id}/resolve`, "moderator", {
        action: "hide",
        note: "确含隐私",
      }),
    );
    expect(response.json().data).toEqual({ id: reports[0]!.id, status: "approved", resolved_count: 2 });
    // The hidden complaint leaves its page and the lists it was in.
    expect(t.purgedPaths.slice(purgedBefore)).toEqual(
      expect.arrayContaining([`/tousu/${complaint.id}`, "/tousu", `/brands/${complaint.brandId}`]),
    );
    expect(action).toMatchObject({ action: "report.hide", complaintId: complaint.id });
    const [hidden] = await t.db
      .select()
      .from(schema.complaints)
      .where(eq(schema.complaints.id, complaint.id));
    expect(hidden?.isHidden).toBe(true);
    const statuses = await t.db
      .select({ status: schema.contentReports.status })
      .from(schema.contentReports)
      .where(eq(schema.contentReports.targetId, complaint.id));
    expect(statuses.map((row) => row.status)).toEqual(["approved", "approved"]);

    expect(
      (
        await call("POST", `/admin/reports/${reports[1]!.id}/resolve`, "moderator", { action: "dismiss" })
      ).json(),
    ).toMatchObject({ code: 400, msg: "该举报已处理" });
  });

  it("dismisses a comment report and leaves the comment; refuses an unknown action", async () => {
    const complaint = await createComplaint(t.db, piiKeys);
    const [comment] = await t.db
      .insert(schema.comments)
      .values({ complaintId: complaint.id, userId: ids.consumer, content: "正常的评论内容" })
      .returning();
    const [report] = await t.db
      .insert(schema.contentReports)
      .values({ targetType: "comment", targetId: comment!.id, reporterId: ids.editor, reason: "abuse" })
      .returning();
    const before = await staffActionCount();
    expect(
      (await call("POST", `/admin/reports/${report!.id}/resolve`, "moderator", { action: "delete" })).json(),
    ).toMatchObject({ code: 400, msg: "请选择处理方式" });
    expect(await staffActionCount()).toBe(before);
    await expectOneStaffAction(() =>
      call("POST", `/admin/reports/${report!.id}/resolve`, "moderator", { action: "dismiss" }),
    );
    const [stored] = await t.db.select().from(schema.comments).where(eq(schema.comments.id, comment!.id));
    expect(stored?.status).toBe("published");
  });
});
