import { screen } from "@testing-library/react";
import type { QaAnswer } from "@tousu/contracts";
import { describe, expect, it, vi } from "vitest";
import { renderWithApi } from "../../testing/render-with-api";
import { AnswerRow } from "./answer-row";
import { answer } from "./qa-fixtures";

function lawyerAnswer(changes: Partial<QaAnswer> = {}): QaAnswer {
  return answer(21, {
    content: "保留聊天记录，向平台申请介入。",
    author: { nickname: "周律师", avatar: "", is_verified_lawyer: false, lawyer_id: null },
    like_count: 2,
    ...changes,
  });
}

function renderRow(row: QaAnswer, canAccept: boolean) {
  const handlers = {
    onLike: vi.fn(async () => {}),
    onAccept: vi.fn(async () => {}),
    onEdit: vi.fn(async () => true),
    onDelete: vi.fn(async () => {}),
  };
  const rendered = renderWithApi(<AnswerRow answer={row} canAccept={canAccept} {...handlers} />, {});
  return { ...rendered, ...handlers };
}

describe("AnswerRow", () => {
  it("offers the asker to accept someone else's answer, and accepting calls back with it", async () => {
    const row = lawyerAnswer();
    const { user, onAccept } = renderRow(row, true);
    await user.click(await screen.findByRole("button", { name: "采纳为最佳回答" }));
    expect(onAccept).toHaveBeenCalledWith(row);
    expect(screen.getByRole("button", { name: "举报" })).toBeTruthy();
  });

  it("offers no accepting to anyone but the asker, nor on one's own answer", async () => {
    renderRow(lawyerAnswer(), false);
    await screen.findByRole("button", { name: /点赞/ });
    expect(screen.queryByRole("button", { name: "采纳为最佳回答" })).toBeNull();
  });

  it("gives its author edit (inside the window) and delete but no report or accept, and says when it is under review", async () => {
    renderRow(
      lawyerAnswer({ is_mine: true, status: "under_review", editable_until: "2026-11-21T08:15:00.000Z" }),
      true,
    );
    expect(await screen.findByRole("button", { name: "修改" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "删除" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "举报" })).toBeNull();
    expect(screen.queryByRole("button", { name: "采纳为最佳回答" })).toBeNull();
    expect(screen.getByText("这条回答正在审核，通过后其他人才能看到。")).toBeTruthy();
  });

  it("marks an accepted answer and a verified lawyer's", async () => {
    renderRow(
      lawyerAnswer({
        is_accepted: true,
        author: { nickname: "周律师", avatar: "", is_verified_lawyer: true, lawyer_id: 4 },
      }),
      false,
    );
    expect(await screen.findByText("提问者采纳")).toBeTruthy();
    expect(screen.getByRole("link", { name: "认证律师周律师的主页" }).getAttribute("href")).toBe(
      "/law/lawyer/4",
    );
  });

  it("edits in place and keeps the form open when the server refused", async () => {
    const { user, onEdit } = renderRow(
      lawyerAnswer({ is_mine: true, editable_until: "2026-11-21T08:15:00.000Z" }),
      false,
    );
    onEdit.mockResolvedValueOnce(false);
    await user.click(await screen.findByRole("button", { name: "修改" }));
    const box = screen.getByRole("textbox", { name: "修改回答" });
    await user.type(box, "另外可以拨打12315。");
    await user.click(screen.getByRole("button", { name: "保存修改" }));
    expect(onEdit).toHaveBeenCalledWith(
      expect.objectContaining({ id: 21 }),
      "保留聊天记录，向平台申请介入。另外可以拨打12315。",
    );
    expect(screen.getByRole("textbox", { name: "修改回答" })).toBeTruthy();
  });
});
