import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { CaseInbox } from "./case-inbox";

const NOW = Date.parse("2026-11-20T08:00:00.000Z");

function item(
  id: number,
  status: string,
  dueInHours: number,
  title: string,
  memberDiscount: number | null = null,
) {
  return {
    id,
    status: status as "requested",
    status_label: status,
    complaint: { id: id * 10, title, brand_name: "云杉优选" },
    note: "",
    member_discount_percent: memberDiscount,
    answer_due_at: new Date(NOW + dueInHours * 3_600_000).toISOString(),
    created_at: new Date(NOW - 3_600_000).toISOString(),
  };
}

describe("CaseInbox", () => {
  it("lists requests awaiting an answer first, the most urgent on top with its time left, then cases by state", async () => {
    const list = [
      item(1, "requested", 40, "空调安装收费不明"),
      item(2, "in_progress", -10, "会员自动续费不退"),
      item(3, "requested", 5.5, "预付卡商家关门", 15),
      item(4, "lapsed", -1, "快递丢件不赔"),
    ];
    const Stub = createRoutesStub([{ path: "/", Component: () => <CaseInbox list={list} now={NOW} /> }]);
    render(<Stub />);
    const waiting = await screen.findByRole("region", { name: /待答复的委托/ });
    const rows = within(waiting).getAllByRole("listitem");
    expect(rows.map((row) => within(row).getByRole("link").textContent)).toEqual([
      "预付卡商家关门",
      "空调安装收费不明",
    ]);
    expect(rows[0]?.textContent).toContain("剩余5小时30分，逾期自动失效");
    // A member's request says the member price applies; anyone else's says nothing of it.
    expect(rows[0]?.textContent).toContain("会员委托：适用您提供的会员优惠 减15%");
    expect(rows[1]?.textContent).not.toContain("会员");
    expect(rows[0]?.querySelector("a")?.getAttribute("href")).toBe("/lawyer-site/cases/3");
    const running = screen.getByRole("region", { name: /进行中的案件/ });
    expect(within(running).getByRole("link").textContent).toBe("会员自动续费不退");
    expect(within(running).queryByText(/剩余/)).toBeNull();
    const ended = screen.getByRole("region", { name: /已婉拒、失效或撤回/ });
    expect(within(ended).getByRole("link").textContent).toBe("快递丢件不赔");
  });
});
