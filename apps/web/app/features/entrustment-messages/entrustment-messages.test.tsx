import { fireEvent, screen, within } from "@testing-library/react";
import type { EntrustmentMessage } from "@tousu/contracts";
import { LIVE_EVENT_TYPES } from "@tousu/domain";
import { describe, expect, it, vi } from "vitest";
import { FakeEventSource } from "../../testing/fake-event-source";
import { type ApiAnswer, renderWithApi } from "../../testing/render-with-api";
import { EntrustmentMessages, MESSAGE_POLL_MS } from "./entrustment-messages";

const fromConsumer: EntrustmentMessage = {
  id: 1,
  side: "consumer",
  content: "您好，商家仍未退款。",
  created_at: "2026-11-20T02:00:00.000Z",
};
const fromLawyer: EntrustmentMessage = {
  id: 2,
  side: "lawyer",
  content: "收到，我今天发出律师函。",
  created_at: "2026-11-20T03:00:00.000Z",
};

function page(side: "consumer" | "lawyer", list: EntrustmentMessage[], canSend = true): ApiAnswer {
  return {
    code: 200,
    msg: "ok",
    data: {
      side,
      can_send: canSend,
      closed_message: canSend ? null : "委托已结案，不能再发送消息",
      list,
      has_earlier: false,
    },
  };
}

const texts = () =>
  within(screen.getByRole("list", { name: "消息" }))
    .getAllByRole("listitem")
    .map((item) => item.textContent);

describe("EntrustmentMessages", () => {
  it("shows the consumer the conversation, sends to the lawyer and picks up a newer message on focus", async () => {
    const answers: Record<string, ApiAnswer> = {
      "GET /entrustments/5/messages": page("consumer", [fromConsumer, fromLawyer]),
      "POST /entrustments/5/messages": {
        code: 200,
        msg: "ok",
        data: {
          id: 3,
          side: "consumer",
          content: "好的，谢谢律师。",
          created_at: "2026-11-20T04:00:00.000Z",
        },
      },
    };
    const { user, sent } = renderWithApi(<EntrustmentMessages entrustmentId={5} side="consumer" />, answers);
    expect(await screen.findByRole("heading", { name: "与律师的消息" })).toBeTruthy();
    expect(await screen.findByText("收到，我今天发出律师函。")).toBeTruthy();
    expect(texts()).toEqual([
      "我 · 2026年11月20日 10:00您好，商家仍未退款。",
      "律师 · 2026年11月20日 11:00收到，我今天发出律师函。",
    ]);

    await user.type(screen.getByRole("textbox", { name: "给律师发消息" }), "好的，谢谢律师。");
    await user.click(screen.getByRole("button", { name: "发送" }));
    expect(await screen.findByText("好的，谢谢律师。")).toBeTruthy();
    expect(sent.find((request) => request.method === "POST")).toMatchObject({
      path: "/entrustments/5/messages",
      body: { content: "好的，谢谢律师。" },
    });
    expect((screen.getByRole("textbox", { name: "给律师发消息" }) as HTMLTextAreaElement).value).toBe("");

    answers["GET /entrustments/5/messages"] = page("consumer", [
      { id: 4, side: "lawyer", content: "律师函已寄出。", created_at: "2026-11-20T05:00:00.000Z" },
    ]);
    fireEvent.focus(window);
    expect(await screen.findByText("律师函已寄出。")).toBeTruthy();
    expect(texts()).toHaveLength(4);
  });

  it("shows the lawyer the consumer's messages as the client's, and no box to write once closed", async () => {
    renderWithApi(<EntrustmentMessages entrustmentId={7} side="lawyer" />, {
      "GET /entrustments/7/messages": page("lawyer", [fromConsumer, fromLawyer], false),
    });
    expect(await screen.findByRole("heading", { name: "与委托人的消息" })).toBeTruthy();
    expect(await screen.findByText("委托已结案，不能再发送消息")).toBeTruthy();
    expect(texts()).toEqual([
      "委托人 · 2026年11月20日 10:00您好，商家仍未退款。",
      "我 · 2026年11月20日 11:00收到，我今天发出律师函。",
    ]);
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.queryByRole("button", { name: "发送" })).toBeNull();
  });

  it("reads the other party's message as soon as the account's stream announces it, and stops polling", async () => {
    FakeEventSource.opened = [];
    vi.stubGlobal("EventSource", FakeEventSource);
    const setInterval = vi.spyOn(window, "setInterval");
    const answers: Record<string, ApiAnswer> = {
      "GET /entrustments/5/messages": page("consumer", [fromConsumer, fromLawyer]),
    };
    const { sent } = renderWithApi(<EntrustmentMessages entrustmentId={5} side="consumer" />, answers);
    expect(await screen.findByText("收到，我今天发出律师函。")).toBeTruthy();
    const [stream] = FakeEventSource.opened;
    expect(stream?.url).toBe("/event/stream");
    stream!.open();
    // It polled while the stream was connecting.
    const pollsBefore = setInterval.mock.calls.filter(([, ms]) => ms === MESSAGE_POLL_MS).length;
    expect(pollsBefore).toBeGreaterThan(0);

    answers["GET /entrustments/5/messages"] = page("consumer", [
      { id: 6, side: "lawyer", content: "商家已回电，同意协商。", created_at: "2026-11-20T06:00:00.000Z" },
    ]);
    const reads = () => sent.filter((request) => request.method === "GET").length;
    const readsBefore = reads();
    // Another entrustment's message, or one already shown, is not read again.
    stream!.send(LIVE_EVENT_TYPES.entrustmentMessage, { entrustment_id: 9, message_id: 6 });
    stream!.send(LIVE_EVENT_TYPES.entrustmentMessage, { entrustment_id: 5, message_id: 2 });
    stream!.send(LIVE_EVENT_TYPES.entrustmentMessage, { entrustment_id: 5, message_id: 6 });
    expect(await screen.findByText("商家已回电，同意协商。")).toBeTruthy();
    expect(reads()).toBe(readsBefore + 1);
    // While the stream is open, the conversation no longer asks on a timer.
    expect(setInterval.mock.calls.filter(([, ms]) => ms === MESSAGE_POLL_MS)).toHaveLength(pollsBefore);
  });
});
