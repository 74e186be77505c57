import { describe, expect, it } from "vitest";
import { followUpWordsForMember, MEMBER_AUDIT_TARGET_HOURS, memberAuditDueAt } from "./member-service";

describe("the membership's service on a complaint", () => {
  it("sets the audit target the promised hours after filing", () => {
    const filedAt = new Date("2026-12-01T08:30:00Z");
    expect(memberAuditDueAt(filedAt).getTime() - filedAt.getTime()).toBe(
      MEMBER_AUDIT_TARGET_HOURS * 3_600_000,
    );
    expect(memberAuditDueAt(filedAt).toISOString()).toBe("2026-12-01T20:30:00.000Z");
  });

  it("tells the member a follow-up runs until it is closed", () => {
    expect(followUpWordsForMember("open")).toBe("专人督办中");
    expect(followUpWordsForMember("taken")).toBe("专人督办中");
    expect(followUpWordsForMember("closed")).toBe("专人督办已结束");
  });
});
