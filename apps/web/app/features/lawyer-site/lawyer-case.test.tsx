import { screen } from "@testing-library/react";
import type { LawyerCaseView } from "@tousu/contracts";
import { describe, expect, it, vi } from "vitest";
import { renderWithApi } from "../../testing/render-with-api";
import { LawyerCase } from "./lawyer-case";

const NOW = Date.parse("2026-11-20T08:00:00.000Z");

const REQUESTED: LawyerCaseView = {
  id: 7,
  status: "requested",
  status_label: "待答复",
  complaint: { id: 70, title: "预付卡商家停业不退款", brand_name: "云杉优选" },
  note: "商家拒绝退款，希望律师发函。",
  consented_at: "2026-11-20T06:00:00.000Z",
  answer_due_at: "2026-11-22T06:00:00.000Z",
  quote_fen: null,
  member_price: null,
  consultation_credit: null,
  plan: null,
  decline_reason: null,
  outcome: null,
  rating: null,
  created_at: "2026-11-20T06:00:00.000Z",
  answered_at: null,
  started_at: null,
  ended_at: null,
  progress: [],
  file_views: [],
};

describe("LawyerCase", () => {
  it("offers a waiting request's file and both answers, with the time left", async () => {
    renderWithApi(<LawyerCase entrustment={REQUESTED} now={NOW} onChanged={vi.fn()} />, {});
    expect(await screen.findByText("剩余1天22小时，逾期自动失效")).toBeTruthy();
    expect(screen.getByRole("button", { name: "查阅投诉材料" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "接受委托并报价" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "婉拒委托" })).toBeTruthy();
  });

  it("shows a lapsed request's state and offers nothing to do", async () => {
    renderWithApi(
      <LawyerCase
        entrustment={{ ...REQUESTED, status: "lapsed", status_label: "超过48小时未答复，已失效" }}
        now={NOW}
        onChanged={vi.fn()}
      />,
      {},
    );
    expect(await screen.findByText("您未在48小时内答复，该委托已失效，委托人已收到通知。")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByText(/逾期自动失效/)).toBeNull();
  });

  it("logs nothing until the lawyer opens the file, then shows what the consumer shared", async () => {
    const onChanged = vi.fn();
    const { user, sent } = renderWithApi(
      <LawyerCase entrustment={{ ...REQUESTED, status: "in_progress" }} now={NOW} onChanged={onChanged} />,
      {
        "GET /entrustments/7/file": {
          code: 200,
          msg: "ok",
          data: {
            complaint: {
              id: 70,
              sn: "20000000601",
              title: "预付卡商家停业不退款",
              content: "门店突然停业，预付卡余额无法退还。",
              brand_name: "云杉优选",
              money: 1299,
              created_at: "2026-11-19T06:00:00.000Z",
            },
            evidence: { attributes: [{ name: "订单号", value: "YS20261101A88" }], images: [] },
            identity: { real_name: "林晓岚", phone: "19118559119" },
          },
        },
      },
    );
    await screen.findByRole("button", { name: "记录进展" });
    // The case's conversation reads its messages; the file is read on the lawyer's click only.
    expect(await screen.findByRole("region", { name: "与委托人的消息" })).toBeTruthy();
    const fileReads = () => sent.filter((call) => call.path.endsWith("/file"));
    expect(fileReads()).toEqual([]);
    await user.click(screen.getByRole("button", { name: "查阅投诉材料" }));
    expect(await screen.findByText("门店突然停业，预付卡余额无法退还。")).toBeTruthy();
    expect(screen.getByText("19118559119")).toBeTruthy();
    expect(fileReads()).toEqual([{ method: "GET", path: "/entrustments/7/file", body: undefined }]);
    expect(onChanged).toHaveBeenCalled();
  });
});
