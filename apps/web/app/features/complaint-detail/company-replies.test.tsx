import { screen } from "@testing-library/react";
import type { ComplaintDetail } from "@tousu/contracts";
import { REPLY_OUTCOME_LABELS, REPLY_OUTCOMES } from "@tousu/domain";
import { describe, expect, it } from "vitest";
import { tailwindContrast } from "../../testing/contrast";
import { renderWithApi } from "../../testing/render-with-api";
import { CompanyReplies } from "./company-replies";

describe("CompanyReplies", () => {
  it("writes the reply's outcome on its badge at 4.5:1 or more", async () => {
    const replies: ComplaintDetail["replies"] = REPLY_OUTCOMES.map((outcome, index) => ({
      content: "已为您处理。",
      outcome,
      outcome_label: REPLY_OUTCOME_LABELS[outcome],
      amount: null,
      created_at: `2026-11-2${index}T08:00:00.000Z`,
    }));
    renderWithApi(<CompanyReplies replies={replies} brandName="云杉优选" />, {});
    const badge = await screen.findByText("解释说明");
    expect(tailwindContrast(badge.className)).toBeGreaterThanOrEqual(4.5);
  });
});
