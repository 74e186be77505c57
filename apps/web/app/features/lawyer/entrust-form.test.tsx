import { screen } from "@testing-library/react";
import type { LawyerCard } from "@tousu/contracts";
import { ENTRUSTMENT_CONSENT_MESSAGE } from "@tousu/domain";
import { describe, expect, it } from "vitest";
import { renderWithApi } from "../../testing/render-with-api";
import { EntrustForm } from "./entrust-form";

function lawyer(id: number, overrides: Partial<LawyerCard> = {}): LawyerCard {
  return {
    id,
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
    ...overrides,
  };
}

describe("EntrustForm", () => {
  it("sends nothing without consent, then entrusts the chosen lawyer with the note", async () => {
    const { user, sent } = renderWithApi(
      <EntrustForm
        complaintId={7}
        lawyers={[lawyer(11), lawyer(12, { display_name: "陈律师", law_firm: "明理律师事务所" })]}
        initialLawyerId={null}
      />,
      { "POST /entrust/7": { code: 200, msg: "ok", data: { entrustment_id: 5 } } },
    );
    await user.click(await screen.findByRole("radio", { name: "陈律师（明理律师事务所）" }));
    await user.type(screen.getByRole("textbox", { name: /委托说明/ }), "请代为发送律师函");
    await user.click(screen.getByRole("button", { name: "提交委托" }));
    expect(await screen.findByText(ENTRUSTMENT_CONSENT_MESSAGE)).toBeTruthy();
    expect(sent).toEqual([]);

    const consent = screen.getByRole("checkbox", {
      name: /我同意向陈律师提供这条投诉的内容、证据和我的身份信息/,
    });
    await user.click(consent);
    await user.click(screen.getByRole("button", { name: "提交委托" }));
    // The first write fetches the API client and the contracts: a bound for a loaded machine, not a speed target.
    await expect.poll(() => sent.length, { timeout: 10_000 }).toBe(1);
    expect(sent).toEqual([
      {
        method: "POST",
        path: "/entrust/7",
        body: { lawyer_id: 12, consent: true, note: "请代为发送律师函" },
      },
    ]);
  });

  it("uses one of the member's consultation credits only when asked to", async () => {
    const { user, sent } = renderWithApi(
      <EntrustForm
        complaintId={7}
        lawyers={[lawyer(11)]}
        initialLawyerId={null}
        credits={["M20261207000000000ABCDEFGHIJ", "M20261207000000001ABCDEFGHIJ"]}
      />,
      { "POST /entrust/7": { code: 200, msg: "ok", data: { entrustment_id: 5 } } },
    );
    await user.click(await screen.findByRole("checkbox", { name: /使用一张律师咨询券（你有 2 张未使用）/ }));
    await user.click(screen.getByRole("checkbox", { name: /我同意向/ }));
    await user.click(screen.getByRole("button", { name: "提交委托" }));
    await expect.poll(() => sent.length, { timeout: 10_000 }).toBe(1);
    expect(sent[0]?.body).toEqual({
      lawyer_id: 11,
      consent: true,
      note: "",
      consultation_credit: "M20261207000000000ABCDEFGHIJ",
    });
  });

  it("says so when no lawyer fits", async () => {
    renderWithApi(<EntrustForm complaintId={7} lawyers={[]} initialLawyerId={null} />, {});
    expect(await screen.findByText(/暂时没有适合这条投诉、可以接受委托的律师/)).toBeTruthy();
  });
});
