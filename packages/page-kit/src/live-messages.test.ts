import { LIVE_EVENT_TYPES } from "@tousu/domain";
import { describe, expect, it } from "vitest";
import { conversationWithNewMessage } from "./live-messages";

describe("which conversation a message event asks the page to read again", () => {
  const { mediationEntry, entrustmentMessage } = LIVE_EVENT_TYPES;

  it("names the page's conversation that has a message the page does not show", () => {
    expect(conversationWithNewMessage(mediationEntry, { mediation_id: 4, entry_id: 31 }, [4], [29, 30])).toBe(
      4,
    );
    expect(
      conversationWithNewMessage(entrustmentMessage, { entrustment_id: 9, message_id: 7 }, [3, 9], [5, 6]),
    ).toBe(9);
  });

  it("ignores a message the page already shows, as the sender's own tab does", () => {
    expect(conversationWithNewMessage(mediationEntry, { mediation_id: 4, entry_id: 30 }, [4], [29, 30])).toBe(
      null,
    );
  });

  it("ignores other conversations of the account", () => {
    expect(
      conversationWithNewMessage(entrustmentMessage, { entrustment_id: 8, message_id: 7 }, [9], []),
    ).toBe(null);
  });

  it("reads each kind's own ids, and nothing from a malformed event", () => {
    expect(conversationWithNewMessage(mediationEntry, { entrustment_id: 4, message_id: 31 }, [4], [])).toBe(
      null,
    );
    expect(
      conversationWithNewMessage(entrustmentMessage, { entrustment_id: "9", message_id: 7 }, [9], []),
    ).toBe(null);
    expect(conversationWithNewMessage(mediationEntry, null, [4], [])).toBe(null);
  });
});
