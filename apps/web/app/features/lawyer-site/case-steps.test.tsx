import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApi } from "../../testing/render-with-api";
import { AcceptCaseForm, CloseCaseForm, DeclineCaseForm } from "./case-steps";

const PLAN = "先向商家发送律师函，十五日内无回复则代为起诉。";

describe("AcceptCaseForm", () => {
  it("asks for a quote and a long enough plan before sending anything", async () => {
    const onDone = vi.fn();
    const { user, sent } = renderWithApi(<AcceptCaseForm entrustmentId={7} onDone={onDone} />, {});
    await user.type(await screen.findByLabelText(/办理方案/), "发函");
    await user.click(screen.getByRole("button", { name: "接受委托并报价" }));
    expect(await screen.findByText("请填写报价")).toBeTruthy();
    expect(screen.getByText("办理方案至少10个字")).toBeTruthy();
    await user.type(screen.getByLabelText(/报价/), "12.345");
    await user.click(screen.getByRole("button", { name: "接受委托并报价" }));
    expect(await screen.findByText("报价最多精确到分")).toBeTruthy();
    expect(sent).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it("sends the quote as a number with the plan", async () => {
    const onDone = vi.fn();
    const { user, sent } = renderWithApi(<AcceptCaseForm entrustmentId={7} onDone={onDone} />, {
      "POST /entrustments/7/accept": { code: 200, msg: "ok", data: { status: "accepted" } },
    });
    await user.type(await screen.findByLabelText(/报价/), "3000");
    await user.type(screen.getByLabelText(/办理方案/), PLAN);
    await user.click(screen.getByRole("button", { name: "接受委托并报价" }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent).toEqual([
      { method: "POST", path: "/entrustments/7/accept", body: { quote_yuan: 3000, plan: PLAN } },
    ]);
  });

  it("shows the server's refusal in the form", async () => {
    const onDone = vi.fn();
    const { user } = renderWithApi(<AcceptCaseForm entrustmentId={7} onDone={onDone} />, {
      "POST /entrustments/7/accept": {
        code: 400,
        msg: "您与被投诉企业存在利益冲突，不能接受该委托",
        data: null,
      },
    });
    await user.type(await screen.findByLabelText(/报价/), "3000");
    await user.type(screen.getByLabelText(/办理方案/), PLAN);
    await user.click(screen.getByRole("button", { name: "接受委托并报价" }));
    expect((await screen.findByRole("alert")).textContent).toBe("您与被投诉企业存在利益冲突，不能接受该委托");
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe("DeclineCaseForm", () => {
  it("asks for a reason, then shows why the server refused it", async () => {
    const { user, sent } = renderWithApi(<DeclineCaseForm entrustmentId={7} onDone={vi.fn()} />, {
      "POST /entrustments/7/decline": { code: 400, msg: "该委托已不在待答复状态，无法婉拒", data: null },
    });
    await user.click(await screen.findByRole("button", { name: "婉拒委托" }));
    expect(await screen.findByText("请填写婉拒理由")).toBeTruthy();
    expect(sent).toEqual([]);
    await user.type(screen.getByLabelText(/婉拒理由/), "案件不在本人执业范围内");
    await user.click(screen.getByRole("button", { name: "婉拒委托" }));
    expect((await screen.findByRole("alert")).textContent).toBe("该委托已不在待答复状态，无法婉拒");
    expect(sent).toEqual([
      { method: "POST", path: "/entrustments/7/decline", body: { reason: "案件不在本人执业范围内" } },
    ]);
  });
});

describe("CloseCaseForm", () => {
  it("tells a network failure apart from the server's answer", async () => {
    const { user } = renderWithApi(<CloseCaseForm entrustmentId={7} onDone={vi.fn()} />, {});
    await user.type(await screen.findByLabelText(/办理结果/), "商家同意全额退款。");
    await user.click(screen.getByRole("button", { name: "结案" }));
    expect((await screen.findByRole("alert")).textContent).toBe("网络异常，请稍后重试");
  });
});
