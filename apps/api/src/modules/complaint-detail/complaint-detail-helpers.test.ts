import { anonymousNickname, COMPLAINT_TIMELINE_ACTIONS } from "@tousu/domain";
import { describe, expect, it } from "vitest";
import { publicAuthorNickname } from "../../complaint-core/complaint-author";
import { lifecycleStateOf } from "../../complaint-core/lifecycle-state";
import { isPubliclyVisible } from "../../complaint-core/public-complaint";
import { replyAmount, toTimelineEntry } from "../../complaint-core/timeline-entry";
import { toAuditLogEntry } from "./audit-log";
import { progressContents } from "./progress-content";

const at = new Date("2026-06-01T04:00:00Z");

describe("isPubliclyVisible", () => {
  const published = { status: "replied" as const, dispatchedAt: at, isHidden: false };

  it("needs a public status, a publication date and no moderator hiding", () => {
    expect(isPubliclyVisible(published)).toBe(true);
    expect(isPubliclyVisible({ ...published, isHidden: true })).toBe(false);
    expect(isPubliclyVisible({ ...published, dispatchedAt: null })).toBe(false);
    expect(isPubliclyVisible({ ...published, status: "pending_review" })).toBe(false);
    expect(isPubliclyVisible({ ...published, status: "rejected" })).toBe(false);
  });

  it("keeps a complaint withdrawn before publication private", () => {
    expect(isPubliclyVisible({ status: "closed", dispatchedAt: null, isHidden: false })).toBe(false);
    expect(isPubliclyVisible({ status: "closed", dispatchedAt: at, isHidden: false })).toBe(true);
  });
});

describe("publicAuthorNickname", () => {
  it("masks a nickname, which may be a real name or a phone", () => {
    expect(publicAuthorNickname({ complaintId: 5, userId: 9, isAnonymous: false, nickname: "张三丰" })).toBe(
      "张**",
    );
    expect(
      publicAuthorNickname({ complaintId: 5, userId: 9, isAnonymous: false, nickname: "13812348888" }),
    ).not.toContain("1234");
  });

  it("gives anonymous complaints a pseudonym per complaint and empty nicknames the user's pseudonym", () => {
    expect(publicAuthorNickname({ complaintId: 5, userId: 9, isAnonymous: true, nickname: "张三" })).toBe(
      anonymousNickname(5),
    );
    expect(publicAuthorNickname({ complaintId: 5, userId: 9, isAnonymous: false, nickname: " " })).toBe(
      anonymousNickname(9),
    );
  });
});

describe("toTimelineEntry", () => {
  it("labels a reply with its outcome and amount", () => {
    const entry = toTimelineEntry(
      {
        action: "replied",
        actorType: "company",
        content: "已退款",
        payload: { outcome: "compensation", amount: "88.5" },
        createdAt: at,
      },
      4,
    );
    expect(entry).toEqual({
      index: 4,
      action: "replied",
      action_label: "商家回复",
      actor_type: "company",
      actor_label: "商家",
      content: "已退款",
      detail: { outcome_label: "赔偿", amount: 88.5, reason_label: null, images: [] },
      created_at: at.toISOString(),
    });
  });

  it("labels reject and close reasons and drops what the payload should not carry", () => {
    const rejected = toTimelineEntry(
      {
        action: "rejected",
        actorType: "platform",
        content: null,
        payload: { reason_code: "duplicate" },
        createdAt: at,
      },
      1,
    );
    expect(rejected.detail.reason_label).toBe("重复投诉");
    const odd = toTimelineEntry(
      {
        action: "closed",
        actorType: "system",
        content: null,
        payload: { close_reason: "toString", outcome: "bribe", images: "x" },
        createdAt: at,
      },
      1,
    );
    expect(odd.detail).toEqual({ outcome_label: null, amount: null, reason_label: null, images: [] });
  });

  it("reads amounts defensively", () => {
    expect(replyAmount({ amount: 0 })).toBe(0);
    expect(replyAmount({ amount: null })).toBeNull();
    expect(replyAmount({ amount: "abc" })).toBeNull();
    expect(replyAmount(null)).toBeNull();
  });
});

describe("toAuditLogEntry", () => {
  it("signs every entry by the role and labels unknown codes generically", () => {
    expect(toAuditLogEntry({ action: "complaint.approve", createdAt: at })).toEqual({
      action_label: "审核通过投诉",
      actor_label: "平台审核员",
      created_at: at.toISOString(),
    });
    expect(toAuditLogEntry({ action: "constructor", createdAt: at }).action_label).toBe("平台处理");
  });
});

describe("progressContents", () => {
  it("explains every timeline action with a title", () => {
    const all = progressContents();
    expect(all.map((entry) => entry.type).sort()).toEqual([...COMPLAINT_TIMELINE_ACTIONS].sort());
    expect(all.every((entry) => entry.title && entry.meaning && entry.next_step)).toBe(true);
  });

  it("states the deadlines from the lifecycle rules", () => {
    expect(progressContents("dispatched")).toEqual([
      expect.objectContaining({
        deadline: "5个工作日（已扣除法定节假日）",
        next_step: expect.stringContaining("20个工作日内仍未回复"),
      }),
    ]);
  });
});

describe("lifecycleStateOf", () => {
  it("reads the state machine's facts off the row", () => {
    expect(
      lifecycleStateOf(
        {
          status: "replied",
          resubmitCount: 1,
          appealCount: 2,
          isAutoCompleted: false,
          isOverdue: true,
          firstResponseAt: at,
        },
        { isRated: false, hasPendingApplication: true },
      ),
    ).toEqual({
      status: "replied",
      resubmitCount: 1,
      appealCount: 2,
      isRated: false,
      isAutoCompleted: false,
      hasPendingApplication: true,
      isOverdue: true,
      hasFirstResponse: true,
    });
  });
});
