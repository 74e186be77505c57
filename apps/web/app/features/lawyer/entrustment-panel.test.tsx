import { screen } from "@testing-library/react";
import type { EntrustmentView } from "@tousu/contracts";
import { describe, expect, it } from "vitest";
import { renderWithApi } from "../../testing/render-with-api";
import { EntrustmentPanel } from "./entrustment-panel";

const requested: EntrustmentView = {
  id: 5,
  status: "requested",
  status_label: "等待律师答复",
  lawyer: {
    id: 11,
    display_name: "周律师",
    law_firm: "青石律师事务所",
    city: "杭州市",
    practice_areas: [{ code: "consumer", label: "消费维权" }],
    years_in_practice: 9,
    cases_taken: 3,
    rating: null,
    accepting_cases: true,
    member_discount_percent: null,
    verified_at: "2026-10-01T02:00:00.000Z",
  },
  note: "",
  consented_at: "2026-11-20T02:00:00.000Z",
  answer_due_at: "2026-11-22T02:00:00.000Z",
  quote_fen: null,
  member_price: null,
  consultation_credit: null,
  plan: null,
  decline_reason: null,
  outcome: null,
  rating: null,
  created_at: "2026-11-20T02:00:00.000Z",
  answered_at: null,
  started_at: null,
  ended_at: null,
  progress: [],
  file_views: [{ viewer: "周律师", viewed_at: "2026-11-20T03:30:00.000Z" }],
};

describe("EntrustmentPanel", () => {
  it("lets the consumer rate the service of a closed entrustment once", async () => {
    const { user, sent } = renderWithApi(
      <EntrustmentPanel
        entrustment={{ ...requested, status: "closed", status_label: "已结案", outcome: "商家已退款。" }}
      />,
      { "POST /entrustments/5/rate": { code: 200, msg: "ok", data: { status: "closed" } } },
    );
    await user.click(await screen.findByRole("button", { name: "4分" }));
    await expect.poll(() => sent.length, { timeout: 10_000 }).toBe(1);
    expect(sent[0]).toMatchObject({ method: "POST", path: "/entrustments/5/rate", body: { rating: 4 } });
  });

  it("shows who read the file when, and withdraws a request not yet answered", async () => {
    const { user, sent } = renderWithApi(<EntrustmentPanel entrustment={requested} />, {
      "POST /entrustments/5/withdraw": { code: 200, msg: "ok", data: { status: "withdrawn" } },
    });
    expect(await screen.findByText("周律师于2026年11月20日 11:30查阅了你的投诉材料")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "确认报价，开始办理" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "撤回委托" }));
    await expect.poll(() => sent.length, { timeout: 10_000 }).toBe(1);
    expect(sent[0]).toMatchObject({ method: "POST", path: "/entrustments/5/withdraw" });
  });

  it("shows the quote and plan of an accepted request and offers to confirm it, not to withdraw", async () => {
    renderWithApi(
      <EntrustmentPanel
        entrustment={{
          ...requested,
          status: "accepted",
          status_label: "律师已接受，待你确认报价",
          quote_fen: 300_000,
          plan: "先发律师函，再视情况起诉。",
        }}
      />,
      {},
    );
    expect(await screen.findByText("3000.00元（律师报价，平台不加收费用）")).toBeTruthy();
    expect(screen.getByText("先发律师函，再视情况起诉。")).toBeTruthy();
    expect(screen.getByRole("button", { name: "确认报价，开始办理" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "撤回委托" })).toBeNull();
  });
});
