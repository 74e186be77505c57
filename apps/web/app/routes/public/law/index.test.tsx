import { screen } from "@testing-library/react";
import type { LawyerCard } from "@tousu/contracts";
import { describe, expect, it } from "vitest";
import { renderWithApi } from "../../../testing/render-with-api";
import type { Route } from "./+types/index";
import LawPage from "./index";

function lawyer(id: number, displayName: string, lawFirm: string): LawyerCard {
  return {
    id,
    display_name: displayName,
    law_firm: lawFirm,
    city: "杭州市",
    practice_areas: [{ code: "consumer", label: "消费者权益" }],
    years_in_practice: 6,
    cases_taken: 3,
    rating: null,
    accepting_cases: true,
    member_discount_percent: null,
    verified_at: "2026-11-01T08:00:00.000Z",
  };
}

describe("/law", () => {
  it("names each 查看并委托 link with its visible text, then whose it is (WCAG 2.5.3)", async () => {
    const loaderData = {
      filters: {},
      lawyers: {
        list: [lawyer(11, "林律师", "青石律师事务所"), lawyer(12, "周律师", "明川律师事务所")],
        total: 2,
        page: 1,
        page_size: 12,
        cities: ["杭州市"],
      },
    } as unknown as Route.ComponentProps["loaderData"];
    renderWithApi(<LawPage {...({ loaderData } as Route.ComponentProps)} />, {});
    await screen.findByRole("heading", { name: "律师维权" });
    const links = [...document.querySelectorAll("a")].filter((link) => link.textContent === "查看并委托");
    expect(links).toHaveLength(2);
    const names = links.map((link) => link.getAttribute("aria-label") ?? link.textContent);
    for (const name of names) expect(name).toContain("查看并委托");
    expect(names).toEqual(["查看并委托 林律师（青石律师事务所）", "查看并委托 周律师（明川律师事务所）"]);
  });
});
