import { describe, expect, it } from "vitest";
import { CLOSE_REASONS, COMPLAINT_STATUSES } from "./complaint-status";
import {
  decideEntrustment,
  ENTRUSTMENT_CONSENT_MESSAGE,
  ENTRUSTMENT_STATUS_LABELS,
  ENTRUSTMENT_STATUS_LABELS_FOR_LAWYER,
  ENTRUSTMENT_STATUSES,
  type EntrustmentAction,
  type EntrustmentActor,
  type EntrustmentStatus,
  entrustmentAnswerDue,
  entrustRefusal,
  FILE_READABLE_ENTRUSTMENT_STATUSES,
  OPEN_ENTRUSTMENT_STATUSES,
} from "./entrustment";
import { LAW_SECTORS, practiceAreasForSector, yearsInPractice } from "./lawyer-practice-areas";

describe("decideEntrustment", () => {
  it("lets the lawyer answer a request, and only a request", () => {
    expect(decideEntrustment("requested", "accept", "lawyer")).toEqual({ ok: true, next: "accepted" });
    expect(decideEntrustment("requested", "decline", "lawyer")).toEqual({ ok: true, next: "declined" });
    for (const status of ENTRUSTMENT_STATUSES.filter((s) => s !== "requested")) {
      expect(decideEntrustment(status, "accept", "lawyer")).toMatchObject({
        ok: false,
        reason: "wrong_status",
      });
    }
  });

  it("lets the consumer withdraw before acceptance only", () => {
    expect(decideEntrustment("requested", "withdraw", "consumer")).toEqual({ ok: true, next: "withdrawn" });
    expect(decideEntrustment("accepted", "withdraw", "consumer")).toMatchObject({ ok: false });
    expect(decideEntrustment("requested", "withdraw", "lawyer")).toMatchObject({ reason: "not_your_step" });
  });

  it("lapses an unanswered request, never an answered one", () => {
    expect(decideEntrustment("requested", "lapse", "platform")).toEqual({ ok: true, next: "lapsed" });
    expect(decideEntrustment("accepted", "lapse", "platform")).toMatchObject({ ok: false });
    expect(decideEntrustment("withdrawn", "lapse", "platform")).toMatchObject({ ok: false });
  });

  it("runs confirmed work to its close; notes keep the status", () => {
    expect(decideEntrustment("accepted", "confirm", "consumer")).toEqual({ ok: true, next: "in_progress" });
    expect(decideEntrustment("in_progress", "note", "lawyer")).toEqual({ ok: true, next: "in_progress" });
    expect(decideEntrustment("in_progress", "close", "lawyer")).toEqual({ ok: true, next: "closed" });
    expect(decideEntrustment("accepted", "close", "lawyer")).toMatchObject({ ok: false });
    expect(decideEntrustment("closed", "note", "lawyer")).toMatchObject({ ok: false });
  });

  it("gives the lawyer 48 hours to answer", () => {
    expect(entrustmentAnswerDue(new Date("2026-11-01T10:00:00Z")).toISOString()).toBe(
      "2026-11-03T10:00:00.000Z",
    );
  });
});

describe("practice areas", () => {
  it("puts the sector's own area before consumer protection", () => {
    expect(practiceAreasForSector("金融借贷")).toEqual(["finance", "consumer"]);
    expect(practiceAreasForSector("未知行业")).toEqual(["consumer"]);
    expect(practiceAreasForSector(null)).toEqual(["consumer"]);
  });

  it("counts years in practice from the licence's first year", () => {
    expect(yearsInPractice(2015, new Date("2026-06-01T00:00:00Z"))).toBe(11);
  });
});

// The decision record's table (docs/decisions/050), written out independently of the implementation:
// "actor action from" → the status that follows. Every other (status, action, actor) is refused.
const ALLOWED: Record<string, EntrustmentStatus> = {
  "lawyer accept requested": "accepted",
  "lawyer decline requested": "declined",
  "platform lapse requested": "lapsed",
  "consumer withdraw requested": "withdrawn",
  "consumer confirm accepted": "in_progress",
  "lawyer note in_progress": "in_progress",
  "lawyer close in_progress": "closed",
  "consumer rate closed": "closed",
};
const ACTOR_OF: Record<EntrustmentAction, EntrustmentActor> = {
  accept: "lawyer",
  decline: "lawyer",
  lapse: "platform",
  withdraw: "consumer",
  confirm: "consumer",
  note: "lawyer",
  close: "lawyer",
  rate: "consumer",
};
const WRONG_STATUS: Record<EntrustmentAction, string> = {
  accept: "该委托已不在待答复状态，无法接受",
  decline: "该委托已不在待答复状态，无法婉拒",
  lapse: "该委托已答复",
  withdraw: "律师已答复的委托不能撤回",
  confirm: "该委托没有待确认的报价",
  note: "委托办理中才能记录进展",
  close: "委托办理中才能结案",
  rate: "委托结案后才能评价",
};
const ACTORS: readonly EntrustmentActor[] = ["consumer", "lawyer", "platform"];
const CASES = ENTRUSTMENT_STATUSES.flatMap((status) =>
  (Object.keys(ACTOR_OF) as EntrustmentAction[]).flatMap((action) =>
    ACTORS.map((actor) => [actor, action, status] as const),
  ),
);

describe("decideEntrustment, every status, action and party", () => {
  it.each(CASES)("%s %s from %s", (actor, action, status) => {
    const next = ALLOWED[`${actor} ${action} ${status}`];
    if (next) {
      expect(decideEntrustment(status, action, actor)).toEqual({ ok: true, next });
    } else if (ACTOR_OF[action] !== actor) {
      expect(decideEntrustment(status, action, actor)).toEqual({
        ok: false,
        reason: "not_your_step",
        message: "没有权限执行此操作",
      });
    } else {
      expect(decideEntrustment(status, action, actor)).toEqual({
        ok: false,
        reason: "wrong_status",
        message: WRONG_STATUS[action],
      });
    }
  });
});

describe("entrustment states in words", () => {
  it("names each state to the consumer and to the lawyer", () => {
    expect(ENTRUSTMENT_STATUS_LABELS).toEqual({
      requested: "等待律师答复",
      accepted: "律师已接受，待你确认报价",
      declined: "律师已婉拒",
      lapsed: "律师未在48小时内答复，已失效",
      withdrawn: "已撤回",
      in_progress: "办理中",
      closed: "已结案",
    });
    expect(ENTRUSTMENT_STATUS_LABELS_FOR_LAWYER).toEqual({
      requested: "待答复",
      accepted: "已接受，待委托人确认报价",
      declined: "已婉拒",
      lapsed: "超过48小时未答复，已失效",
      withdrawn: "委托人已撤回",
      in_progress: "办理中",
      closed: "已结案",
    });
  });

  it("keeps open, and lets the lawyer read the file of, exactly the running entrustments", () => {
    expect(OPEN_ENTRUSTMENT_STATUSES).toEqual(["requested", "accepted", "in_progress"]);
    expect(FILE_READABLE_ENTRUSTMENT_STATUSES).toEqual(["requested", "accepted", "in_progress"]);
  });

  it("asks for consent in words", () => {
    expect(ENTRUSTMENT_CONSENT_MESSAGE).toBe("请确认同意向该律师提供投诉内容、证据和身份信息");
  });
});

describe("years in practice", () => {
  it("counts nothing for a licence first issued this year, or (a clock behind) next year", () => {
    expect(yearsInPractice(2026, new Date("2026-06-01T00:00:00Z"))).toBe(0);
    expect(yearsInPractice(2027, new Date("2026-06-01T00:00:00Z"))).toBe(0);
    expect(yearsInPractice(2025, new Date("2026-01-01T00:00:00Z"))).toBe(1);
  });

  it("lists the sectors of /law in their order, each with its own area", () => {
    expect(LAW_SECTORS).toEqual([
      "电商",
      "通信",
      "出行旅游",
      "教育培训",
      "汽车",
      "外卖餐饮",
      "金融借贷",
      "网络游戏",
      "家电数码",
      "生活服务",
      "物流快递",
      "在线视频",
    ]);
    expect(LAW_SECTORS.map((sector) => practiceAreasForSector(sector)[0])).toEqual([
      "ecommerce",
      "telecom",
      "travel",
      "education",
      "product_quality",
      "food_drug",
      "finance",
      "telecom",
      "product_quality",
      "contract",
      "contract",
      "telecom",
    ]);
  });
});

describe("entrustRefusal", () => {
  it("refuses a complaint the consumer withdrew, or the platform closed as a duplicate or for a rule breach", () => {
    expect(entrustRefusal({ status: "closed", closeReason: "withdrawn" })).toBe(
      "该投诉已撤诉，不能再委托律师；纠纷仍未解决的，可以重新发起投诉后委托",
    );
    expect(entrustRefusal({ status: "closed", closeReason: "duplicate" })).toBe(
      "该投诉因重复投诉已关闭，请在同一纠纷的另一条投诉中委托律师",
    );
    expect(entrustRefusal({ status: "closed", closeReason: "rule_breach" })).toBe(
      "该投诉因违反平台规则已关闭，不能委托律师",
    );
  });

  it("lets a complaint closed for the company's silence, archiving or ending be entrusted", () => {
    for (const closeReason of ["no_response", "archived", "ended"] as const) {
      expect(entrustRefusal({ status: "closed", closeReason }), closeReason).toBeNull();
    }
    expect(entrustRefusal({ status: "closed", closeReason: null })).toBeNull();
  });

  it("lets every other status be entrusted, whatever close reason a row still carries", () => {
    for (const status of COMPLAINT_STATUSES.filter((s) => s !== "closed")) {
      for (const closeReason of [...CLOSE_REASONS, null]) {
        expect(entrustRefusal({ status, closeReason }), `${status} ${closeReason}`).toBeNull();
      }
    }
  });
});
