import { encryptPii, schema } from "@tousu/db";
import { createComplaint, createUser, TEST_SEED_NOW } from "@tousu/db/testing";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { piiKeys, setUpModerationConsole } from "../../testing/moderation-console";

const { t, ids, call, staffActionCount, expectOneStaffAction, pendingComplaint } = setUpModerationConsole();

describe("the audit queue", () => {
  it("lists pending complaints oldest first with flags and the resubmission marker", async () => {
    const older = await pendingComplaint({
      createdAt: new Date("2020-01-01T00:00:00Z"),
      title: "最早的待审投诉标题",
    });
    const resubmitted = await pendingComplaint({
      createdAt: new Date("2020-01-02T00:00:00Z"),
      resubmitCount: 1,
    });
    await t.db
      .insert(schema.complaintReviewFlags)
      .values({ complaintId: older.id, reason: "sensitive_words", words: ["加微信"] });

    const page = (await call("GET", "/admin/complaints?page_size=100", "moderator")).json().data;
    const listed = page.list.map((item: { id: number }) => item.id);
    expect(listed.indexOf(older.id)).toBeLessThan(listed.indexOf(resubmitted.id));
    expect(page.list.every((item: { status: string }) => item.status === "pending_review")).toBe(true);
    const first = page.list.find((item: { id: number }) => item.id === older.id);
    expect(first).toMatchObject({
      flags: [{ reason: "sensitive_words", words: ["加微信"] }],
      is_resubmission: false,
    });
    // Phones would appear as whole string values; serial numbers are longer.
    expect(JSON.stringify(page)).not.toMatch(/"1[3-9]\d{9}"/);
    expect(page.list.find((item: { id: number }) => item.id === resubmitted.id)).toMatchObject({
      is_resubmission: true,
      flags: [],
    });

    const flagged = (await call("GET", "/admin/complaints?flagged=true&page_size=100", "moderator")).json()
      .data;
    expect(flagged.list.map((item: { id: number }) => item.id)).toContain(older.id);
    expect(flagged.list.map((item: { id: number }) => item.id)).not.toContain(resubmitted.id);
    const found = (
      await call("GET", `/admin/complaints?keyword=${encodeURIComponent("最早的待审")}`, "moderator")
    ).json().data;
    expect(found.list.map((item: { id: number }) => item.id)).toEqual([older.id]);
  });

  it("refuses a bad filter", async () => {
    expect((await call("GET", "/admin/complaints?status=nonsense", "moderator")).json()).toMatchObject({
      code: 400,
      msg: "无效的投诉状态",
    });
    expect((await call("GET", "/admin/complaints?flagged=maybe", "moderator")).json()).toMatchObject({
      code: 400,
    });
  });

  it("shows the whole complaint for review with private rows, masked phone and no raw ID number", async () => {
    const author = await createUser(t.db, piiKeys);
    const complaint = await pendingComplaint({
      userId: author.id,
      // Not approved yet, so not dispatched to an enterprise: the review shows the brand's.
      enterpriseId: null,
      realNameCipher: encryptPii("张三", piiKeys.encryptionKey),
      idCardCipher: encryptPii("110101199003070011", piiKeys.encryptionKey),
    });
    await t.db.insert(schema.complaintOperatorStream).values({
      complaintId: complaint.id,
      actorType: "platform",
      action: "info_requested",
      content: "内部备注",
      isPublic: false,
    });
    const [brand] = await t.db.select().from(schema.brands).where(eq(schema.brands.id, complaint.brandId!));
    const response = await call("GET", `/admin/complaints/${complaint.id}`, "moderator");
    const data = response.json().data;
    expect(data).toMatchObject({
      id: complaint.id,
      status: "pending_review",
      author: { id: author.id, real_name: "张三", id_card_masked: expect.stringContaining("*") },
      enterprise: { id: brand?.enterpriseId },
      timeline: [{ action: "info_requested", is_public: false, content: "内部备注" }],
      moderator_actions: expect.arrayContaining(["approve", "reject", "request_info"]),
    });
    expect(data.author.phone_masked).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(JSON.stringify(data)).not.toContain("110101199003070011");
    expect(JSON.stringify(data)).not.toContain(author.phone);
    expect((await call("GET", "/admin/complaints/999999999", "moderator")).statusCode).toBe(404);
    expect((await call("GET", "/admin/complaints/abc", "moderator")).json()).toMatchObject({ code: 400 });
  });
});

describe("hiding and restoring a complaint", () => {
  it("purges only the page of a complaint that was never in a public list", async () => {
    const inReview = await createComplaint(t.db, piiKeys, { status: "pending_review", dispatchedAt: null });
    const purgedBefore = t.purgedPaths.length;
    await expectOneStaffAction(() =>
      call("POST", `/admin/complaints/${inReview.id}/hide`, "moderator", { reason: "重复提交" }),
    );
    expect(t.purgedPaths.slice(purgedBefore)).toEqual([
      `/tousu/${inReview.id}`,
      `/tousu/${inReview.id}.data`,
    ]);
  });

  it("hides with a private timeline row, a message to the author and one log entry", async () => {
    const complaint = await createComplaint(t.db, piiKeys);
    const { action } = await expectOneStaffAction(() =>
      call("POST", `/admin/complaints/${complaint.id}/hide`, "moderator", { reason: "包含他人隐私" }),
    );
    expect(action).toMatchObject({
      staffId: ids.moderator,
      action: "complaint.hide",
      complaintId: complaint.id,
      detail: { reason: "包含他人隐私" },
    });
    const [stored] = await t.db
      .select()
      .from(schema.complaints)
      .where(eq(schema.complaints.id, complaint.id));
    expect(stored?.isHidden).toBe(true);
    // Its page, and the lists of newest complaints it no longer belongs in.
    const pagesShowingIt = [
      `/tousu/${complaint.id}`,
      `/tousu/${complaint.id}.data`,
      "/",
      "/_root.data",
      "/tousu",
      "/tousu.data",
      `/brands/${complaint.brandId}`,
      `/brands/${complaint.brandId}.data`,
      `/enterprise/${complaint.enterpriseId}`,
      `/enterprise/${complaint.enterpriseId}.data`,
    ];
    expect(t.purgedPaths).toEqual(expect.arrayContaining(pagesShowingIt));
    // Once the origin's own caches of those lists have turned over, they are purged again: a CDN
    // that refetched in between may have been given a list cached before the hide.
    const purgedAtOnce = t.purgedPaths.length;
    await t.app.runDueJobs();
    expect(t.purgedPaths).toHaveLength(purgedAtOnce);
    t.setNow(new Date(TEST_SEED_NOW.getTime() + 71_000));
    try {
      await t.app.runDueJobs();
    } finally {
      t.setNow(TEST_SEED_NOW);
    }
    expect(t.purgedPaths.slice(purgedAtOnce)).toEqual(pagesShowingIt);
    const stream = await t.db
      .select()
      .from(schema.complaintOperatorStream)
      .where(eq(schema.complaintOperatorStream.complaintId, complaint.id));
    expect(stream).toContainEqual(
      expect.objectContaining({
        action: "hidden",
        actorType: "platform",
        isPublic: false,
        content: "包含他人隐私",
      }),
    );
    const messages = await t.db
      .select()
      .from(schema.pushMessages)
      .where(
        and(
          eq(schema.pushMessages.userId, complaint.userId),
          eq(schema.pushMessages.complaintId, complaint.id),
        ),
      );
    expect(messages.map((message) => message.title)).toContain("您的投诉已被平台隐藏");

    const before = await staffActionCount();
    expect(
      (
        await call("POST", `/admin/complaints/${complaint.id}/hide`, "moderator", { reason: "再次隐藏" })
      ).json(),
    ).toMatchObject({ code: 400, msg: "该投诉已处于隐藏状态" });
    expect(await staffActionCount()).toBe(before);

    await expectOneStaffAction(() =>
      call("POST", `/admin/complaints/${complaint.id}/restore`, "admin", { reason: "核实后恢复" }),
    );
    const [restored] = await t.db
      .select()
      .from(schema.complaints)
      .where(eq(schema.complaints.id, complaint.id));
    expect(restored?.isHidden).toBe(false);
  });

  it("needs a reason and stores nothing without one", async () => {
    const complaint = await createComplaint(t.db, piiKeys);
    const before = await staffActionCount();
    const response = await call("POST", `/admin/complaints/${complaint.id}/hide`, "moderator", {
      reason: " ",
    });
    expect(response.json()).toMatchObject({ code: 400, msg: "操作原因至少2个字" });
    expect(await staffActionCount()).toBe(before);
    const [stored] = await t.db
      .select()
      .from(schema.complaints)
      .where(eq(schema.complaints.id, complaint.id));
    expect(stored?.isHidden).toBe(false);
    expect(
      (await call("POST", "/admin/complaints/999999999/hide", "moderator", { reason: "不存在" })).statusCode,
    ).toBe(404);
  });
});
