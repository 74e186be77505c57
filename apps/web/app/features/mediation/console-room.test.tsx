import { screen } from "@testing-library/react";
import { App, ConfigProvider } from "antd";
import { describe, expect, it } from "vitest";
import { BACKOFFICE_THEME } from "../../shared/backoffice/backoffice-theme";
import { contrastRatio } from "../../testing/contrast";
import { renderWithApi } from "../../testing/render-with-api";
import ConsoleMediationRoom from "./console-room";
import type { MediationRoomData } from "./mediation-room";

const room: MediationRoomData = {
  id: 3,
  state: "in_progress",
  state_label: "调解中",
  created_at: "2026-11-20T08:00:00.000Z",
  respond_due_at: "2026-11-27T08:00:00.000Z",
  due_at: "2026-12-21T08:00:00.000Z",
  closed_at: null,
  complaint: { id: 7, title: "云杉优选的退款三周未到账" },
  reason: "商家超时未回复，退款至今未到账。",
  my_side: "mediator",
  has_mediator: true,
  entries: [],
  agreement: null,
  mediator: null,
  failure_note: null,
  next_steps: null,
  disclaimer: "调解不代表对任何一方责任的认定",
  actions: [],
};

describe("the console's mediation room", () => {
  it("says a room has no messages yet in text of 4.5:1 or more", async () => {
    renderWithApi(
      <ConfigProvider theme={BACKOFFICE_THEME}>
        <App>
          <ConsoleMediationRoom mediationId={3} />
        </App>
      </ConfigProvider>,
      { "GET /mediation/3": { code: 200, msg: "ok", data: room } },
    );
    const empty = await screen.findByText("还没有消息");
    expect(contrastRatio(getComputedStyle(empty).color, "#ffffff")).toBeGreaterThanOrEqual(4.5);
  });

  it("shows the deadline that is running, not the company's answer once it agreed", async () => {
    renderWithApi(
      <ConfigProvider theme={BACKOFFICE_THEME}>
        <App>
          <ConsoleMediationRoom mediationId={3} />
        </App>
      </ConfigProvider>,
      { "GET /mediation/3": { code: 200, msg: "ok", data: room } },
    );
    expect(await screen.findByText("调解截止")).toBeTruthy();
    expect(screen.queryByText("商家答复截止")).toBeNull();
  });
});
