import { screen } from "@testing-library/react";
import { QA_ANSWER_MESSAGE } from "@tousu/domain";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useAppStore } from "../../lib/app-store";
import { renderWithApi } from "../../testing/render-with-api";
import { AnswerComposer } from "./answer-composer";
import { answer, logIn, resetViewer } from "./qa-fixtures";

const posted = answer(31, {
  content: "可以先向平台申请售后介入。",
  author: { nickname: "小林", avatar: "", is_verified_lawyer: false, lawyer_id: null },
  is_mine: true,
  status: "under_review",
  editable_until: "2026-11-21T08:15:00.000Z",
});

describe("AnswerComposer", () => {
  beforeEach(resetViewer);

  it("asks a visitor to log in", async () => {
    const { user } = renderWithApi(<AnswerComposer questionId={7} onPosted={vi.fn()} />, {});
    await user.click(await screen.findByRole("button", { name: "登录后回答这个问题" }));
    expect(useAppStore.getState()).toMatchObject({ showLogin: true, loginMode: "login" });
  });

  it("checks the length, then posts the answer and hands it back", async () => {
    logIn();
    const onPosted = vi.fn(async () => {});
    const { user, sent } = renderWithApi(<AnswerComposer questionId={7} onPosted={onPosted} />, {
      "POST /qa/7/answer": { code: 200, msg: "ok", data: posted },
    });
    const box = await screen.findByRole("textbox", { name: "我来回答" });
    await user.type(box, "找");
    await user.click(screen.getByRole("button", { name: "提交回答" }));
    expect(await screen.findByText(QA_ANSWER_MESSAGE)).toBeTruthy();
    expect(sent).toEqual([]);

    await user.type(box, "平台客服介入处理");
    await user.click(screen.getByRole("button", { name: "提交回答" }));
    // The first write fetches the API client and the contracts: a bound for a loaded machine, not a speed target.
    await expect.poll(() => onPosted.mock.calls.length, { timeout: 10_000 }).toBe(1);
    expect(sent).toEqual([{ method: "POST", path: "/qa/7/answer", body: { content: "找平台客服介入处理" } }]);
    expect(box).toHaveProperty("value", "");
  });
});
