import { screen } from "@testing-library/react";
import type { ComplaintStatus } from "@tousu/domain";
import { describe, expect, it } from "vitest";
import { renderWithApi } from "../../../testing/render-with-api";
import { type AcceleratedComplaint, ComplaintSummary } from "./complaint-summary";
import { NextSteps } from "./next-steps";

function complaintIn(status: ComplaintStatus): AcceleratedComplaint {
  return {
    id: 7,
    sn: "20261100007",
    title: "云杉优选的退款三周未到账",
    status,
    brand_name: "云杉优选",
    created_at: "2026-11-20T08:00:00.000Z",
    problems: ["退款问题"],
    appeals: ["退款"],
    money: 199,
    image_count: 1,
  };
}

async function renderPage(status: ComplaintStatus) {
  renderWithApi(
    <>
      <ComplaintSummary complaint={complaintIn(status)} />
      <NextSteps status={status} />
    </>,
    {},
  );
  await screen.findByRole("heading", { name: "云杉优选的退款三周未到账" });
}

/** The step marked as the current one, if any. */
function currentStep(): string | null {
  return document.querySelector('[aria-current="step"] h3')?.textContent ?? null;
}

describe("the accelerate page's heading and steps", () => {
  it("says a complaint just filed waits for the platform's audit", async () => {
    await renderPage("pending_review");
    expect(screen.getByText("投诉已提交，等待平台审核")).toBeTruthy();
    expect(currentStep()).toBe("平台审核（当前）");
  });

  it("says a published complaint waits for the company, the current step", async () => {
    await renderPage("dispatched");
    expect(screen.getByText("投诉已公开，等待商家处理")).toBeTruthy();
    expect(screen.queryByText("投诉已提交，等待平台审核")).toBeNull();
    expect(currentStep()).toBe("商家处理（当前）");
  });

  it("asks the owner of a replied complaint to confirm or appeal", async () => {
    await renderPage("replied");
    expect(screen.getByText("商家已回复，请确认完成或申诉")).toBeTruthy();
    expect(currentStep()).toBe("确认完成（当前）");
  });

  it("shows a completed complaint with every step behind it", async () => {
    await renderPage("completed");
    expect(screen.getByText("投诉已完成")).toBeTruthy();
    expect(screen.queryByText("投诉已提交，等待平台审核")).toBeNull();
    expect(currentStep()).toBeNull();
    expect(screen.getAllByText("（已完成）")).toHaveLength(4);
  });

  it("shows a closed complaint as closed, without a course still to come", async () => {
    await renderPage("closed");
    expect(screen.getByText("投诉已关闭")).toBeTruthy();
    expect(screen.queryByText("接下来会怎样")).toBeNull();
  });
});
