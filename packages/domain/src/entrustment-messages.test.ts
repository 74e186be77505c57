import { describe, expect, it } from "vitest";
import { ENTRUSTMENT_STATUSES } from "./entrustment";
import {
  ENTRUSTMENT_SIDE_LABELS,
  ENTRUSTMENT_SIDES,
  entrustmentMessaging,
  entrustmentPageFor,
} from "./entrustment-messages";

describe("entrustmentMessaging", () => {
  it("is written while the work runs, read back after closing, and absent for requests never taken", () => {
    const access = Object.fromEntries(
      ENTRUSTMENT_STATUSES.map((status) => {
        const rule = entrustmentMessaging(status);
        return [status, rule.canWrite ? "write" : rule.canRead ? "read" : "none"];
      }),
    );
    expect(access).toEqual({
      requested: "none",
      accepted: "write",
      in_progress: "write",
      closed: "read",
      declined: "none",
      lapsed: "none",
      withdrawn: "none",
    });
  });

  it("tells each party why it cannot write, word for word", () => {
    expect(entrustmentMessaging("accepted")).toEqual({ canRead: true, canWrite: true });
    expect(entrustmentMessaging("in_progress")).toEqual({ canRead: true, canWrite: true });
    expect(entrustmentMessaging("closed")).toEqual({
      canRead: true,
      canWrite: false,
      message: "委托已结案，不能再发送消息",
    });
    expect(entrustmentMessaging("requested")).toEqual({
      canRead: false,
      canWrite: false,
      message: "律师接受委托后才能互发消息",
    });
    for (const status of ["declined", "lapsed", "withdrawn"] as const) {
      expect(entrustmentMessaging(status), status).toEqual({
        canRead: false,
        canWrite: false,
        message: "该委托未成立，没有消息",
      });
    }
  });
});

describe("entrustmentPageFor", () => {
  it("sends the consumer to the complaint's entrust page and the lawyer to the case on the lawyer site", () => {
    expect(entrustmentPageFor("consumer", { id: 7, complaintId: 42 })).toBe("/law/entrust/42");
    expect(entrustmentPageFor("lawyer", { id: 7, complaintId: 42 })).toBe("/lawyer-site/cases/7");
  });
});

describe("entrustment message sides in words", () => {
  it("names the two parties", () => {
    expect(ENTRUSTMENT_SIDES).toEqual(["consumer", "lawyer"]);
    expect(ENTRUSTMENT_SIDE_LABELS).toEqual({ consumer: "委托人", lawyer: "律师" });
  });
});
