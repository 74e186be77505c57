import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApi } from "../../testing/render-with-api";
import { MediationRoom, type MediationRoomData } from "./mediation-room";

const REASON = "商家超时未回复，退款至今未到账，希望平台主持协商。";

function roomIn(
  state: MediationRoomData["state"],
  overrides: Partial<MediationRoomData> = {},
): MediationRoomData {
  return {
    id: 3,
    state,
    state_label: "调解中",
    created_at: "2026-11-20T08:00:00.000Z",
    respond_due_at: "2026-11-27T08:00:00.000Z",
    due_at: state === "invited" ? null : "2026-12-21T08:00:00.000Z",
    closed_at: null,
    complaint: { id: 7, title: "云杉优选的退款三周未到账" },
    reason: REASON,
    my_side: "consumer",
    has_mediator: state === "in_progress",
    entries: [],
    agreement: null,
    mediator: null,
    failure_note: null,
    next_steps: null,
    disclaimer: "调解不代表对任何一方责任的认定",
    actions: [],
    ...overrides,
  };
}

/** The room's facts as term → description. */
function facts(): Record<string, string> {
  const terms = [...document.querySelectorAll("dt")];
  return Object.fromEntries(
    terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? ""]),
  );
}

describe("MediationRoom", () => {
  it("drops the company's answer deadline once the company agreed, and shows the 30 days' end", async () => {
    renderWithApi(<MediationRoom room={roomIn("in_progress")} />, {});
    await screen.findByRole("heading", { name: "调解室" });
    expect(facts()).not.toHaveProperty("商家答复截止");
    expect(facts()).toMatchObject({ 调解截止: expect.stringContaining("2026") });
  });

  it("shows the company's answer deadline while the company is invited", async () => {
    renderWithApi(<MediationRoom room={roomIn("invited", { state_label: "待商家同意" })} />, {});
    await screen.findByRole("heading", { name: "调解室" });
    expect(facts()).toMatchObject({
      商家答复截止: expect.stringContaining("2026"),
      调解截止: "商家同意后计算",
    });
  });

  it("shows when an ended mediation ended, and no deadline", async () => {
    const room = roomIn("agreed", { state_label: "已达成调解协议", closed_at: "2026-12-01T08:00:00.000Z" });
    renderWithApi(<MediationRoom room={room} />, {});
    await screen.findByRole("heading", { name: "调解室" });
    expect(Object.keys(facts())).not.toContain("调解截止");
    expect(facts()).toHaveProperty("结束时间");
  });

  it("shows the consumer their own reason for asking", async () => {
    renderWithApi(<MediationRoom room={roomIn("in_progress")} />, {});
    await screen.findByRole("heading", { name: "调解室" });
    expect(facts()).toMatchObject({ 我的申请理由: REASON });
  });

  it("empties the message box as soon as the server takes the message, before the room is read again", async () => {
    let readAgain = () => {};
    const { user, sent } = renderWithApi(
      <MediationRoom room={roomIn("in_progress", { actions: ["post"] })} />,
      {
        "POST /mediation/3/entries": {
          code: 200,
          msg: "success",
          data: {
            id: 11,
            side: "consumer",
            side_label: "投诉人",
            kind: "message",
            content: "请尽快退款",
            created_at: "2026-12-01T08:00:00.000Z",
          },
        },
      },
      { readAgain: () => new Promise((resolve) => (readAgain = resolve)) },
    );
    const box = await screen.findByRole("textbox", { name: "写消息" });
    await user.type(box, "请尽快退款");
    await user.click(screen.getByRole("button", { name: "发送" }));
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(""));
    expect(sent.filter((request) => request.method === "POST")).toHaveLength(1);
    readAgain();
  });
});
