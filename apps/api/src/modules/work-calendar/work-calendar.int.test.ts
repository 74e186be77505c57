import { schema } from "@tousu/db";
import { createComplaint, createUser, TEST_SEED_NOW } from "@tousu/db/testing";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { piiKeys, setUpModerationConsole } from "../../testing/moderation-console";
import { openSession } from "../../testing/sign-in-member";

const { t, call, staffActionCount, expectOneStaffAction } = setUpModerationConsole();

const beijingMidnight = (day: string) => new Date(`${day}T00:00:00+08:00`);

/** The first-response deadline of a complaint a moderator approves at `now` (the clock then set back). */
async function approveAt(now: Date): Promise<Date | null> {
  const complaint = await createComplaint(t.db, piiKeys, {
    status: "pending_review",
    reviewedAt: null,
    dispatchedAt: null,
  });
  t.setNow(now);
  // A session of that moment: the console's were opened at the test clock's start.
  const moderator = await createUser(t.db, piiKeys);
  await t.db.insert(schema.userRoles).values({ userId: moderator.id, role: "moderator" });
  const approved = await t.app.inject({
    method: "POST",
    url: `/api/admin/complaint/${complaint.id}/approve`,
    headers: { authorization: `Bearer ${await openSession(t, moderator.id, null, now)}` },
    payload: {},
  });
  t.setNow(TEST_SEED_NOW);
  expect(approved.json()).toMatchObject({ code: 200 });
  const [row] = await t.db
    .select({ responseDueAt: schema.complaints.responseDueAt })
    .from(schema.complaints)
    .where(eq(schema.complaints.id, complaint.id));
  return row?.responseDueAt ?? null;
}

describe("the official calendar behind the company deadlines", () => {
  it("holds the published holidays and worked weekends, and says which years are published", async () => {
    const listed = (await call("GET", "/admin/work-calendar?year=2026", "admin")).json();
    expect(listed.data.published_year).toBe(true);
    expect(listed.data.days).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ day: "2026-10-01", working: false, name: "国庆节", source: "published" }),
        expect.objectContaining({ day: "2026-10-10", working: true, source: "published" }),
        expect.objectContaining({ day: "2026-02-16", working: false, name: "春节" }),
      ]),
    );
    expect((await call("GET", "/admin/work-calendar?year=2099", "admin")).json().data).toEqual({
      year: 2099,
      days: [],
      published_year: false,
    });
  });

  it("counts a complaint published before 国庆 in working days, holidays and the worked Saturday counted right", async () => {
    // Wednesday 30 September 2026: 8, 9, 10 (a Saturday worked), 12 and 13 October.
    expect(await approveAt(new Date("2026-09-30T09:00:00Z"))).toEqual(beijingMidnight("2026-10-14"));
  });

  it("takes a staff entry for a year not yet published into the next deadlines, and gives it back", async () => {
    const thursday = new Date("2026-12-31T03:00:00Z");
    // Without an entry, 1 January 2027 (a Friday) counts: due at the end of Thursday 7 January.
    expect(await approveAt(thursday)).toEqual(beijingMidnight("2027-01-08"));

    const { response } = await expectOneStaffAction(() =>
      call("PUT", "/admin/work-calendar/2027-01-01", "admin", { working: false, name: "元旦" }),
    );
    expect(response.json().data).toMatchObject({
      day: "2027-01-01",
      working: false,
      source: "staff",
      published: null,
    });
    expect(await approveAt(thursday)).toEqual(beijingMidnight("2027-01-09"));

    await expectOneStaffAction(() => call("DELETE", "/admin/work-calendar/2027-01-01", "admin"));
    expect(await approveAt(thursday)).toEqual(beijingMidnight("2027-01-08"));
  });

  it("corrects a published day and restores it when the correction is taken back", async () => {
    const corrected = (
      await call("PUT", "/admin/work-calendar/2026-10-05", "admin", { working: true, name: "更正测试" })
    ).json();
    expect(corrected.data).toMatchObject({
      working: true,
      source: "staff",
      published: { working: false, name: "国庆节" },
    });
    const reverted = (await call("DELETE", "/admin/work-calendar/2026-10-05", "admin")).json();
    expect(reverted.data.restored).toMatchObject({ day: "2026-10-05", working: false, source: "published" });
    // Nothing of staff's left to take back.
    expect(
      (await call("DELETE", "/admin/work-calendar/2026-10-05", "admin")).json().data.restored,
    ).toBeNull();
  });

  it("is for admins only, and refuses bad input without storing anything", async () => {
    expect((await call("GET", "/admin/work-calendar?year=2026", "visitor")).statusCode).toBe(401);
    for (const role of ["moderator", "editor", "finance"] as const) {
      expect((await call("GET", "/admin/work-calendar?year=2026", role)).json().code).toBe(403);
    }
    const before = await staffActionCount();
    const cases: [string, object, string][] = [
      ["/admin/work-calendar/2027-02-30", { working: false, name: "春节" }, "日期格式应为YYYY-MM-DD"],
      ["/admin/work-calendar/tomorrow", { working: false, name: "春节" }, "日期格式应为YYYY-MM-DD"],
      ["/admin/work-calendar/2027-02-08", { working: false, name: "  " }, "请填写名称"],
      ["/admin/work-calendar/2027-02-08", { working: "no", name: "春节" }, "请选择上班或放假"],
      ["/admin/work-calendar/2027-02-08", { working: false, name: "名".repeat(21) }, "名称不能超过20个字"],
    ];
    for (const [url, body, msg] of cases) {
      expect((await call("PUT", url, "admin", body)).json(), url).toMatchObject({ code: 400, msg });
    }
    expect((await call("GET", "/admin/work-calendar?year=abc", "admin")).json()).toMatchObject({ code: 400 });
    expect(await staffActionCount()).toBe(before);
    const [stored] = await t.db
      .select()
      .from(schema.workCalendarDays)
      .where(eq(schema.workCalendarDays.day, "2027-02-08"));
    expect(stored).toBeUndefined();
  });
});
