import { render, screen } from "@testing-library/react";
import type { LawyerCard } from "@tousu/contracts";
import { describe, expect, it } from "vitest";
import { LawyerFacts } from "./lawyer-card";

const lawyer = {
  years_in_practice: 12,
  cases_taken: 3,
  rating: null,
} as unknown as LawyerCard;

describe("LawyerFacts", () => {
  it("keeps each figure and its label on one line, 评价人数不足 included", () => {
    render(<LawyerFacts lawyer={lawyer} />);
    const facts = [
      screen.getByText("评价人数不足"),
      screen.getByText("平台接受委托"),
      screen.getByText("12年"),
    ];
    for (const fact of facts) expect(fact.className.split(/\s+/)).toContain("whitespace-nowrap");
  });
});
