import { describe, expect, it } from "vitest";
import {
  COMPLAINT_ACTIONS,
  COMPLAINT_STATUS_LABELS,
  COMPLAINT_STATUSES,
  type ComplaintAction,
  type ComplaintStatus,
  canTransition,
  nextStatus,
  PUBLIC_COMPLAINT_STATUSES,
} from "./complaint-status";

// Every allowed move; any (status, action) pair not listed here must be refused.
const ALLOWED: Record<string, ComplaintStatus> = {
  "pending_review approve": "dispatched",
  "pending_review reject": "rejected",
  "dispatched company_accept": "processing",
  "dispatched company_reply": "replied",
  "processing company_reply": "replied",
  "replied user_complete": "completed",
  "replied user_appeal": "processing",
  "processing company_apply_archive": "closed",
  "replied company_apply_archive": "closed",
  "processing company_apply_end": "closed",
  "replied company_apply_end": "closed",
};

const PAIRS = COMPLAINT_STATUSES.flatMap((status) =>
  COMPLAINT_ACTIONS.map((action) => [status, action] as const),
);

describe("nextStatus and canTransition", () => {
  it("cover exactly the listed actions", () => {
    expect([...COMPLAINT_ACTIONS].sort()).toEqual([
      "approve",
      "company_accept",
      "company_apply_archive",
      "company_apply_end",
      "company_reply",
      "reject",
      "user_appeal",
      "user_complete",
    ]);
  });

  it.each(PAIRS)("%s + %s", (status, action) => {
    const expected = ALLOWED[`${status} ${action}`] ?? null;
    expect(nextStatus(status, action)).toBe(expected);
    expect(canTransition(status, action)).toBe(expected !== null);
  });

  it("allows nothing from the final statuses", () => {
    for (const status of ["rejected", "completed", "closed"] as const) {
      expect(COMPLAINT_ACTIONS.filter((action) => canTransition(status, action))).toEqual([]);
    }
  });

  it("returns null rather than throwing for unknown actions and statuses", () => {
    expect(nextStatus("pending_review", "toString" as ComplaintAction)).toBeNull();
    expect(nextStatus("pending_review", "delete" as ComplaintAction)).toBeNull();
    expect(nextStatus("archived" as ComplaintStatus, "approve")).toBeNull();
    expect(canTransition("replied", "__proto__" as ComplaintAction)).toBe(false);
  });
});

describe("labels and public statuses", () => {
  it("labels every status in Chinese", () => {
    expect(COMPLAINT_STATUS_LABELS).toEqual({
      pending_review: "待审核",
      rejected: "审核未通过",
      dispatched: "待商家处理",
      processing: "处理中",
      replied: "商家已回复",
      completed: "已完成",
      closed: "已关闭",
    });
  });

  it("hides complaints in review or rejected by it from public lists", () => {
    expect(PUBLIC_COMPLAINT_STATUSES).toEqual(["dispatched", "processing", "replied", "completed", "closed"]);
  });
});
